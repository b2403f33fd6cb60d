import { expect, test } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { uniqueAddress, useProxiedServer, useRequest } from "../support/vitest-servers";

// A server behind a "proxy" (TRUST_PROXY=1, tests/support/vitest-servers.ts), so each request can
// say which address it is from with X-Forwarded-For. The shared server's admin is never locked here.
// The owner signing in through the form while an attacker is throttled is
// tests/e2e/auth-throttle-address.spec.ts.

const server = useProxiedServer();
const client = useRequest();

test(
  "the admin hammered from 7 addresses still signs in from an 8th (slowed, not blocked)",
  { timeout: 120_000 },
  async () => {
    const request = client();
    const proxiedServer = server();
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
  },
);

test(
  "an IPv6 attacker is one address per /64: a fresh address of the same /64 is throttled too",
  { timeout: 120_000 },
  async () => {
    const request = client();
    const proxiedServer = server();
    const login = (ip: string, password: string) =>
      request.post(`${proxiedServer.url}/api/login`, {
        data: { username: "ipv6-target", password },
        headers: { "X-Forwarded-For": ip },
      });
    // Five failures for one username, each from another address of 2001:db8:66:1::/64.
    for (let i = 1; i <= 5; i++)
      expect((await login(`2001:db8:66:1::${i}`, `wrong-${i}`)).status()).toBe(401);
    expect((await login("2001:db8:66:1:ffff:1:2:3", "wrong-6")).status()).toBe(429);
    // The next /64 is somebody else.
    expect((await login("2001:db8:66:2::1", "wrong-7")).status()).toBe(401);
  },
);
