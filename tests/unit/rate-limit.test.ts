import { describe, expect, it } from "vitest";
import { createRateLimiter, MemoryRateLimitStore, tooManyRequests } from "~/lib/rate-limit.server";

describe("rate limiter", () => {
  it("allows max hits per window, then answers with the seconds to wait", () => {
    let now = 0;
    const limiter = createRateLimiter({ name: "t", windowMs: 60_000, max: 3, store: new MemoryRateLimitStore(), now: () => now });
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
    expect(await response.json()).toEqual({ message: "Too many requests. Please wait a moment and try again." });
  });
});
