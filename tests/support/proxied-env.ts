/**
 * The configuration of the servers "behind a proxy" (TRUST_PROXY=1), so each test says which
 * address it is from with X-Forwarded-For and what it locks out or counts (sign-in failures,
 * upload requests) is that address's alone. NODE_ENV=test for the test-only
 * LOGIN_SLOW_DELAY_BASE_MS: the sign-in slow-down waits 50 ms doubling up to 0.5 s instead of
 * 250 ms up to 2.5 s. Used by tests/support/servers.ts (Playwright) and vitest-servers.ts.
 */
export const PROXIED_ENV = { TRUST_PROXY: "1", NODE_ENV: "test", LOGIN_SLOW_DELAY_BASE_MS: "50" };

/**
 * The `n`th X-Forwarded-For address of a runner's slot (a Playwright worker and project, a Vitest
 * pool): slots never share an address, so their lock-outs and counts stay apart.
 */
export function proxiedAddress(slot: number, n: number) {
  return `10.${slot}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}
