import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";
import {
  createUser,
  generateOneTimePassword,
  hashPassword,
  oneTimePasswordExpired,
  oneTimePasswordExpiry,
} from "~/models/users.server";
import type { AddAdminInput } from "~/models/user-schema";

/**
 * The Admins tab (docs/decisions/052-more-than-one-admin.md): list, add and remove
 * admins. The rules live here so the tab, the tests and any later API share them.
 */

export interface AdminRow {
  id: number;
  username: string;
  createdAt: string;
  lastSignInAt: string | null;
  mustChangePassword: boolean;
  /** The one-time password is past its 24 h (decision 072): they need a new one to sign in. */
  oneTimePasswordExpired: boolean;
}

export async function listAdmins(database: DB, now: Date = new Date()): Promise<AdminRow[]> {
  const rows = await database
    .selectFrom("users")
    .select([
      "id",
      "username",
      "created_at",
      "last_sign_in_at",
      "must_change_password",
      "one_time_password_expires_at",
    ])
    .orderBy("username")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    createdAt: r.created_at,
    lastSignInAt: r.last_sign_in_at,
    mustChangePassword: r.must_change_password === 1,
    oneTimePasswordExpired: oneTimePasswordExpired(r, now),
  }));
}

/**
 * Adds an admin. Without a typed password a one-time password is generated, returned (the only
 * time it exists in plain text) and must be replaced at the first sign-in.
 */
export async function addAdmin(database: DB, input: AddAdminInput) {
  const oneTimePassword = input.password ? null : generateOneTimePassword();
  const user = await createUser(database, {
    username: input.username,
    password: input.password ?? oneTimePassword!,
    mustChangePassword: oneTimePassword !== null,
  });
  return { user, oneTimePassword };
}

/** Why an admin cannot be removed, in the words the tab shows. */
export const REMOVAL_REFUSED = {
  last: "This is the only admin. Add another admin before removing this one, so someone can still sign in.",
  self: "You cannot remove yourself. Another admin can remove your account.",
  missing: "This admin no longer exists.",
} as const;
export type RemovalRefusal = keyof typeof REMOVAL_REFUSED;

export class AdminRemovalError extends Error {
  constructor(readonly reason: RemovalRefusal) {
    super(REMOVAL_REFUSED[reason]);
    this.name = "AdminRemovalError";
  }
}

/**
 * Why `actorId` may not remove `targetId`, or null when they may. The last admin is checked
 * first: a single admin looking at their own row learns the real reason.
 */
export function removalRefusal(
  admins: readonly { id: number }[],
  actorId: number,
  targetId: number,
): RemovalRefusal | null {
  if (!admins.some((a) => a.id === targetId)) return "missing";
  if (admins.length <= 1) return "last";
  if (targetId === actorId) return "self";
  return null;
}

/**
 * Removes an admin and ends their sessions at once, in one transaction (two admins removing each
 * other at the same moment cannot leave none). Throws AdminRemovalError when the rules refuse.
 */
export async function removeAdmin(database: DB, actorId: number, targetId: number) {
  return database.transaction().execute(async (trx) => {
    const admins = await trx.selectFrom("users").select(["id", "username"]).execute();
    const refusal = removalRefusal(admins, actorId, targetId);
    if (refusal) throw new AdminRemovalError(refusal);
    const ended = await trx.deleteFrom("sessions").where("user_id", "=", targetId).executeTakeFirst();
    await trx.deleteFrom("users").where("id", "=", targetId).execute();
    return {
      username: admins.find((a) => a.id === targetId)!.username,
      sessionsEnded: Number(ended.numDeletedRows),
    };
  });
}

/** Why a new one-time password cannot be issued, in the words the tab shows. */
export const REISSUE_REFUSED = {
  missing: "This admin no longer exists.",
  own: "This admin has already chosen their own password. Only they can change it.",
} as const;
export type ReissueRefusal = keyof typeof REISSUE_REFUSED;

export class OneTimePasswordReissueError extends Error {
  constructor(readonly reason: ReissueRefusal) {
    super(REISSUE_REFUSED[reason]);
    this.name = "OneTimePasswordReissueError";
  }
}

/**
 * A new one-time password for an admin who has not chosen their own yet (theirs expired or was
 * lost; decision 072): the old one stops working, the new one works for 24 h, and any session of
 * theirs ends. Returns the plain text (the only time it exists). An admin with a password of their
 * own is refused (OneTimePasswordReissueError): only they change it.
 */
export async function reissueOneTimePassword(database: DB, targetId: number, now = new Date()) {
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  return database.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("users")
      .select(["username", "must_change_password"])
      .where("id", "=", targetId)
      .executeTakeFirst();
    if (!target) throw new OneTimePasswordReissueError("missing");
    if (target.must_change_password !== 1) throw new OneTimePasswordReissueError("own");
    await trx
      .updateTable("users")
      .set({
        password_hash: passwordHash,
        updated_at: nowIso(now),
        one_time_password_expires_at: oneTimePasswordExpiry(now),
      })
      .where("id", "=", targetId)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", targetId).execute();
    return { username: target.username, oneTimePassword };
  });
}
