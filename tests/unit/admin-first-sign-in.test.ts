import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { createUserSession, getSession } from "~/lib/session.server";
import {
  addAdmin,
  listAdmins,
  OneTimePasswordReissueError,
  reissueOneTimePassword,
} from "~/models/admins.server";
import {
  changePassword,
  createUser,
  ONE_TIME_PASSWORD_TTL_MS,
  OneTimePasswordExpiredError,
} from "~/models/users.server";
import { getAdminUser, requireApiUser, requireUser, verifyLogin } from "~/server/auth.server";

/**
 * An admin added with a one-time password must choose their own first (decisions 052, 072): until
 * then every admin loader and action but the password change sends them to /admin/password, and
 * the one-time password stops working 24 hours after it was issued.
 */
const req = (cookie: string, url: string, method = "GET") =>
  new Request(`http://localhost${url}`, { method, headers: { Cookie: cookie } });

async function thrown(promise: unknown) {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a thrown response");
}

async function signedIn(username: string) {
  const added = await addAdmin(db(), { username });
  const cookie = (await createUserSession(added.user.id, new Request("http://localhost/auth"))).split(
    ";",
  )[0]!;
  return { id: added.user.id, oneTime: added.oneTimePassword!, cookie };
}

/** Moves a user's one-time password expiry into the past, as if a day had gone by. */
async function expire(userId: number) {
  await db()
    .updateTable("users")
    .set({ one_time_password_expires_at: new Date(Date.now() - 1000).toISOString() })
    .where("id", "=", userId)
    .execute();
}

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("first sign-in with a one-time password", () => {
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    admin = await signedIn("first-sign-in");
  });

  it("sends every admin URL to the password-change page, remembering a page but not an action or a download", async () => {
    const location = async (url: string, method = "GET") =>
      (await thrown(requireUser(req(admin.cookie, url, method)))).headers.get("Location");
    expect(await location("/admin/blog?q=x")).toBe("/admin/password?returnTo=%2Fadmin%2Fblog%3Fq%3Dx");
    // The dialog's own parameter no longer opens anything: `?password=1` is gone from the way back.
    expect(await location("/admin/blog?password=1")).toBe("/admin/password?returnTo=%2Fadmin%2Fblog");
    expect(await location("/admin?password=1")).toBe("/admin/password");
    expect(await location("/admin")).toBe("/admin/password");
    expect(await location("/admin/blog?password=1", "POST")).toBe("/admin/password");
    expect(await location("/admin/contact-requests.csv?password=1")).toBe("/admin/password");
    for (const url of ["/admin/settings/backup.tar", "/admin/settings/backup.tar?password=1"])
      expect(await location(url)).toBe("/admin/password");
    const api = await thrown(requireApiUser(req(admin.cookie, "/api/user")));
    expect(api.status).toBe(403);
    // Nor is a hidden photo's preview theirs to see.
    expect(await getAdminUser(req(admin.cookie, "/media/photos/x.avif"))).toBeNull();
  });

  it("reads no admin data in any admin route's loader or action (only the password change answers)", async () => {
    const dir = path.resolve(import.meta.dirname, "../../app/routes");
    const modules = readdirSync(dir).filter((f) => /^admin[._]/.test(f) && f !== "admin.password.tsx");
    expect(modules.length).toBeGreaterThanOrEqual(14);
    for (const file of modules) {
      const route = (await import(path.join(dir, file))) as Record<string, unknown>;
      const url = file === "admin.tsx" || file === "admin._index.tsx" ? "/admin?password=1" : "/admin/x";
      const handlers = (["loader", "action"] as const).filter(
        (name) => typeof route[name] === "function" && !(file === "admin.tsx" && name === "action"),
      );
      expect(handlers.length, file).toBeGreaterThan(0);
      for (const name of handlers) {
        const method = name === "loader" ? "GET" : "POST";
        const request = req(admin.cookie, url, method);
        const handler = route[name] as (args: unknown) => unknown;
        let answer: unknown;
        try {
          answer = await handler({ request, params: {}, context: { clientIp: "10.9.9.9" } });
        } catch (error) {
          answer = error;
        }
        expect(answer, `${file} ${name}`).toBeInstanceOf(Response);
        const response = answer as Response;
        expect(response.status, `${file} ${name}`).toBe(302);
        expect(response.headers.get("Location"), `${file} ${name}`).toMatch(/^\/admin\/password(\?|$)/);
      }
    }
  });

  it("lets them in everywhere once they chose a password", async () => {
    await changePassword(db(), admin.id, { currentPassword: admin.oneTime, newPassword: "chosen-password" });
    expect((await requireUser(req(admin.cookie, "/admin/blog", "POST"))).username).toBe("first-sign-in");
    expect((await requireApiUser(req(admin.cookie, "/api/user"))).username).toBe("first-sign-in");
    expect((await getAdminUser(req(admin.cookie, "/media/photos/x.avif")))?.username).toBe("first-sign-in");
  });
});

