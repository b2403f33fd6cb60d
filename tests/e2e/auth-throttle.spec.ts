import { expect, test, type Page } from "@playwright/test";
import { removeDataDir, startAppServer, TEST_ADMIN, type AppServer } from "../support/app-server";

// Its own server per test: these lock out the admin on purpose and must never touch the shared one.
let server: AppServer;
test.beforeEach(async () => {
  server = await startAppServer();
});
test.afterEach(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

// A dozen argon2 checks on a busy machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function attempt(page: Page, username: string, password: string) {
  await page.goto(`${server.url}/auth`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
  );
  await page.getByRole("button", { name: "Sign In" }).click();
  return answered;
}

const THROTTLED = /Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./;

test("after 5 failures from one address the username is throttled there, even with the right password, and unknown names answer alike @both", async ({
  page,
}, testInfo) => {
  for (let i = 0; i < 5; i++) {
    await attempt(page, TEST_ADMIN.username, `wrong-${i}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid username or password." }).first(),
    ).toBeVisible();
  }
  const throttled = await attempt(page, TEST_ADMIN.username, TEST_ADMIN.password);
  if (testInfo.project.name === "no-js") {
    // The document itself: 429 with the action's Retry-After (React Router drops it without a headers export).
    expect(throttled.status()).toBe(429);
    expect(Number(throttled.headers()["retry-after"])).toBeGreaterThan(0);
  }
  await expect(page.getByRole("alert").filter({ hasText: THROTTLED }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  // A username that does not exist gets exactly the same treatment.
  for (let i = 0; i < 5; i++) await attempt(page, "no-such-user", `wrong-${i}`);
  await attempt(page, "no-such-user", "anything");
  await expect(page.getByRole("alert").filter({ hasText: THROTTLED }).first()).toBeVisible();
});

test("the API answers 429 with Retry-After once throttled, and the same for unknown usernames", async ({
  request,
}) => {
  const login = (username: string, password: string) =>
    request.post(`${server.url}/api/login`, { data: { username, password } });
  for (let i = 0; i < 5; i++) expect((await login(TEST_ADMIN.username, `wrong-${i}`)).status()).toBe(401);
  const blocked = await login(TEST_ADMIN.username, TEST_ADMIN.password);
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(800);
  expect((await blocked.json()).message).toMatch(THROTTLED);

  for (let i = 0; i < 5; i++) expect((await login("ghost", `wrong-${i}`)).status()).toBe(401);
  const ghost = await login("ghost", "wrong");
  expect(ghost.status()).toBe(429);
  expect(Object.keys(await ghost.json())).toEqual(["message"]);
});
