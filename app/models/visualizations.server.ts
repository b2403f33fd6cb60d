import type { Lang } from "~/lib/i18n";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { z } from "zod";
import type { DB } from "#db/index";
import type { VisualizationRequestsTable, VisualizationStatus } from "#db/schema";
import { STAGES, type VisualizationStage } from "~/models/visualization";
import {
  MACHINE_CATEGORIES,
  MACHINE_TYPES,
  MAX_MACHINES,
  machineByType,
  type MachineSelection,
} from "~/content/machines";
import { getEnv } from "~/lib/env.server";
import { nowIso } from "~/lib/db.server";
import { likePattern, parseListQuery, type ListQuery } from "~/lib/list-query";
import { websiteUrlSchemaFor, withoutUserInfo } from "~/models/website-url";
import type { Selectable } from "kysely";
import { DATA_FOLDER } from "#db/backup";

/**
 * Visualization requests (product §3): the machines, the website and optional uploads a visitor
 * sent, the status of the mockup job and where its files are. Files live under
 * DATA_DIR/visualizations/{publicId}/; the row keeps paths relative to DATA_DIR.
 *
 * status: pending (created; `stage` null until generation is asked for, then "queued"),
 * processing (stage: reading-website, composing, enhancing, finishing), completed, failed.
 */
export type VisualizationRow = Selectable<VisualizationRequestsTable>;
export type { VisualizationStage };

/** The API's stageLabel: the same words the wizard's progress list shows. */
export const STAGE_LABELS = Object.fromEntries(STAGES.map((s) => [s.key, s.label])) as Record<
  VisualizationStage,
  string
>;

export const machineEntrySchema = z
  .object({
    category: z.enum(MACHINE_CATEGORIES),
    type: z.enum(MACHINE_TYPES),
    quantity: z.coerce.number().int().min(1).max(MAX_MACHINES),
  })
  .refine((m) => machineByType(m.type)?.category === m.category, {
    message: "This machine type does not belong to that category.",
  });

export const machinesSchema = z
  .array(machineEntrySchema)
  .min(1, "Please select at least one machine.")
  .max(MACHINE_TYPES.length)
  .refine((list) => new Set(list.map((m) => m.type)).size === list.length, {
    message: "Each machine type may appear once (use its quantity).",
  })
  .refine((list) => list.reduce((s, m) => s + m.quantity, 0) <= MAX_MACHINES, {
    message: `At most ${MAX_MACHINES} machines per visualization.`,
  });

/** The machines field arrives as a JSON string (product §7). */
export const machinesJsonSchema = z
  .string({ message: "Please select at least one machine." })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Machines must be a JSON list." });
      return z.NEVER;
    }
  })
  .pipe(machinesSchema);

/** The English schema (the JSON API's default). */
export const websiteUrlSchema = websiteUrlSchemaFor("en");

export function newPublicId() {
  return randomBytes(18).toString("base64url");
}

export function visualizationDir(publicId: string) {
  return path.join(getEnv().DATA_DIR, DATA_FOLDER.visualizations, publicId);
}

export function absolutePath(relative: string) {
  return path.join(getEnv().DATA_DIR, relative);
}

