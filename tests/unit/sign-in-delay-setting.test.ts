import { afterEach, describe, expect, it } from "vitest";
import { parseEnv, resetEnvForTests } from "~/lib/env.server";
import { rateLimits } from "~/lib/rate-limits.server";

// LOGIN_SLOW_DELAY_BASE_MS: the test-only setting that shortens the sign-in slow-down
// (docs/decisions/075-test-suite-speed.md). The e2e specs set it; the logic it scales is
// tests/unit/login-throttle.test.ts's.
afterEach(() => {
  delete process.env.LOGIN_SLOW_DELAY_BASE_MS;
  resetEnvForTests();
});

describe("LOGIN_SLOW_DELAY_BASE_MS", () => {
  it("is refused when NODE_ENV=production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", LOGIN_SLOW_DELAY_BASE_MS: "25" })).toThrow(
      "Invalid configuration: LOGIN_SLOW_DELAY_BASE_MS is for tests only and is refused when NODE_ENV=production",
    );
    expect(parseEnv({ NODE_ENV: "production" }).LOGIN_SLOW_DELAY_BASE_MS).toBeUndefined();
  });

  it("is accepted in tests and must be a positive whole number", () => {
    expect(parseEnv({ NODE_ENV: "test", LOGIN_SLOW_DELAY_BASE_MS: "25" }).LOGIN_SLOW_DELAY_BASE_MS).toBe(25);
    expect(() => parseEnv({ NODE_ENV: "test", LOGIN_SLOW_DELAY_BASE_MS: "0" })).toThrow(/must be positive/);
  });

  it("leaves the real delays (250 ms doubling up to 2.5 s) when unset", () => {
    const options = rateLimits().signIn;
    expect([options.baseDelayMs, options.maxDelayMs]).toEqual([250, 2500]);
  });

  it("scales the first delay and the cap together, and nothing else", () => {
    const { baseDelayMs: _rb, maxDelayMs: _rm, ...realCounts } = rateLimits().signIn;
    process.env.LOGIN_SLOW_DELAY_BASE_MS = "25";
    resetEnvForTests();
    const options = rateLimits().signIn;
    expect([options.baseDelayMs, options.maxDelayMs]).toEqual([25, 250]);
    const { baseDelayMs: _b, maxDelayMs: _m, ...counts } = options;
    expect(counts).toEqual(realCounts);
  });
});
