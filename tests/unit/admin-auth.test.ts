import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import {
  changePasswordOfSession,
  LoginThrottle,
  LoginThrottledError,
  safeRedirectTo,
  verifyLogin,
  InvalidCredentialsError,
} from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { changePasswordFormSchema, PASSWORD_MESSAGES } from "~/lib/password";
import { createUserSession, destroyUserSession, getSession, SESSION_TTL_MS } from "~/lib/session.server";
import { createUser, WrongPasswordError } from "~/models/users.server";

describe("safeRedirectTo", () => {
  it("keeps local paths and refuses anything that could leave the site", () => {
    expect(safeRedirectTo("/admin/blog?edit=3#top")).toBe("/admin/blog?edit=3#top");
    expect(safeRedirectTo("/admin?view=12")).toBe("/admin?view=12");
    for (const bad of ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "https://evil.example", "javascript:alert(1)", "admin", "", null, undefined]) {
      expect(safeRedirectTo(bad), String(bad)).toBe("/admin");
    }
  });
});

describe("LoginThrottle", () => {
  it("blocks a username after 5 failures in 15 minutes, from any address, and says how long to wait", () => {
    let now = 0;
    const throttle = new LoginThrottle(undefined, () => now);
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfterSeconds(`10.0.0.${i}`, "Admin")).toBe(0);
      throttle.recordFailure(`10.0.0.${i}`, "Admin");
      now += 1000;
    }
    expect(throttle.retryAfterSeconds("10.9.9.9", "admin")).toBe(15 * 60 - 5);
    expect(throttle.retryAfterSeconds("10.9.9.9", "someone-else")).toBe(0);
    now = 15 * 60 * 1000 + 1;
    expect(throttle.retryAfterSeconds("10.9.9.9", "admin")).toBe(0);
  });

  it("blocks an address after 20 failures across usernames, and unknown names count like real ones", () => {
    const throttle = new LoginThrottle(undefined, () => 0);
    for (let i = 0; i < 20; i++) throttle.recordFailure("10.1.1.1", `nobody-${i}`);
    expect(throttle.retryAfterSeconds("10.1.1.1", "admin")).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds("10.1.1.2", "admin")).toBe(0);
  });

  it("forgets a username's failures after a successful sign-in", () => {
    const throttle = new LoginThrottle(undefined, () => 0);
    for (let i = 0; i < 4; i++) throttle.recordFailure("10.2.2.2", "admin");
    throttle.recordSuccess("ADMIN");
    throttle.recordFailure("10.2.2.3", "admin");
    expect(throttle.retryAfterSeconds("10.2.2.3", "admin")).toBe(0);
  });

  it("says minutes in the message", () => {
    expect(new LoginThrottledError(61).message).toBe("Too many failed sign-in attempts. Please wait 2 minutes and try again.");
    expect(new LoginThrottledError(30).message).toBe("Too many failed sign-in attempts. Please wait 1 minute and try again.");
  });
});

describe("change-password form rules (SPEC §5)", () => {
  it("names a mismatch and a short password with SPEC's texts", () => {
    const mismatch = changePasswordFormSchema.safeParse({ currentPassword: "x", newPassword: "long-enough-1", confirmPassword: "long-enough-2" });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["confirmPassword", PASSWORD_MESSAGES.mismatch.description]]);
    const short = changePasswordFormSchema.safeParse({ currentPassword: "x", newPassword: "short", confirmPassword: "short" });
    expect(short.error?.issues.map((i) => i.message)).toContain("New password must be at least 8 characters long.");
  });
});

describe("sessions and password change", () => {
  const user = { id: 0, username: "unit-admin" };
  beforeAll(async () => {
    await migrateToLatest(db());
    const created = await createUser(db(), { username: user.username, password: "first-password-1" });
    user.id = created.id;
  });
  afterAll(async () => {
    await db().deleteFrom("users").where("id", "=", user.id).execute();
  });

  const requestWith = (setCookie: string) => new Request("http://localhost/admin", { headers: { Cookie: setCookie.split(";")[0]! } });

  it("sets an HttpOnly, SameSite=Lax, signed cookie with a fresh random id per sign-in", async () => {
    const a = await createUserSession(user.id, new Request("http://localhost/auth"));
    const b = await createUserSession(user.id, new Request("http://localhost/auth"));
    expect(a).toMatch(/^__session=[^;]+\./); // value.signature
    expect(a).toContain("HttpOnly");
    expect(a).toContain("SameSite=Lax");
    expect(a.split(";")[0]).not.toBe(b.split(";")[0]);
    expect((await getSession(requestWith(a)))?.user).toEqual(user);
    // A tampered cookie is no session.
    const tampered = a.replace(/^__session=(.)/, (_, c: string) => `__session=${c === "a" ? "b" : "a"}`);
    expect(await getSession(requestWith(tampered))).toBeNull();
  });

  it("a session used within 7 days stays signed in: the row's expiry slides and the cookie outlives it", async () => {
    const cookie = await createUserSession(user.id, new Request("http://localhost/auth"));
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge * 1000).toBeGreaterThan(SESSION_TTL_MS * 4);
    const id = (await getSession(requestWith(cookie)))!.sessionId;
    // Last used two hours ago, one minute before its expiry: using it now extends it by 7 days.
    await db()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 2 * 3600_000).toISOString(), expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await getSession(requestWith(cookie)))?.user).toEqual(user);
    const row = await db().selectFrom("sessions").select("expires_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    // Past its expiry the row, not the cookie, decides: no session.
    await db().updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", id).execute();
    expect(await getSession(requestWith(cookie))).toBeNull();
  });

  it("deletes the row on sign-out", async () => {
    const cookie = await createUserSession(user.id, new Request("http://localhost/auth"));
    const cleared = await destroyUserSession(requestWith(cookie));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await getSession(requestWith(cookie))).toBeNull();
  });

  it("verifies the current password, stores the new one and ends every other session", async () => {
    const mine = await createUserSession(user.id, new Request("http://localhost/auth"));
    const other = await createUserSession(user.id, new Request("http://localhost/auth"));
    const session = (await getSession(requestWith(mine)))!;
    await expect(changePasswordOfSession(session, "10.3.3.3", { currentPassword: "wrong-password", newPassword: "second-password-2" })).rejects.toBeInstanceOf(WrongPasswordError);
    expect(await getSession(requestWith(other))).not.toBeNull();
    await expect(changePasswordOfSession(session, "10.3.3.3", { currentPassword: "first-password-1", newPassword: "short" })).rejects.toThrow();
    await changePasswordOfSession(session, "10.3.3.3", { currentPassword: "first-password-1", newPassword: "second-password-2" });
    expect(await getSession(requestWith(other))).toBeNull();
    expect(await getSession(requestWith(mine))).not.toBeNull();
    await expect(verifyLogin(user.username, "first-password-1")).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(verifyLogin(user.username, "second-password-2")).resolves.toEqual(user);
  });
});
