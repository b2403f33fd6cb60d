import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { changePassword, findUserByUsername, verifyPassword, WrongPasswordError } from "~/models/users.server";
import { apiError } from "./api.server";
import { db } from "./db.server";
import { loginSchema } from "./password";
import { destroyOtherSessions, getSession, type SessionUser } from "./session.server";

export { loginSchema };

/** Thrown by the form strategy for a wrong username or password (never says which). */
export class InvalidCredentialsError extends Error {
  constructor() {
    super("Invalid username or password.");
    this.name = "InvalidCredentialsError";
  }
}

/** Checks a username and password; returns the user or throws InvalidCredentialsError. */
export async function verifyLogin(username: string, password: string): Promise<SessionUser> {
  const user = await findUserByUsername(db(), username);
  // Verify against a fixed hash when the user does not exist, so timing does not reveal it.
  const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, password);
  if (!user || !ok) throw new InvalidCredentialsError();
  return { id: user.id, username: user.username };
}

// argon2id hash of a random string, used only to spend the same time on unknown usernames.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$AHzB1tbARFeKfR279/PhwA$p6ADECC5jEQUW/oXFxrzU/+6JtoX5sk3LyA0km/fpaA";

export const authenticator = new Authenticator<SessionUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) throw new InvalidCredentialsError();
    return verifyLogin(parsed.data.username, parsed.data.password);
  }),
  "form",
);

/**
 * Sign-in throttling: failed attempts are counted per client IP and per username (lower-cased,
 * whether or not it exists) in a sliding window. Once either is over its limit, attempts are
 * refused before any password is checked, with the same answer for every username, so the
 * throttle reveals nothing about which accounts exist. A successful sign-in clears the username's
 * count (not the IP's). Per-username is the tight limit (one person, one account); per IP is looser
 * because an office shares one address. Counters live in memory (one process, DESIGN §1).
 */
export const LOGIN_THROTTLE = { windowMs: 15 * 60 * 1000, maxPerUsername: 5, maxPerIp: 20 } as const;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly options: { windowMs: number; maxPerUsername: number; maxPerIp: number } = LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string) {
    const since = this.now() - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private keys(ip: string, username: string) {
    return { ip: `ip:${ip}`, user: `user:${username.trim().toLowerCase()}` };
  }

  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  retryAfterSeconds(ip: string, username: string): number {
    const keys = this.keys(ip, username);
    let waitMs = 0;
    for (const [key, max] of [[keys.ip, this.options.maxPerIp], [keys.user, this.options.maxPerUsername]] as const) {
      const list = this.recent(key);
      if (list.length >= max) waitMs = Math.max(waitMs, list[list.length - max]! + this.options.windowMs - this.now());
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  recordFailure(ip: string, username: string) {
    if (this.failures.size > 10_000) this.prune();
    const keys = this.keys(ip, username);
    for (const key of [keys.ip, keys.user]) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(username: string) {
    this.failures.delete(this.keys("", username).user);
  }

  private prune() {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}

export const loginThrottle = new LoginThrottle();

export class LoginThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`);
    this.name = "LoginThrottledError";
  }
}

/** Refuses the attempt with LoginThrottledError when the IP or the username is throttled. */
export function assertNotThrottled(ip: string, username: string) {
  const wait = loginThrottle.retryAfterSeconds(ip, username);
  if (wait > 0) throw new LoginThrottledError(wait);
}

/**
 * The one sign-in path of the form (/auth) and the API (/api/login): throttle check, then
 * verification, then the failure or success is counted.
 */
export async function attemptLogin(ip: string, username: string, check: () => Promise<SessionUser>): Promise<SessionUser> {
  assertNotThrottled(ip, username);
  try {
    const user = await check();
    loginThrottle.recordSuccess(username);
    return user;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) loginThrottle.recordFailure(ip, username);
    throw error;
  }
}

/** A local path to return to after sign-in; anything else (other sites, //host) becomes /admin. */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback = "/admin") {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/") || value.startsWith("//")) return fallback;
  // Browsers drop tabs and newlines in URLs and read "\" as "/": "/\t/evil.example" would leave the site.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = "http://local.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request))?.user ?? null;
}

/** The signed-in user and session id, or a redirect to /auth that remembers where the visitor was going. */
export async function requireSession(request: Request) {
  const session = await getSession(request);
  if (session) return session;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: url.pathname + url.search });
  throw redirect(`/auth?${params}`);
}

/** The signed-in user, or a redirect to /auth that remembers where the visitor was going. */
export async function requireUser(request: Request): Promise<SessionUser> {
  return (await requireSession(request)).user;
}

/** The signed-in user for a JSON API route, or a thrown 401 JSON answer. */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  throw apiError(401, "Unauthorized");
}

/**
 * Changes the signed-in user's password (the dialog and POST /api/change-password): checks the
 * throttle (a stolen session must not become a way to guess the password), verifies the current
 * password, stores the new hash and ends every other session of the user.
 */
export async function changePasswordOfSession(
  session: { user: SessionUser; sessionId: string },
  ip: string,
  input: { currentPassword: string; newPassword: string },
) {
  assertNotThrottled(ip, session.user.username);
  try {
    await changePassword(db(), session.user.id, input);
  } catch (error) {
    if (error instanceof WrongPasswordError) loginThrottle.recordFailure(ip, session.user.username);
    throw error;
  }
  await destroyOtherSessions(session.user.id, session.sessionId);
}