export async function createVisualization(
  database: DB,
  input: {
    machines: MachineSelection[];
    websiteUrl: string | null;
    logo?: Buffer | null;
    spacePhoto?: Buffer | null;
    ip?: string | null;
    /** The language of the page the request came from (migration 0015). */
    lang?: Lang;
  },
) {
  const publicId = newPublicId();
  const dir = visualizationDir(publicId);
  mkdirSync(dir, { recursive: true });
  const rel = (name: string) => path.join(DATA_FOLDER.visualizations, publicId, name);
  let logoPath: string | null = null;
  let photoPath: string | null = null;
  try {
    if (input.logo) {
      logoPath = rel("logo.png");
      await writeFile(absolutePath(logoPath), input.logo);
    }
    if (input.spacePhoto) {
      photoPath = rel("space.jpg");
      await writeFile(absolutePath(photoPath), input.spacePhoto);
    }
    const now = nowIso();
    return await database
      .insertInto("visualization_requests")
      .values({
        public_id: publicId,
        status: "pending",
        stage: null,
        machines: JSON.stringify(input.machines),
        // Never store credentials someone pasted with the address (`https://user:password@...`).
        website_url: input.websiteUrl ? withoutUserInfo(input.websiteUrl) : null,
        logo_path: logoPath,
        space_photo_path: photoPath,
        ip: input.ip ?? null,
        lang: input.lang ?? "en",
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export async function findVisualization(database: DB, publicId: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) return undefined;
  return database
    .selectFrom("visualization_requests")
    .selectAll()
    .where("public_id", "=", publicId)
    .executeTakeFirst();
}

export async function updateVisualization(
  database: DB,
  id: number,
  changes: Partial<
    Pick<
      VisualizationRow,
      "status" | "stage" | "branding" | "provider" | "error" | "generated_image_path" | "completed_at"
    >
  >,
) {
  await database
    .updateTable("visualization_requests")
    .set({ ...changes, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

/** Marks a request queued for generation; false when it was already started or done. */
export async function markQueued(database: DB, id: number) {
  const result = await database
    .updateTable("visualization_requests")
    .set({ stage: "queued", updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("stage", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}

export function parseMachines(row: Pick<VisualizationRow, "machines">): MachineSelection[] {
  const parsed = machinesSchema.safeParse(JSON.parse(row.machines));
  return parsed.success ? parsed.data : [];
}

export interface VisualizationStatusView {
  id: string;
  status: VisualizationStatus;
  stage: VisualizationStage | null;
  stageLabel: string | null;
  generatedImageUrl: string | null;
  downloadUrl: string | null;
}

/** The public view of a request (GET /api/visualization/{id} and the result page). */
export function statusView(row: VisualizationRow): VisualizationStatusView {
  const stage = (row.stage as VisualizationStage | null) ?? null;
  const done = row.status === "completed" && row.generated_image_path;
  return {
    id: row.public_id,
    status: row.status,
    stage,
    stageLabel: stage ? (STAGE_LABELS[stage] ?? null) : null,
    generatedImageUrl: done ? `/space-visualization/${row.public_id}/mockup.webp?v=${versionTag(row)}` : null,
    downloadUrl: done ? `/space-visualization/${row.public_id}/mockup.jpg?v=${versionTag(row)}` : null,
  };
}

/**
 * Which version the image URLs point at (docs/decisions/084): part of the URL, so a browser that
 * cached version 1 fetches version 2 once it is chosen.
 */
export function versionTag(row: Pick<VisualizationRow, "generated_image_path">) {
  return /[\\/]v(\d+)[\\/]mockup\.webp$/.exec(row.generated_image_path ?? "")?.[1] ?? "1";
}

// --- Admin list -------------------------------------------------------------------------------

export const VISUALIZATION_SORT_KEYS = ["createdAt", "website", "status"] as const;
export type VisualizationSortKey = (typeof VISUALIZATION_SORT_KEYS)[number];

/** `?q=&sort=&dir=&page=` of the Visualizations tab and its CSV export (default: newest first). */
export function parseVisualizationListQuery(url: URL | URLSearchParams): ListQuery<VisualizationSortKey> {
  return parseListQuery(url, { sortKeys: VISUALIZATION_SORT_KEYS, defaultSort: "createdAt" });
}

/** The admin list's search: website, machines or an exact status. */
function filteredVisualizations(database: DB, q: string) {
  let base = database.selectFrom("visualization_requests");
  if (q) {
    const like = likePattern(q);
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`website_url like ${like} escape '\\'`,
        sql<boolean>`machines like ${like} escape '\\'`,
        eb("status", "=", q as VisualizationStatus),
      ]),
    );
  }
  return base;
}

const SORT_COLUMNS = { createdAt: "created_at", website: "website_url", status: "status" } as const;

export async function listVisualizations(
  database: DB,
  query: { q: string; sort: VisualizationSortKey; dir: "asc" | "desc"; page: number; pageSize: number },
) {
  const base = filteredVisualizations(database, query.q);
  const [items, total] = await Promise.all([
    base
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy("id", query.dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** The business name read from a request's website, if any. */
export function brandingName(row: Pick<VisualizationRow, "branding">): string | null {
  if (!row.branding) return null;
  try {
    return (JSON.parse(row.branding) as { businessName?: string | null }).businessName ?? null;
  } catch {
    return null;
  }
}

export async function visualizationStats(database: DB, since: { weekIso: string }) {
  const row = await database
    .selectFrom("visualization_requests")
    .select([
      sql<number>`count(*)`.as("total"),
      sql<number>`sum(case when created_at >= ${since.weekIso} then 1 else 0 end)`.as("week"),
      sql<number>`sum(case when status = 'completed' then 1 else 0 end)`.as("completed"),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total ?? 0),
    week: Number(row.week ?? 0),
    completed: Number(row.completed ?? 0),
  };
}

/** Every request matching the admin list's search, in its order (CSV export). */
export function allVisualizationsForExport(
  database: DB,
  query: { q: string; sort: VisualizationSortKey; dir: "asc" | "desc" },
) {
  return filteredVisualizations(database, query.q)
    .selectAll()
    .orderBy(SORT_COLUMNS[query.sort], query.dir)
    .orderBy("id", query.dir)
    .limit(100_000)
    .execute();
}

// --- Retention --------------------------------------------------------------------------------

/**
 * Deletes the uploads and generated images of requests older than the retention period. The row
 * stays (it is a lead) with its file paths cleared, so the admin list shows it without a picture.
 */
export async function purgeExpiredVisualizationFiles(
  database: DB,
  retentionDays = getEnv().VISUALIZATION_RETENTION_DAYS,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const rows = await database
    .selectFrom("visualization_requests")
    .select(["id", "public_id"])
    .where("created_at", "<", cutoff)
    .where((eb) =>
      eb.or([
        eb("logo_path", "is not", null),
        eb("space_photo_path", "is not", null),
        eb("generated_image_path", "is not", null),
      ]),
    )
    .execute();
  for (const row of rows) {
    rmSync(visualizationDir(row.public_id), { recursive: true, force: true });
    await database
      .updateTable("visualization_requests")
      .set({ logo_path: null, space_photo_path: null, generated_image_path: null, updated_at: nowIso(now) })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}
