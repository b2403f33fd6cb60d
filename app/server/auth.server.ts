import { setTimeout as sleep } from "node:timers/promises";
import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import {
  changePassword,
  findUserByUsername,
  OneTimePasswordExpiredError,
  oneTimePasswordExpired,
  verifyPassword,
  WrongPasswordError,
} from "~/models/users.server";
import { apiError } from "~/lib/api.server";
import type { DB } from "#db/index";
import { db } from "~/lib/db.server";
import { loginSchema } from "~/models/user-schema";
import { safeLocalPath } from "~/lib/safe-redirect";
import { destroyOtherSessions, getSession, type SessionUser } from "~/lib/session.server";
import { clientRateLimitKey } from "~/lib/rate-limit.server";
import { rateLimits, type SignInThrottleOptions } from "~/lib/rate-limits.server";

export { loginSchema, OneTimePasswordExpiredError };

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
  // Only someone who knows the one-time password learns that it expired (decision 072).
  if (oneTimePasswordExpired(user)) throw new OneTimePasswordExpiredError();
  return { id: user.id, username: user.username };
}

// argon2id hash of a random string, used only to spend the same time on unknown usernames.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$AHzB1tbARFeKfR279/PhwA$p6ADECC5jEQUW/oXFxrzU/+6JtoX5sk3LyA0km/fpaA";

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
 * Sign-in throttling, in SQLite (`login_failures`) so a restart does not reset it. Failed attempts
 * are counted per (username, client IP) pair and per client IP, in a sliding window; the username
 * is lower-cased, whether or not it exists, so the answers reveal nothing about which accounts
 * exist. The address is counted by `clientRateLimitKey` (an IPv6 address by its /64). Over either
 * limit, attempts from that address are refused before any password check.
 * A username attacked from many addresses is never blocked (that would let anyone lock the owner
 * out): past `slowAfter` recent failures across all addresses each attempt at it waits a growing,
 * capped delay before it is answered. A success clears its own (username, IP) pair's count.
 */
export type LoginThrottleOptions = SignInThrottleOptions;

export class LoginThrottle {
  constructor(
    private readonly database: () => DB = db,
    private readonly options: LoginThrottleOptions = rateLimits().signIn,
    private readonly now: () => number = Date.now,
  ) {}

  private static key(username: string) {
    return username.trim().toLowerCase();
  }

  /** Seconds to wait before trying again from `address`, or 0 when an attempt is allowed. */
  async retryAfterSeconds(address: string, username: string): Promise<number> {
    const ip = clientRateLimitKey(address);
    const since = this.now() - this.options.windowMs;
    const recent = this.database()
      .selectFrom("login_failures")
      .select("at")
      .where("at", ">", since)
      .orderBy("at", "desc");
    const [pair, all] = await Promise.all([
      recent
        .where("ip", "=", ip)
        .where("username", "=", LoginThrottle.key(username))
        .limit(this.options.maxPerPair)
        .execute(),
      recent.where("ip", "=", ip).limit(this.options.maxPerIp).execute(),
    ]);
    let waitMs = 0;
    for (const [rows, max] of [
      [pair, this.options.maxPerPair],
      [all, this.options.maxPerIp],
    ] as const) {
      // The oldest of the last `max` failures leaving the window frees one attempt.
      if (rows.length >= max)
        waitMs = Math.max(waitMs, rows[max - 1]!.at + this.options.windowMs - this.now());
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** How long to hold an attempt at `username` before answering (0 unless it is under attack). */
  async delayMs(username: string): Promise<number> {
    const since = this.now() - this.options.windowMs;
    const row = await this.database()
      .selectFrom("login_failures")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("username", "=", LoginThrottle.key(username))
      .where("at", ">", since)
      .executeTakeFirstOrThrow();
    const over = Number(row.count) - this.options.slowAfter;
    if (over < 0) return 0;
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** Math.min(over, 20));
  }

  async recordFailure(address: string, username: string) {
    const ip = clientRateLimitKey(address);
    const at = this.now();
    await this.database()
      .deleteFrom("login_failures")
      .where("at", "<=", at - this.options.windowMs)
      .execute();
    await this.database()
      .insertInto("login_failures")
      .values({ username: LoginThrottle.key(username), ip, at })
      .execute();
  }

  async recordSuccess(address: string, username: string) {
    const ip = clientRateLimitKey(address);
    await this.database()
      .deleteFrom("login_failures")
      .where("ip", "=", ip)
      .where("username", "=", LoginThrottle.key(username))
      .execute();
  }
}

let sharedThrottle: LoginThrottle | undefined;
/** The process's sign-in throttle (limits from the environment, made on first use). */
export function loginThrottle() {
  return (sharedThrottle ??= new LoginThrottle(db));
}

export class LoginThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    );
    this.name = "LoginThrottledError";
  }
}

