import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DB } from "#db/index";
import type { JobsRunner } from "~/lib/jobs-runner.server";
import { PermanentJobError } from "~/lib/jobs-runner.server";
import { nowIso } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import {
  absolutePath,
  findVisualization,
  markQueued,
  parseMachines,
  purgeExpiredVisualizationFiles,
  updateVisualization,
  type VisualizationRow,
} from "~/models/visualizations.server";
import { readBranding } from "./branding.server";
import { buildPrompt, enhanceWithOpenAi } from "./provider-openai.server";
import { renderMockup } from "./renderer.server";
import { BRAND_LOGO_FILE, writeVersionFiles } from "./versions.server";
import { addVersion } from "~/models/visualization-versions.server";
import { DATA_FOLDER } from "#db/backup";

/**
 * Generation runs in the jobs runner: "visualization.render" (retried on transient errors, resumed
 * after a restart because the runner requeues interrupted jobs) and the recurring
 * "visualization.purge-expired" retention clean-up.
 */
export const RENDER_JOB = "visualization.render";
export const PURGE_JOB = "visualization.purge-expired";

export function registerVisualizationJobs(database: () => DB, runner: JobsRunner) {
  runner.register<{ id: number }>(RENDER_JOB, {
    maxAttempts: 3,
    backoffBaseMs: 2000,
    handler: (payload) => renderVisualization(database(), payload.id),
    onFailed: async (payload, error) => {
      await updateVisualization(database(), payload.id, {
        status: "failed",
        stage: null,
        error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
      });
    },
  });
  runner.register(PURGE_JOB, {
    everyMs: 6 * 60 * 60 * 1000,
    handler: async () => {
      await purgeExpiredVisualizationFiles(database());
    },
  });
}

/** Queues generation once (a second call is a no-op). False when the request cannot start. */
export async function startGeneration(database: DB, runner: JobsRunner, row: VisualizationRow) {
  if (row.status !== "pending") return row.status !== "failed";
  if (row.stage !== null) return true; // already queued
  const queued = await markQueued(database, row.id);
  if (queued) await runner.enqueue(RENDER_JOB, { id: row.id });
  return true;
}

export async function renderVisualization(database: DB, id: number) {
  const row = await database
    .selectFrom("visualization_requests")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new PermanentJobError(`visualization ${id} no longer exists`);
  if (row.status === "completed") return;
  const machines = parseMachines(row);
  if (machines.length === 0) throw new PermanentJobError("the request has no valid machines");

  await updateVisualization(database, id, { status: "processing", stage: "reading-website", error: null });
  const uploadedLogo =
    row.logo_path && existsSync(absolutePath(row.logo_path))
      ? await readFile(absolutePath(row.logo_path))
      : null;
  const photo =
    row.space_photo_path && existsSync(absolutePath(row.space_photo_path))
      ? await readFile(absolutePath(row.space_photo_path))
      : null;
  const { branding, logo } = await readBranding(row.website_url, uploadedLogo);
  await updateVisualization(database, id, { stage: "composing", branding: JSON.stringify(branding) });

  const mockup = await renderMockup({
    machines,
    palette: branding.palette,
    photo,
    logo,
    businessName: branding.businessName,
  });
  let output = { webp: mockup.webp, jpeg: mockup.jpeg };
  let provider = "embedded";
  let providerError: string | null = null;
  const env = getEnv();
  if (env.IMAGE_PROVIDER === "openai" && env.OPENAI_API_KEY) {
    await updateVisualization(database, id, { stage: "enhancing" });
    try {
      output = await enhanceWithOpenAi(
        {
          apiKey: env.OPENAI_API_KEY,
          baseUrl: env.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
          model: env.OPENAI_IMAGE_MODEL,
        },
        { mockupJpeg: mockup.jpeg, photo, prompt: buildPrompt(machines, branding) },
      );
      provider = "openai";
    } catch (error) {
      // The embedded mockup is delivered; the fallback is recorded for the admin.
      provider = "embedded (openai fallback)";
      providerError = `openai: ${(error instanceof Error ? error.message : String(error)).slice(0, 500)}`;
    }
  }

  await updateVisualization(database, id, { stage: "finishing" });
  const dir = path.join(DATA_FOLDER.visualizations, row.public_id);
  const files = await writeVersionFiles(dir, output);
  // The logo used, kept for re-renders after the visitor adjusts the placement.
  if (logo) await writeFile(absolutePath(path.join(dir, BRAND_LOGO_FILE)), logo);
  await database.deleteFrom("visualization_versions").where("request_id", "=", id).execute();
  await addVersion(database, id, {
    imagePath: files.webp,
    adjustment: mockup.adjustment,
    outline: mockup.outline,
  });
  await updateVisualization(database, id, {
    status: "completed",
    stage: null,
    provider,
    error: providerError,
    generated_image_path: files.webp,
    completed_at: nowIso(),
  });
}

export { findVisualization };
