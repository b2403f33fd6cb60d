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

test("the admin hammered from 7 addresses still signs in from an 8th (slowed, not blocked)", async ({
  request,
  proxiedServer,
}) => {
  const login = (ip: string, password: string) =>
    request.post(`${proxiedServer.url}/api/login`, {
      data: { username: TEST_ADMIN.username, password },
      headers: { "X-Forwarded-For": ip },
    });
  // 7 addresses, 2 failures each: past the slow-down threshold (10), none of them throttled.
  for (let a = 0; a < 7; a++) {
    const ip = uniqueAddress();
    for (let i = 0; i < 2; i++) expect((await login(ip, `wrong-${i}`)).status()).toBe(401);
  }
  const started = Date.now();
  expect((await login(uniqueAddress(), TEST_ADMIN.password)).status()).toBe(200);
  // Answered after the capped delay (0.5 s with this server's test-only LOGIN_SLOW_DELAY_BASE_MS=50;
  // 2.5 s in production), not refused.
  expect(Date.now() - started).toBeGreaterThanOrEqual(480);
});

test("an IPv6 attacker is one address per /64: a fresh address of the same /64 is throttled too", async ({
  request,
  proxiedServer,
}) => {
  const login = (ip: string, password: string) =>
    request.post(`${proxiedServer.url}/api/login`, {
      data: { username: "ipv6-target", password },
      headers: { "X-Forwarded-For": ip },
    });
  // Five failures for one username, each from another address of 2001:db8:66:1::/64.
  for (let i = 1; i <= 5; i++) expect((await login(`2001:db8:66:1::${i}`, `wrong-${i}`)).status()).toBe(401);
  expect((await login("2001:db8:66:1:ffff:1:2:3", "wrong-6")).status()).toBe(429);
  // The next /64 is somebody else.
  expect((await login("2001:db8:66:2::1", "wrong-7")).status()).toBe(401);
});
