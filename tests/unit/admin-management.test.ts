import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUserSession, getSession } from "~/lib/session.server";
import { takeOneTimeSecret, oneTimeSecretCookie } from "~/lib/one-time-secret.server";
import {
  addAdmin,
  AdminRemovalError,
  listAdmins,
  REMOVAL_REFUSED,
  removalRefusal,
  removeAdmin,
} from "~/models/admins.server";
import { addAdminSchema } from "~/models/user-schema";
import { changePassword, createUser, verifyPassword } from "~/models/users.server";
import { createTestDatabase } from "../support/test-db";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let test: TestDb;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await test.cleanup();
});

const signInRequest = () => new Request("http://localhost/auth", { method: "POST" });
async function sessionCookie(userId: number) {
  return (await createUserSession(userId, signInRequest(), test.db)).split(";")[0]!;
}
const asRequest = (cookie: string) => new Request("http://localhost/admin", { headers: { Cookie: cookie } });

describe("removing an admin", () => {
  it("refuses the last admin, even when it is yourself", async () => {
    const owner = await createUser(test.db, { username: "owner", password: "owner-password" });
    await expect(removeAdmin(test.db, owner.id, owner.id)).rejects.toThrow(REMOVAL_REFUSED.last);
    await expect(removeAdmin(test.db, owner.id, owner.id)).rejects.toBeInstanceOf(AdminRemovalError);
    expect(await listAdmins(test.db)).toHaveLength(1);
  });

  it("refuses to remove yourself while other admins exist", async () => {
    const owner = await createUser(test.db, { username: "owner", password: "owner-password" });
    await createUser(test.db, { username: "helper", password: "helper-password" });
    await expect(removeAdmin(test.db, owner.id, owner.id)).rejects.toThrow(REMOVAL_REFUSED.self);
    expect(await listAdmins(test.db)).toHaveLength(2);
  });

  it("says so for an admin that no longer exists", async () => {
    const owner = await createUser(test.db, { username: "owner", password: "owner-password" });
    await expect(removeAdmin(test.db, owner.id, owner.id + 100)).rejects.toThrow(REMOVAL_REFUSED.missing);
  });

  it("removes another admin and ends every session of theirs at once, and no one else's", async () => {
    const owner = await createUser(test.db, { username: "owner", password: "owner-password" });
    const helper = await createUser(test.db, { username: "helper", password: "helper-password" });
    const helperPhone = await sessionCookie(helper.id);
    const helperLaptop = await sessionCookie(helper.id);
    const ownerSession = await sessionCookie(owner.id);
    expect(await getSession(asRequest(helperPhone), test.db)).not.toBeNull();

    const removed = await removeAdmin(test.db, owner.id, helper.id);
    expect(removed).toEqual({ username: "helper", sessionsEnded: 2 });
    expect(await getSession(asRequest(helperPhone), test.db)).toBeNull();
    expect(await getSession(asRequest(helperLaptop), test.db)).toBeNull();
    expect((await getSession(asRequest(ownerSession), test.db))?.user.username).toBe("owner");
    expect((await listAdmins(test.db)).map((a) => a.username)).toEqual(["owner"]);
    // Now the owner is the last one.
    await expect(removeAdmin(test.db, owner.id, owner.id)).rejects.toThrow(REMOVAL_REFUSED.last);
  });

  it("decides the dialog's refusal with the same rule", () => {
    const two = [{ id: 1 }, { id: 2 }];
    expect(removalRefusal([{ id: 1 }], 1, 1)).toBe("last");
    expect(removalRefusal(two, 1, 1)).toBe("self");
    expect(removalRefusal(two, 1, 2)).toBeNull();
    expect(removalRefusal(two, 1, 3)).toBe("missing");
  });
});

describe("adding an admin", () => {
  it("generates a one-time password, stores only its argon2id hash and asks for a new one at sign-in", async () => {
    const { user, oneTimePassword } = await addAdmin(test.db, { username: "night-manager" });
    expect(oneTimePassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const row = await test.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(oneTimePassword!);
    expect(await verifyPassword(row.password_hash, oneTimePassword!)).toBe(true);
    expect(row.must_change_password).toBe(1);

    const session = await getSession(asRequest(await sessionCookie(user.id)), test.db);
    expect(session?.user.mustChangePassword).toBe(true);

    await changePassword(test.db, user.id, {
      currentPassword: oneTimePassword!,
      newPassword: "my-own-password",
    });
    const after = await getSession(asRequest(await sessionCookie(user.id)), test.db);
    expect(after?.user.mustChangePassword).toBeUndefined();
  });

  it("takes a typed password as it is (no change asked) and refuses a taken name", async () => {
    const { oneTimePassword, user } = await addAdmin(test.db, {
      username: "Helper",
      password: "typed-password",
    });
    expect(oneTimePassword).toBeNull();
    const row = await test.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(0);
    await expect(addAdmin(test.db, { username: "helper" })).rejects.toThrow(
      'A user named "helper" already exists.',
    );
  });

  it("validates the form with the change-password rules", () => {
    const fails = (input: Record<string, string>) => {
      const result = addAdminSchema.safeParse(input);
      return result.success ? null : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(fails({ username: "ab" })).toEqual(["username: Use 3-64 letters, digits or . _ @ -"]);
    expect(fails({ username: "new-admin", password: "short", confirmPassword: "short" })).toEqual([
      "password: Password must be at least 8 characters long.",
    ]);
    expect(fails({ username: "new-admin", password: "long-enough", confirmPassword: "other" })).toEqual([
      "confirmPassword: Password and confirmation must match.",
    ]);
    expect(
      fails({ username: "new-admin", password: "long-enough", confirmPassword: "long-enough" }),
    ).toBeNull();
    expect(fails({ username: "new-admin" })).toBeNull();
  });
});

describe("last sign-in", () => {
  it("is recorded when a session starts", async () => {
    const owner = await createUser(test.db, { username: "owner", password: "owner-password" });
    expect((await listAdmins(test.db))[0]!.lastSignInAt).toBeNull();
    const before = new Date().toISOString();
    await sessionCookie(owner.id);
    const at = (await listAdmins(test.db))[0]!.lastSignInAt;
    expect(at).not.toBeNull();
    expect(at! >= before).toBe(true);
  });
});

describe("the one-time password cookie", () => {
  it("round-trips encrypted, is read once, and refuses a tampered value", () => {
    const header = oneTimeSecretCookie({ username: "helper", password: "abcd-efgh-jkmn-pqrs" });
    expect(header).not.toContain("abcd");
    expect(header).toMatch(/HttpOnly; SameSite=Strict/);
    const cookie = header.split(";")[0]!;
    const read = takeOneTimeSecret(
      new Request("http://localhost/admin/admins", { headers: { Cookie: cookie } }),
    );
    expect(read.payload).toEqual({ username: "helper", password: "abcd-efgh-jkmn-pqrs" });
    expect(read.clear).toMatch(/Max-Age=0/);
    const tampered = cookie.slice(0, -2) + (cookie.endsWith("A") ? "BB" : "AA");
    const bad = takeOneTimeSecret(
      new Request("http://localhost/admin/admins", { headers: { Cookie: tampered } }),
    );
    expect(bad.payload).toBeNull();
    expect(takeOneTimeSecret(new Request("http://localhost/admin/admins")).clear).toBeNull();
  });
});
