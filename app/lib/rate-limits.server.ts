import { getEnv } from "~/lib/env.server";
import { clientRateLimitKey, createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";

/**
 * Every rate limit of the site, by route class, in one place. Each number comes from the
 * environment (README, Configuration); the windows are fixed here.
 *
 * - sign-in (/auth, /api/login, a password change): failures per (username, address) and per
 *   address in 15 minutes, counted in SQLite; a username attacked from many addresses is slowed,
 *   never blocked (docs/decisions/003-auth-sign-in-throttle.md).
 * - lead forms (/contact, /api/contact): per address, a minute and a day.
 * - prize (/prize, /api/engagement*): coin drops and entry attempts per address and hour.
 * - uploads (the space-visualization wizard, /api/visualization): requests per address in 10 minutes.
 * - re-renders after a visitor adjusts a mockup (the result page): per address in 10 minutes
 *   (docs/decisions/084).
 */
export function rateLimits() {
  const env = getEnv();
  return {
    signIn: {
      windowMs: 15 * 60_000,
      maxPerPair: env.LOGIN_FAILURES_PER_USER_AND_ADDRESS,
      maxPerIp: env.LOGIN_FAILURES_PER_ADDRESS,
      slowAfter: env.LOGIN_SLOW_AFTER_FAILURES,
      // 250 ms doubling up to ten times that; LOGIN_SLOW_DELAY_BASE_MS (tests only, refused when
      // NODE_ENV=production) shortens both (docs/decisions/075-test-suite-speed.md).
      baseDelayMs: env.LOGIN_SLOW_DELAY_BASE_MS ?? 250,
      maxDelayMs: 10 * (env.LOGIN_SLOW_DELAY_BASE_MS ?? 250),
    },
    leadFormPerMinute: { windowMs: 60_000, max: env.CONTACT_RATE_PER_MINUTE },
    leadFormPerDay: { windowMs: 86_400_000, max: env.CONTACT_RATE_PER_DAY },
    prizeDraw: { windowMs: 60 * 60_000, max: env.PRIZE_DRAWS_PER_HOUR },
    prizeEntry: { windowMs: 60 * 60_000, max: env.PRIZE_ENTRIES_PER_HOUR },
    upload: { windowMs: 10 * 60_000, max: env.VISUALIZATIONS_PER_10_MINUTES },
    adjust: { windowMs: 10 * 60_000, max: env.VISUALIZATION_ADJUSTS_PER_10_MINUTES },
  };
}

export type SignInThrottleOptions = ReturnType<typeof rateLimits>["signIn"];
type LimiterKind = Exclude<keyof ReturnType<typeof rateLimits>, "signIn">;

const limiters = new Map<LimiterKind, RateLimiter>();

/**
 * The process's limiter of one kind, made on first use from `rateLimits()`. It takes the client's
 * address and counts it under `clientRateLimitKey` (an IPv6 address by its /64).
 */
export function rateLimiter(kind: LimiterKind): RateLimiter {
  let limiter = limiters.get(kind);
  if (!limiter) {
    const byKey = createRateLimiter({ name: kind, ...rateLimits()[kind] });
    limiter = {
      check: (ip) => byKey.check(clientRateLimitKey(ip)),
      reset: (ip) => byKey.reset(clientRateLimitKey(ip)),
    };
    limiters.set(kind, limiter);
  }
  return limiter;
}
