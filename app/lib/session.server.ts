import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { DB } from "#db/index";
import { db, nowIso } from "./db.server";
import { sessionSecret } from "./secrets.server";

/**
 * Revocable admin sessions: the signed, HttpOnly cookie holds only a random session id; the row in
 * `sessions` holds the user and the expiry. Signing in makes a new id; signing out deletes the row;
 * a password change can end every other session.
 */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** Extend the expiry at most this often (a write per request would be wasteful). */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

let cookie: ReturnType<typeof createCookie> | undefined;
function sessionCookie() {
  cookie ??= createCookie("__session", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    // Secure or not follows the request's scheme: server.ts marks every Set-Cookie (cookieSecurity).
    secrets: [sessionSecret()],
    // The row's sliding expiry (SESSION_TTL_MS, extended on use) is the session's real lifetime;
    // the cookie only carries the id, so it outlives the row (a cookie fixed at 7 days from
    // sign-in would sign out an admin who uses the site every day). 400 days is browsers' cap.
    maxAge: SESSION_COOKIE_MAX_AGE_S,
  });
  return cookie;
}

export interface SessionUser {
  id: number;
  username: string;
  /** Signed in with a one-time password that must be replaced first (docs/decisions/052). */
  mustChangePassword?: boolean;
}

/** Starts a session for `userId` and records the sign-in; returns the Set-Cookie header value. */
export async function createUserSession(userId: number, request: Request, database: DB = db()) {
  const id = randomBytes(32).toString("base64url");
  const now = new Date();
  await database
    .updateTable("users")
    .set({ last_sign_in_at: nowIso(now) })
    .where("id", "=", userId)
    .execute();
  await database
    .insertInto("sessions")
    .values({
      id,
      user_id: userId,
      created_at: nowIso(now),
      last_seen_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + SESSION_TTL_MS)),
      user_agent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
      ip: null,
    })
    .execute();
  return sessionCookie().serialize(id);
}

async function sessionIdOf(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes("__session=")) return null;
  const value = await sessionCookie().parse(header);
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The signed-in user and session id, or null. Extends the session's expiry while it is used. */
export async function getSession(
  request: Request,
  database: DB = db(),
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const sessionId = await sessionIdOf(request);
  if (!sessionId) return null;
  const now = new Date();
  const row = await database
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as sessionId",
      "sessions.expires_at",
      "sessions.last_seen_at",
      "users.id",
      "users.username",
      "users.must_change_password",
      "users.one_time_password_expires_at",
    ])
    .where("sessions.id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return null;
  // A session opened with a one-time password ends when that password expires (decision 072): it
  // can no longer be used to choose a password, and signing in again with it is refused.
  const oneTimeExpired =
    row.must_change_password === 1 &&
    (row.one_time_password_expires_at === null || row.one_time_password_expires_at <= nowIso(now));
  if (row.expires_at <= nowIso(now) || oneTimeExpired) {
    await database.deleteFrom("sessions").where("id", "=", sessionId).execute();
    return null;
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > EXTEND_AFTER_MS) {
    await database
      .updateTable("sessions")
      .set({ last_seen_at: nowIso(now), expires_at: nowIso(new Date(now.getTime() + SESSION_TTL_MS)) })
      .where("id", "=", sessionId)
      .execute();
  }
  const user: SessionUser = { id: row.id, username: row.username };
  if (row.must_change_password === 1) user.mustChangePassword = true;
  return { user, sessionId };
}

/** Deletes the request's session row, if any (no cookie change: see destroyUserSession). */
export async function revokeRequestSession(request: Request, database: DB = db()) {
  const sessionId = await sessionIdOf(request);
  if (sessionId) await database.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends the request's session; returns the Set-Cookie header value that clears the cookie. */
export async function destroyUserSession(request: Request, database: DB = db()) {
  await revokeRequestSession(request, database);
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Ends every session of `userId` except `keepSessionId` (after a password change). */
export async function destroyOtherSessions(userId: number, keepSessionId: string, database: DB = db()) {
  await database
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id", "!=", keepSessionId)
    .execute();
}

/** Deletes expired session rows (run from a periodic job or at start). */
export async function purgeExpiredSessions(database: DB = db()) {
  await database.deleteFrom("sessions").where("expires_at", "<=", nowIso()).execute();
}
