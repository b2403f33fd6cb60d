import { expect, test } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { uniqueAddress, useProxiedServer, useRequest } from "../support/vitest-servers";

// A server behind a "proxy" (tests/support/vitest-servers.ts): these lock out the admin on
// purpose, each test from an address of its own, and never touch the shared server. The same
// throttle through the /auth form in a browser is tests/e2e/auth-throttle.spec.ts.

const server = useProxiedServer();
const client = useRequest();

const THROTTLED = /Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./;

test(
  "the API answers 429 with Retry-After once throttled, and the same for unknown usernames",
  { timeout: 120_000 },
  async () => {
    const request = client();
    const proxiedServer = server();
    const from = { "X-Forwarded-For": uniqueAddress() };
    const login = (username: string, password: string) =>
      request.post(`${proxiedServer.url}/api/login`, { data: { username, password }, headers: from });
    for (let i = 0; i < 5; i++) expect((await login(TEST_ADMIN.username, `wrong-${i}`)).status()).toBe(401);
    const blocked = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(blocked.status()).toBe(429);
    expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(800);
    expect((await blocked.json()).message).toMatch(THROTTLED);

    for (let i = 0; i < 5; i++) expect((await login("ghost", `wrong-${i}`)).status()).toBe(401);
    const ghost = await login("ghost", "wrong");
    expect(ghost.status()).toBe(429);
    expect(Object.keys(await ghost.json())).toEqual(["message"]);
  },
);
