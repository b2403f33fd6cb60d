import { hash, verify } from "@node-rs/argon2";
import { randomInt } from "node:crypto";
import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";

import { PASSWORD_MIN_LENGTH, passwordSchema, usernameSchema } from "~/models/user-schema";
export { PASSWORD_MIN_LENGTH, passwordSchema, usernameSchema };

// argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export async function countUsers(database: DB) {
  const row = await database
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUserByUsername(database: DB, username: string) {
  return database.selectFrom("users").selectAll().where("username", "=", username.trim()).executeTakeFirst();
}

export function findUserById(database: DB, id: number) {
  return database.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export class UserExistsError extends Error {
  constructor(username: string) {
    super(`A user named "${username}" already exists.`);
    this.name = "UserExistsError";
  }
}

/**
 * How long a one-time password works (docs/decisions/072): an admin who has not chosen their own
 * password within a day needs a new one from another admin (the Admins tab).
 */
export const ONE_TIME_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;

/** When a one-time password issued at `now` stops working (ISO-8601 UTC). */
export function oneTimePasswordExpiry(now: Date = new Date()) {
  return nowIso(new Date(now.getTime() + ONE_TIME_PASSWORD_TTL_MS));
}

/** True for a user whose one-time password is still to be replaced and no longer works. */
export function oneTimePasswordExpired(
  user: { must_change_password: number; one_time_password_expires_at: string | null },
  now: Date = new Date(),
) {
  if (user.must_change_password !== 1) return false;
  // A pending one-time password without an expiry (cannot be written by this code) counts as expired.
  return user.one_time_password_expires_at === null || user.one_time_password_expires_at <= nowIso(now);
}

/** Signing in (or changing the password) with a one-time password past its expiry. */
export class OneTimePasswordExpiredError extends Error {
  constructor() {
    super("This one-time password has expired. Ask an admin for a new one.");
    this.name = "OneTimePasswordExpiredError";
  }
}

/**
 * Creates an admin user (`npm run admin:create`, the first-boot admin and the Admins tab); throws
 * UserExistsError when the name is taken (case-insensitive) and ZodError for a bad username or
 * password. `mustChangePassword`: the password is a one-time one, replaced at the first sign-in.
 */
export async function createUser(
  database: DB,
  input: { username: string; password: string; mustChangePassword?: boolean },
) {
  const username = usernameSchema.parse(input.username);
  const password = passwordSchema.parse(input.password);
  if (await findUserByUsername(database, username)) throw new UserExistsError(username);
  const password_hash = await hashPassword(password);
  const now = nowIso();
  try {
    return await database
      .insertInto("users")
      .values({
        username,
        password_hash,
        created_at: now,
        updated_at: now,
        must_change_password: input.mustChangePassword ? 1 : 0,
        one_time_password_expires_at: input.mustChangePassword ? oneTimePasswordExpiry() : null,
      })
      .returning(["id", "username"])
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Another request took the name while the password was being hashed.
    if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") throw new UserExistsError(username);
    throw error;
  }
}

// No 0/O, 1/l/I: the one-time password is read off a screen and typed or dictated.
const ONE_TIME_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A one-time password: 16 random characters (80 bits) in four groups, e.g. `k7pq-2xmd-9hta-vr4e`. */
export function generateOneTimePassword() {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

/** Replaces a user's password hash; a password the user chose ends the one-time password state. */
export async function setPassword(database: DB, userId: number, password: string) {
  passwordSchema.parse(password);
  await database
    .updateTable("users")
    .set({
      password_hash: await hashPassword(password),
      updated_at: nowIso(),
      must_change_password: 0,
      one_time_password_expires_at: null,
    })
    .where("id", "=", userId)
    .execute();
}

export { changePasswordFormSchema, changePasswordSchema, PASSWORD_MESSAGES } from "~/models/user-schema";
import { changePasswordSchema } from "~/models/user-schema";

export class WrongPasswordError extends Error {
  constructor() {
    super("Current password is incorrect.");
    this.name = "WrongPasswordError";
  }
}

/** Verifies `currentPassword`, then stores the new hash. Ending other sessions is the caller's job. */
export async function changePassword(
  database: DB,
  userId: number,
  input: { currentPassword: string; newPassword: string },
) {
  const { currentPassword, newPassword } = changePasswordSchema.parse(input);
  const user = await findUserById(database, userId);
  if (!user || !(await verifyPassword(user.password_hash, currentPassword))) throw new WrongPasswordError();
  if (oneTimePasswordExpired(user)) throw new OneTimePasswordExpiredError();
  await setPassword(database, userId, newPassword);
}
