import { isIP } from "node:net";
import { apiError } from "./api.server";

/**
 * Fixed-window rate limits keyed by anything (client IP, username, ...). Counters live in memory
 * behind `RateLimitStore`, so a shared store can replace them when the site runs on more than one
 * process (docs/decisions/014-stack-and-process.md).
 */
/**
 * The key a client's requests are counted under, by every per-address limit and the sign-in
 * throttle: an IPv4 address as it is; an IPv6 address by its /64 network (`2001:db8:1:2::/64`),
 * because one subscriber is usually given a whole /64 and could otherwise take a fresh address for
 * every attempt; an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack socket reports
 * an IPv4 client) as its IPv4 address. Anything else (no address known) is returned unchanged.
 */
export function clientRateLimitKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, "").toLowerCase();
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s ? s.split(":") : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

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
