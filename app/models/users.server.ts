import { hash, verify } from "@node-rs/argon2";
import { z } from "zod";
import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";

import { PASSWORD_MIN_LENGTH } from "~/models/user-schema";
export { PASSWORD_MIN_LENGTH };

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._@-]{3,64}$/, "Use 3-64 letters, digits or . _ @ -");
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(256, "Password must be at most 256 characters long.");

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

export async function countUsers(db: DB) {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUserByUsername(db: DB, username: string) {
  return db.selectFrom("users").selectAll().where("username", "=", username.trim()).executeTakeFirst();
}

export function findUserById(db: DB, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export class UserExistsError extends Error {
  constructor(username: string) {
    super(`A user named "${username}" already exists.`);
    this.name = "UserExistsError";
  }
}

/** Creates an admin user; throws UserExistsError when the name is taken (case-insensitive). */
export async function createUser(db: DB, input: { username: string; password: string }) {
  const username = usernameSchema.parse(input.username);
  const password = passwordSchema.parse(input.password);
  if (await findUserByUsername(db, username)) throw new UserExistsError(username);
  const now = nowIso();
  return db
    .insertInto("users")
    .values({ username, password_hash: await hashPassword(password), created_at: now, updated_at: now })
    .returning(["id", "username"])
    .executeTakeFirstOrThrow();
}

/** Replaces a user's password hash. */
export async function setPassword(db: DB, userId: number, password: string) {
  passwordSchema.parse(password);
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password), updated_at: nowIso() })
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
  db: DB,
  userId: number,
  input: { currentPassword: string; newPassword: string },
) {
  const { currentPassword, newPassword } = changePasswordSchema.parse(input);
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.password_hash, currentPassword))) throw new WrongPasswordError();
  await setPassword(db, userId, newPassword);
}
