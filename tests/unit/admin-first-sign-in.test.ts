import { beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { createUserSession } from "~/lib/session.server";
import { addAdmin } from "~/models/admins.server";
import { changePassword } from "~/models/users.server";
import { requireApiUser, requireUser } from "~/server/auth.server";

/** An admin added with a one-time password must choose their own first (decision 052). */
describe("first sign-in with a one-time password", () => {
  let cookie = "";
  let userId = 0;
  let oneTime = "";
  beforeAll(async () => {
    await migrateToLatest(db());
    const added = await addAdmin({ username: "first-sign-in" });
    userId = added.user.id;
    oneTime = added.oneTimePassword!;
    cookie = (await createUserSession(userId, new Request("http://localhost/auth"))).split(";")[0]!;
  });
  const req = (path: string, method = "GET") =>
    new Request(`http://localhost${path}`, { method, headers: { Cookie: cookie } });
  async function thrown(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      return error as Response;
    }
    throw new Error("expected a thrown response");
  }

  it("sends every admin page to the change-password dialog over it, and actions and CSV files to the dashboard's", async () => {
    expect((await thrown(requireUser(req("/admin/blog?q=x")))).headers.get("Location")).toBe(
      "/admin/blog?q=x&password=1",
    );
    expect((await requireUser(req("/admin/blog?password=1"))).username).toBe("first-sign-in");
    expect((await thrown(requireUser(req("/admin/blog?password=1", "POST")))).headers.get("Location")).toBe(
      "/admin?password=1",
    );
    expect(
      (await thrown(requireUser(req("/admin/contact-requests.csv?password=1")))).headers.get("Location"),
    ).toBe("/admin?password=1");
    // The backup archive holds every lead and password hash: not before the password is chosen.
    for (const url of ["/admin/settings/backup.tar", "/admin/settings/backup.tar?password=1"])
      expect((await thrown(requireUser(req(url)))).headers.get("Location")).toBe("/admin?password=1");
    const api = await thrown(requireApiUser(req("/api/user")));
    expect(api.status).toBe(403);
  });

  it("lets them in everywhere once they chose a password", async () => {
    await changePassword(db(), userId, { currentPassword: oneTime, newPassword: "chosen-password" });
    expect((await requireUser(req("/admin/blog", "POST"))).username).toBe("first-sign-in");
    expect((await requireApiUser(req("/api/user"))).username).toBe("first-sign-in");
  });
});
