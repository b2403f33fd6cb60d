import type { DB } from "#db/index";
import { nowIso } from "~/lib/db.server";

/**
 * The versions of a space visualization (migration 0031, docs/decisions/084): the first render and
 * each re-render after the visitor adjusted the placement. The chosen one is the version whose
 * image the request's generated_image_path points at.
 */
export const MAX_VERSIONS = 30;

export interface OutlineView {
  /** The floor line as fractions of the height at the left and right edges (adjusted). */
  floorLeft: number;
  floorRight: number;
  /** The machines' bounding box as fractions of the image. */
  group: { x0: number; y0: number; x1: number; y1: number };
  detected: boolean;
}

export interface VersionView {
  number: number;
  imagePath: string;
  adjustment: { shift: number; floor: number; depth: number; manual?: boolean };
  outline: OutlineView;
}

export async function listVersions(database: DB, requestId: number): Promise<VersionView[]> {
  const rows = await database
    .selectFrom("visualization_versions")
    .selectAll()
    .where("request_id", "=", requestId)
    .orderBy("number")
    .execute();
  return rows.map((r) => ({
    number: r.number,
    imagePath: r.image_path,
    adjustment: JSON.parse(r.adjustment) as VersionView["adjustment"],
    outline: JSON.parse(r.room) as OutlineView,
  }));
}

/**
 * Records the next version of a request and returns its number. The number is read and the row
 * written in one transaction (the database's connection is taken by one at a time), so two
 * re-renders finishing together get different numbers. `imagePath` may be a function of the
 * number: it runs inside the transaction, e.g. to move the rendered files into the folder v{n}/.
 * With `max`, the count is checked in the same transaction: at `max` versions nothing is written
 * and the answer is null (re-renders racing for the last place cannot pass the cap together).
 */
export async function addVersion(
  database: DB,
  requestId: number,
  version: {
    imagePath: string | ((number: number) => string);
    adjustment: VersionView["adjustment"];
    outline: OutlineView;
  },
  max?: number,
): Promise<number | null> {
  return database.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("visualization_versions")
      .select((eb) => [eb.fn.max("number").as("n"), eb.fn.countAll().as("count")])
      .where("request_id", "=", requestId)
      .executeTakeFirst();
    if (max !== undefined && Number(last?.count ?? 0) >= max) return null;
    const number = Number(last?.n ?? 0) + 1;
    const imagePath = typeof version.imagePath === "function" ? version.imagePath(number) : version.imagePath;
    await trx
      .insertInto("visualization_versions")
      .values({
        request_id: requestId,
        number,
        image_path: imagePath,
        adjustment: JSON.stringify(version.adjustment),
        room: JSON.stringify(version.outline),
        created_at: nowIso(),
      })
      .execute();
    return number;
  });
}

/** The version the visitor picked becomes the one everybody sees. */
export async function chooseVersion(database: DB, requestId: number, number: number) {
  const version = await database
    .selectFrom("visualization_versions")
    .select("image_path")
    .where("request_id", "=", requestId)
    .where("number", "=", number)
    .executeTakeFirst();
  if (!version) return false;
  await database
    .updateTable("visualization_requests")
    .set({ generated_image_path: version.image_path, updated_at: nowIso() })
    .where("id", "=", requestId)
    .execute();
  return true;
}
