import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { rateLimiter, rateLimits } from "~/lib/rate-limits.server";
import {
  clientRateLimitKey,
  createRateLimiter,
  MemoryRateLimitStore,
  tooManyRequests,
} from "~/lib/rate-limit.server";

describe("rate limiter", () => {
  it("allows max hits per window, then answers with the seconds to wait", () => {
    let now = 0;
    const limiter = createRateLimiter({
      name: "t",
      windowMs: 60_000,
      max: 3,
      store: new MemoryRateLimitStore(),
      now: () => now,
    });
    expect([1, 2, 3].map(() => limiter.check("1.2.3.4").ok)).toEqual([true, true, true]);
    const blocked = limiter.check("1.2.3.4");
    expect(blocked.ok).toBe(false);
    expect(blocked.retryAfterSeconds).toBe(60);
    expect(limiter.check("5.6.7.8").ok).toBe(true);
    now = 45_000;
    expect(limiter.check("1.2.3.4").retryAfterSeconds).toBe(15);
    now = 60_000;
    expect(limiter.check("1.2.3.4").ok).toBe(true);
    limiter.reset("1.2.3.4");
  });

  it("answers 429 JSON with Retry-After", async () => {
    const response = tooManyRequests(42);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("42");
    expect(await response.json()).toEqual({
      message: "Too many requests. Please wait a moment and try again.",
    });
  });
});

describe("the client's rate-limit key", () => {
  it("is an IPv4 address as it is, an IPv6 address by its /64, a mapped IPv4 address as IPv4", () => {
    expect(clientRateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientRateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientRateLimitKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientRateLimitKey("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(clientRateLimitKey("2001:0DB8:00aa:00bb:ffff:ffff:ffff:ffff")).toBe("2001:db8:aa:bb::/64");
    expect(clientRateLimitKey("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(clientRateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientRateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientRateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(clientRateLimitKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
    expect(clientRateLimitKey("unknown")).toBe("unknown");
  });

  it("makes two addresses of one /64 share every per-address limit, and two /64s not", () => {
    const kinds = [
      "leadFormPerMinute",
      "leadFormPerDay",
      "prizeDraw",
      "prizeEntry",
      "upload",
      "adjust",
    ] as const;
    kinds.forEach((kind, k) => {
      const limiter = rateLimiter(kind);
      const { max } = rateLimits()[kind];
      for (let i = 1; i <= max; i++)
        expect(limiter.check(`2001:db8:${k}:abc::${i.toString(16)}`).ok).toBe(true);
      // A fresh address of the same /64 is over the limit; one of the next /64 is not.
      expect(limiter.check(`2001:db8:${k}:abc:1:2:3:4`).ok, kind).toBe(false);
      expect(limiter.check(`2001:db8:${k}:abd::1`).ok, kind).toBe(true);
      // IPv4 clients seen through a dual-stack socket count as their IPv4 address.
      limiter.check(`::ffff:198.51.100.${k}`);
      expect(limiter.check(`198.51.100.${k}`).remaining, kind).toBe(max - 2);
    });
  });
});

describe("rate limits by route class", () => {
  const names = [
    "CONTACT_RATE_PER_MINUTE",
    "CONTACT_RATE_PER_DAY",
    "PRIZE_DRAWS_PER_HOUR",
    "PRIZE_ENTRIES_PER_HOUR",
    "VISUALIZATIONS_PER_10_MINUTES",
    "VISUALIZATION_ADJUSTS_PER_10_MINUTES",
    "LOGIN_FAILURES_PER_USER_AND_ADDRESS",
    "LOGIN_FAILURES_PER_ADDRESS",
    "LOGIN_SLOW_AFTER_FAILURES",
  ] as const;
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetEnvForTests();
  });

  it("has the documented defaults", () => {
    for (const name of names) delete process.env[name];
    resetEnvForTests();
    const limits = rateLimits();
    expect(limits.signIn).toMatchObject({ windowMs: 900_000, maxPerPair: 5, maxPerIp: 20, slowAfter: 10 });
    expect(limits.leadFormPerMinute).toEqual({ windowMs: 60_000, max: 5 });
    expect(limits.leadFormPerDay).toEqual({ windowMs: 86_400_000, max: 50 });
    expect(limits.prizeDraw).toEqual({ windowMs: 3_600_000, max: 30 });
    expect(limits.prizeEntry).toEqual({ windowMs: 3_600_000, max: 30 });
    expect(limits.upload).toEqual({ windowMs: 600_000, max: 40 });
    expect(limits.adjust).toEqual({ windowMs: 600_000, max: 60 });
  });

  it("takes every limit from the environment", () => {
    names.forEach((name, i) => (process.env[name] = String(101 + i)));
    resetEnvForTests();
    const limits = rateLimits();
    expect([
      limits.leadFormPerMinute.max,
      limits.leadFormPerDay.max,
      limits.prizeDraw.max,
      limits.prizeEntry.max,
      limits.upload.max,
      limits.adjust.max,
      limits.signIn.maxPerPair,
      limits.signIn.maxPerIp,
      limits.signIn.slowAfter,
    ]).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109]);
  });

  it("refuses a limit that is not a positive whole number", () => {
    process.env.VISUALIZATIONS_PER_10_MINUTES = "0";
    resetEnvForTests();
    expect(() => rateLimits()).toThrow(/VISUALIZATIONS_PER_10_MINUTES/);
  });
});
