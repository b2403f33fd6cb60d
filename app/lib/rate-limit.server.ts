import { apiError } from "./api.server";

/**
 * Fixed-window rate limits keyed by anything (client IP, username, ...). Counters live in memory
 * behind `RateLimitStore`, so a shared store can replace them when the site runs on more than one
 * process (DESIGN §1).
 */
export interface RateLimitStore {
  /** Counts one hit for `key` in a window of `windowMs`; returns the count and the window's end. */
  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number };
  reset(key: string): void;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hits = 0;

  hit(key: string, windowMs: number, now: number) {
    if (++this.hits % 1000 === 0) this.prune(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return fresh;
    }
    current.count += 1;
    return current;
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimitResult {
  ok: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(key: string): RateLimitResult;
  /** Forget `key` (e.g. after a successful sign-in). */
  reset(key: string): void;
}

const sharedStore = new MemoryRateLimitStore();

export function createRateLimiter(options: {
  name: string;
  windowMs: number;
  max: number;
  store?: RateLimitStore;
  now?: () => number;
}): RateLimiter {
  const store = options.store ?? sharedStore;
  const now = options.now ?? Date.now;
  const scoped = (key: string) => `${options.name}:${key}`;
  return {
    check(key) {
      const at = now();
      const { count, resetAt } = store.hit(scoped(key), options.windowMs, at);
      return {
        ok: count <= options.max,
        remaining: Math.max(0, options.max - count),
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)),
      };
    },
    reset(key) {
      store.reset(scoped(key));
    },
  };
}

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a moment and try again.";

/** The JSON 429 answer, with Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, message = TOO_MANY_REQUESTS_MESSAGE) {
  return apiError(429, message, { headers: { "Retry-After": String(retryAfterSeconds) } });
}
