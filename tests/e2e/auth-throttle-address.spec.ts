import { TEST_ADMIN } from "../support/app-server";
import { waitForHydration } from "../support/hydration";
import { expect, test, uniqueAddress } from "../support/servers";

// The worker's server behind a "proxy" (TRUST_PROXY=1, tests/support/servers.ts), so each request
// can say which address it is from with X-Forwarded-For. The shared server's admin is never locked here.

test.describe.configure({ timeout: 120_000 });

const THROTTLED = /Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./;

test("the owner signs in from a fresh address while an attacker's address is throttled @both", async ({
  page,
  request,
  proxiedServer,
}) => {
  const url = proxiedServer.url;
  const attacker = { "X-Forwarded-For": uniqueAddress() };
  const login = (password: string) =>
    request.post(`${url}/api/login`, {
      data: { username: TEST_ADMIN.username, password },
      headers: attacker,
    });
  for (let i = 0; i < 5; i++) expect((await login(`wrong-${i}`)).status()).toBe(401);
  // The attacker's address is refused, even with the right password...
  expect((await login(TEST_ADMIN.password)).status()).toBe(429);

  // ...while the owner, from another address, signs in through the form.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueAddress() });
  await page.goto(`${url}/auth`);
  await waitForHydration(page);
  await page.getByLabel("Username").fill(TEST_ADMIN.username);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Welcome back, ${TEST_ADMIN.username}`)).toBeVisible();

  // And the attacker is still throttled afterwards (the owner's success clears only its own count).
  const again = await request.post(`${url}/auth`, {
    form: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    headers: attacker,
    maxRedirects: 0,
  });
  expect(again.status()).toBe(429);
  expect(await again.text()).toMatch(THROTTLED);
});