/**
 * Refuses the attempt with LoginThrottledError when this (username, IP) pair or the IP is
 * throttled; otherwise waits the username's delay, if any (a timer: the event loop runs on).
 */
export async function throttleAttempt(
  ip: string,
  username: string,
  throttle: LoginThrottle = loginThrottle(),
) {
  const wait = await throttle.retryAfterSeconds(ip, username);
  if (wait > 0) throw new LoginThrottledError(wait);
  const delay = await throttle.delayMs(username);
  if (delay > 0) await sleep(delay);
}

/**
 * The one sign-in path of the form (/auth) and the API (/api/login): throttle check, then
 * verification, then the failure or success is counted.
 */
export async function attemptLogin(
  ip: string,
  username: string,
  check: () => Promise<SessionUser>,
  throttle: LoginThrottle = loginThrottle(),
): Promise<SessionUser> {
  await throttleAttempt(ip, username, throttle);
  try {
    const user = await check();
    await throttle.recordSuccess(ip, username);
    return user;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) await throttle.recordFailure(ip, username);
    throw error;
  }
}

/** A local path to return to after sign-in (see safeLocalPath); anything else becomes /admin. */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback = "/admin") {
  return safeLocalPath(value, fallback);
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

/**
 * The one page an admin who signed in with a one-time password may see until they choose their
 * own (docs/decisions/052 and 072): the change-password dialog and nothing else of the admin.
 */
export const PASSWORD_CHANGE_PATH = "/admin/password";

/** Where a change-password form goes back to: an admin page, never another site. */
export function adminReturnTo(value: FormDataEntryValue | string | null | undefined) {
  const target = safeRedirectTo(value, "/admin");
  return target === "/admin" || target.startsWith("/admin/") || target.startsWith("/admin?")
    ? target
    : "/admin";
}

/**
 * The redirect to the password-change page. A page the admin asked to read is remembered
 * (`returnTo`, shown once the password is chosen); an action, a CSV or the backup archive is not.
 */
export function passwordChangeRedirect(request: Request) {
  const url = new URL(request.url);
  const params = new URLSearchParams();
  if (request.method === "GET" && !isDownload(url) && url.pathname !== PASSWORD_CHANGE_PATH) {
    const search = new URLSearchParams(url.search);
    search.delete("password");
    const page = adminReturnTo(url.pathname + (search.size ? `?${search}` : ""));
    if (page !== "/admin") params.set("returnTo", page);
  }
  return redirect(params.size ? `${PASSWORD_CHANGE_PATH}?${params}` : PASSWORD_CHANGE_PATH);
}

/** A CSV export or the backup archive: data, never a page to come back to. */
function isDownload(url: URL) {
  return /\.(csv|tar)$/.test(url.pathname);
}

/**
 * The signed-in user, or a redirect to /auth that remembers where the visitor was going. The
 * guard of every admin loader and action but the password change and logout: while a password
 * change is due (one-time password), every admin URL (page, `.data`, CSV, archive, action)
 * redirects to the password-change page and nothing else is read.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const { user } = await requireSession(request);
  if (user.mustChangePassword) throw passwordChangeRedirect(request);
  return user;
}

/**
 * The signed-in admin who may read the admin's data (no password change due), or null. For
 * public URLs that show more to an admin, such as a hidden photo's preview.
 */
export async function getAdminUser(request: Request): Promise<SessionUser | null> {
  const user = await getUser(request);
  return user && !user.mustChangePassword ? user : null;
}

/** The signed-in user for a JSON API route, or a thrown 401 (403 while a password change is due). */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw apiError(401, "Unauthorized");
  if (user.mustChangePassword)
    throw apiError(403, "Choose your own password first (POST /api/change-password).");
  return user;
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
  await throttleAttempt(ip, session.user.username);
  try {
    await changePassword(db(), session.user.id, input);
  } catch (error) {
    if (error instanceof WrongPasswordError) await loginThrottle().recordFailure(ip, session.user.username);
    throw error;
  }
  await destroyOtherSessions(session.user.id, session.sessionId);
}
