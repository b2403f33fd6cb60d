import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { DB } from "#db/index";
import type { Move } from "~/models/visualization-adjust";
import {
  MAX_VERSIONS,
  addVersion,
  chooseVersion,
  listVersions,
  type VersionView,
} from "~/models/visualization-versions.server";
import { absolutePath, parseMachines, type VisualizationRow } from "~/models/visualizations.server";
import type { Branding } from "./branding.server";
import { NEUTRAL_PALETTE } from "./palette";
import { clampAdjustment, type Adjustment } from "./placement";
import { renderMockup } from "./renderer.server";

/**
 * Versions of a mockup (docs/decisions/084): the first render is version 1 in the request's folder;
 * each adjustment renders version n into its own sub-folder v{n}/ (mockup.webp, mockup.jpg,
 * thumb.webp) and becomes the chosen one. The logo used for the first render is kept beside it
 * (brand-logo, never served) so a re-render needs no second visit to the visitor's website.
 */
export const BRAND_LOGO_FILE = "brand-logo";

/** Writes a version's three files (temporary name, then rename: a reader never sees half a file). */
export async function writeVersionFiles(dirRelative: string, output: { webp: Buffer; jpeg: Buffer }) {
  mkdirSync(absolutePath(dirRelative), { recursive: true });
  const thumb = await sharp(output.webp).resize(320).webp({ quality: 70 }).toBuffer();
  const files = {
    webp: path.join(dirRelative, "mockup.webp"),
    jpeg: path.join(dirRelative, "mockup.jpg"),
    thumb: path.join(dirRelative, "thumb.webp"),
  };
  for (const [rel, data] of [
    [files.webp, output.webp],
    [files.jpeg, output.jpeg],
    [files.thumb, thumb],
  ] as const) {
    const target = absolutePath(rel);
    await writeFile(`${target}.tmp`, data);
    await rename(`${target}.tmp`, target);
  }
  return files;
}

/** One step of a no-JavaScript button, from where the machines stand now (`centre`, 0..1). */
export function applyMove(a: Adjustment, move: Move, centre: number): Adjustment {
  switch (move) {
    case "left":
      return clampAdjustment({ ...a, shift: centre - 0.5 - 0.08, manual: true });
    case "right":
      return clampAdjustment({ ...a, shift: centre - 0.5 + 0.08, manual: true });
    case "closer":
      return clampAdjustment({ ...a, depth: a.depth * 1.1 });
    case "farther":
      return clampAdjustment({ ...a, depth: a.depth / 1.1 });
    case "higher":
      return clampAdjustment({ ...a, floor: a.floor - 0.02 });
    case "lower":
      return clampAdjustment({ ...a, floor: a.floor + 0.02 });
  }
}

export function chosenVersion(row: VisualizationRow, versions: readonly VersionView[]) {
  return versions.find((v) => v.imagePath === row.generated_image_path) ?? versions.at(-1) ?? null;
}

/** What a re-render came to: a new version shown, the cap reached, or one already being drawn. */
export type RerenderOutcome = "rendered" | "limit" | "busy";

// Requests with a re-render being drawn now (one process serves the site: docs/architecture.md).
const rendering = new Set<number>();

/**
 * Renders a new version with the adjustment and makes it the chosen one. One re-render per request
 * at a time (a second one meanwhile is "busy", not a second render on a small server); the cap of
 * MAX_VERSIONS is checked before rendering and again when the version is written (docs/decisions/088).
 */
export async function rerenderVisualization(
  database: DB,
  row: VisualizationRow,
  adjustment: Adjustment,
): Promise<RerenderOutcome> {
  if (rendering.has(row.id)) return "busy";
  rendering.add(row.id);
  try {
    return await rerender(database, row, adjustment);
  } finally {
    rendering.delete(row.id);
  }
}

async function rerender(
  database: DB,
  row: VisualizationRow,
  adjustment: Adjustment,
): Promise<RerenderOutcome> {
  const versions = await listVersions(database, row.id);
  if (versions.length >= MAX_VERSIONS || !row.generated_image_path) return "limit";
  const dir = path.dirname(versions[0]?.imagePath ?? row.generated_image_path);
  const read = async (rel: string | null) =>
    rel && existsSync(absolutePath(rel)) ? await readFile(absolutePath(rel)) : null;
  const branding = row.branding ? (JSON.parse(row.branding) as Partial<Branding>) : {};
  const mockup = await renderMockup({
    machines: parseMachines(row),
    palette: branding.palette ?? NEUTRAL_PALETTE,
    photo: await read(row.space_photo_path),
    logo: await read(path.join(dir, BRAND_LOGO_FILE)),
    businessName: branding.businessName ?? null,
    adjustment,
  });
  // Written under a name of its own, then moved to v{n}/ once the database has given it its
  // number: two re-renders finishing together never share a folder.
  const staging = path.join(dir, `.v-${randomUUID()}`);
  const files = await writeVersionFiles(staging, mockup);
  const saved = await addVersion(
    database,
    row.id,
    {
      imagePath: (number) => {
        const folder = path.join(dir, `v${number}`);
        rmSync(absolutePath(folder), { recursive: true, force: true });
        renameSync(absolutePath(staging), absolutePath(folder));
        return path.join(folder, path.basename(files.webp));
      },
      adjustment: mockup.adjustment,
      outline: mockup.outline,
    },
    MAX_VERSIONS,
  );
  if (saved === null) {
    rmSync(absolutePath(staging), { recursive: true, force: true });
    return "limit";
  }
  await chooseVersion(database, row.id, saved);
  return "rendered";
}
