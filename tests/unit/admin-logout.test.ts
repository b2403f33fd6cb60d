import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { createUserSession, getSession } from "~/lib/session.server";
import { getToast } from "~/lib/toast.server";
import { createUser } from "~/models/users.server";
import { action } from "~/routes/logout";

type ActionArgs = Parameters<typeof action>[0];

async function toastOf(response: Response) {
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const toastCookie = cookies.find((c) => c.startsWith("toast="));
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: toastCookie ?? "" } }))).toast;
}

describe("logout action", () => {
  let cookie = "";
  beforeAll(async () => {
    await migrateToLatest(db());
    const user = await createUser(db(), { username: "logout-admin", password: "logout-password" });
    cookie = (await createUserSession(user.id, new Request("http://localhost/auth"))).split(";")[0]!;
  });
  afterAll(async () => {
    await db().deleteFrom("users").where("username", "=", "logout-admin").execute();
  });
  const post = () => new Request("http://localhost/logout", { method: "POST", headers: { Cookie: cookie } });

  it("keeps the session and says Logout failed with the error when the session cannot be ended", async () => {
    const sqlite = getDatabase(getEnv().DATA_DIR).sqlite;
    sqlite.exec("alter table sessions rename to sessions_away");
    let response: Response;
    try {
      response = (await action({
        request: post(),
        params: {},
        context: {},
      } as unknown as ActionArgs)) as Response;
    } finally {
      sqlite.exec("alter table sessions_away rename to sessions");
    }
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
    expect(await toastOf(response)).toMatchObject({
      title: "Logout failed",
      description: expect.stringContaining("no such table: sessions"),
      variant: "destructive",
    });
    expect(
      await getSession(new Request("http://localhost/admin", { headers: { Cookie: cookie } })),
    ).not.toBeNull();
  });

  it("ends the session and says Logged out", async () => {
    const response = (await action({
      request: post(),
      params: {},
      context: {},
    } as unknown as ActionArgs)) as Response;
    expect(response.headers.get("Location")).toBe("/auth");
    expect(await toastOf(response)).toMatchObject({
      title: "Logged out",
      description: "You have been successfully logged out.",
    });
    expect(
      await getSession(new Request("http://localhost/admin", { headers: { Cookie: cookie } })),
    ).toBeNull();
  });
});
