import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import {
  changePasswordOfSession,
  LoginThrottledError,
  verifyLogin,
  InvalidCredentialsError,
} from "~/server/auth.server";
import { db } from "~/lib/db.server";
import { changePasswordFormSchema, PASSWORD_MESSAGES } from "~/models/user-schema";
import { createUserSession, destroyUserSession, getSession, SESSION_TTL_MS } from "~/lib/session.server";
import { createUser, WrongPasswordError } from "~/models/users.server";

describe("LoginThrottledError", () => {
  it("says minutes in the message", () => {
    expect(new LoginThrottledError(61).message).toBe(
      "Too many failed sign-in attempts. Please wait 2 minutes and try again.",
    );
    expect(new LoginThrottledError(30).message).toBe(
      "Too many failed sign-in attempts. Please wait 1 minute and try again.",
    );
  });
});

describe("change-password form rules (product §5)", () => {
  it("names a mismatch and a short password with the product's texts", () => {
    const mismatch = changePasswordFormSchema.safeParse({
      currentPassword: "x",
      newPassword: "long-enough-1",
      confirmPassword: "long-enough-2",
    });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["confirmPassword", PASSWORD_MESSAGES.mismatch.description],
    ]);
    const short = changePasswordFormSchema.safeParse({
      currentPassword: "x",
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(short.error?.issues.map((i) => i.message)).toContain(
      "New password must be at least 8 characters long.",
    );
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

  const requestWith = (setCookie: string) =>
    new Request("http://localhost/admin", { headers: { Cookie: setCookie.split(";")[0]! } });

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
      .set({
        last_seen_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .where("id", "=", id)
      .execute();
    expect((await getSession(requestWith(cookie)))?.user).toEqual(user);
    const row = await db()
      .selectFrom("sessions")
      .select("expires_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    // Past its expiry the row, not the cookie, decides: no session.
    await db()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
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
    await expect(
      changePasswordOfSession(session, "10.3.3.3", {
        currentPassword: "wrong-password",
        newPassword: "second-password-2",
      }),
    ).rejects.toBeInstanceOf(WrongPasswordError);
    expect(await getSession(requestWith(other))).not.toBeNull();
    await expect(
      changePasswordOfSession(session, "10.3.3.3", {
        currentPassword: "first-password-1",
        newPassword: "short",
      }),
    ).rejects.toThrow();
    await changePasswordOfSession(session, "10.3.3.3", {
      currentPassword: "first-password-1",
      newPassword: "second-password-2",
    });
    expect(await getSession(requestWith(other))).toBeNull();
    expect(await getSession(requestWith(mine))).not.toBeNull();
    await expect(verifyLogin(user.username, "first-password-1")).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
    await expect(verifyLogin(user.username, "second-password-2")).resolves.toEqual(user);
  });
});