describe("a one-time password expires after 24 hours", () => {
  it("is issued with an expiry 24 hours ahead, and a password of one's own has none", async () => {
    const before = Date.now();
    const { id } = await signedIn("expiry-set");
    const row = await db().selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const expires = Date.parse(row.one_time_password_expires_at!);
    expect(expires - before).toBeGreaterThanOrEqual(ONE_TIME_PASSWORD_TTL_MS);
    expect(expires - Date.now()).toBeLessThanOrEqual(ONE_TIME_PASSWORD_TTL_MS);
    const own = await createUser(db(), { username: "own-password", password: "own-password-1" });
    const ownRow = await db()
      .selectFrom("users")
      .selectAll()
      .where("id", "=", own.id)
      .executeTakeFirstOrThrow();
    expect(ownRow.one_time_password_expires_at).toBeNull();
  });

  it("refuses the sign-in with a plain message, ends the open session, and the Admins tab says expired", async () => {
    const admin = await signedIn("expired-admin");
    expect((await verifyLogin("expired-admin", admin.oneTime)).username).toBe("expired-admin");
    await expire(admin.id);
    await expect(verifyLogin("expired-admin", admin.oneTime)).rejects.toThrow(OneTimePasswordExpiredError);
    await expect(verifyLogin("expired-admin", admin.oneTime)).rejects.toThrow(
      "This one-time password has expired. Ask an admin for a new one.",
    );
    // A wrong password still says only "invalid", expired or not.
    await expect(verifyLogin("expired-admin", "not-the-password")).rejects.toThrow(
      "Invalid username or password.",
    );
    // The session it opened ends with it: not even the change dialog is left.
    expect(await getSession(req(admin.cookie, "/admin/password"))).toBeNull();
    await expect(
      changePassword(db(), admin.id, { currentPassword: admin.oneTime, newPassword: "too-late-password" }),
    ).rejects.toThrow(OneTimePasswordExpiredError);
    const row = (await listAdmins(db())).find((a) => a.username === "expired-admin")!;
    expect(row).toMatchObject({ mustChangePassword: true, oneTimePasswordExpired: true });
  });

  it("an admin issues a new one: the old one stops working, the new one works for another 24 hours", async () => {
    const admin = await signedIn("reissued-admin");
    await expire(admin.id);
    const issued = await reissueOneTimePassword(db(), admin.id);
    expect(issued.username).toBe("reissued-admin");
    expect(issued.oneTimePassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(issued.oneTimePassword).not.toBe(admin.oneTime);
    await expect(verifyLogin("reissued-admin", admin.oneTime)).rejects.toThrow(
      "Invalid username or password.",
    );
    expect((await verifyLogin("reissued-admin", issued.oneTimePassword)).username).toBe("reissued-admin");
    const row = (await listAdmins(db())).find((a) => a.username === "reissued-admin")!;
    expect(row).toMatchObject({ mustChangePassword: true, oneTimePasswordExpired: false });

    // Not for an admin who chose their own password, nor for one who is gone.
    await changePassword(db(), admin.id, {
      currentPassword: issued.oneTimePassword,
      newPassword: "reissued-own-password",
    });
    await expect(reissueOneTimePassword(db(), admin.id)).rejects.toThrow(OneTimePasswordReissueError);
    await expect(reissueOneTimePassword(db(), 987_654)).rejects.toThrow("This admin no longer exists.");
  });

  it("a pending one-time password issued before this version expires 24 hours after it was set (migration 0024)", async () => {
    const { sql } = await import("kysely");
    const { migrations } = await import("#db/migrations/index");
    const { createTestDatabase } = await import("../support/test-db");
    const test = await createTestDatabase();
    try {
      // Undo 0024, add two admins as the older version did, then migrate again.
      await migrations["0024_otp_expiry_and_idempotency_scope"]!.down!(test.db);
      for (const [username, must] of [
        ["old-pending", 1],
        ["old-own", 0],
      ] as const)
        await sql`insert into users (username, password_hash, created_at, updated_at, must_change_password)
          values (${username}, 'x', '2020-01-01T00:00:00.000Z', '2020-01-02T03:04:05.678Z', ${must})`.execute(
          test.db,
        );
      await migrations["0024_otp_expiry_and_idempotency_scope"]!.up(test.db);
      const rows = await test.db
        .selectFrom("users")
        .select(["username", "one_time_password_expires_at"])
        .orderBy("username")
        .execute();
      expect(rows).toEqual([
        { username: "old-own", one_time_password_expires_at: null },
        { username: "old-pending", one_time_password_expires_at: "2020-01-03T03:04:05.678Z" },
      ]);
    } finally {
      await test.cleanup();
    }
  });
});
