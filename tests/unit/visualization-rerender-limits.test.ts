import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { MAX_VERSIONS, addVersion, listVersions } from "~/models/visualization-versions.server";
import {
  createVisualization,
  findVisualization,
  updateVisualization,
  visualizationDir,
} from "~/models/visualizations.server";
import { action } from "~/routes/space-visualization.$publicId";
import { rerenderVisualization, writeVersionFiles } from "~/visualization/versions.server";

// Re-renders after the visitor adjusts a mockup (docs/decisions/084): rate limited per address,
// one drawn at a time per request, never more than MAX_VERSIONS versions.
process.env.VISUALIZATION_ADJUSTS_PER_10_MINUTES = "5";
resetEnvForTests();

type ActionArgs = Parameters<typeof action>[0];

const outline = {
  floorLeft: 0.8,
  floorRight: 0.8,
  group: { x0: 0.2, y0: 0.3, x1: 0.6, y1: 0.8 },
  detected: true,
};
const adjustment = { shift: 0, floor: 0, depth: 1 };

/** A completed visualization with its first version on disk (no outside website is read). */
async function completedVisualization() {
  const row = await createVisualization(db(), {
    machines: [{ category: "vending", type: "snack", quantity: 1 }],
    websiteUrl: "https://alpha.example",
  });
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } });
  const files = await writeVersionFiles(visualizationDir(row.public_id), {
    webp: await image.clone().webp().toBuffer(),
    jpeg: await image.clone().jpeg().toBuffer(),
  });
  await addVersion(db(), row.id, { imagePath: files.webp, adjustment, outline });
  await updateVisualization(db(), row.id, { status: "completed", generated_image_path: files.webp });
  return row.public_id;
}

function post(publicId: string, clientIp: string, fields: Record<string, string>) {
  return action({
    request: new Request(`http://localhost/space-visualization/${publicId}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    params: { publicId },
    context: { clientIp },
  } as unknown as ActionArgs);
}

/** The status of what the action answered or threw (a redirect is a thrown or returned Response). */
async function statusOf(outcome: Promise<unknown>) {
  try {
    const value = await outcome;
    if (value instanceof Response) return value.status;
    return (value as { init?: { status?: number } }).init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("adjusting a mockup under load", () => {
  it("draws one re-render at a time: 50 parallel moves give one new version and 49 'still working' answers", async () => {
    const publicId = await completedVisualization();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        statusOf(post(publicId, `203.0.113.${i + 1}`, { intent: "move", move: "left" })),
      ),
    );
    expect(statuses.filter((s) => s === 302)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const row = (await findVisualization(db(), publicId))!;
    const versions = await listVersions(db(), row.id);
    expect(versions.map((v) => v.number)).toEqual([1, 2]);
    expect(row.generated_image_path).toBe(versions[1]!.imagePath);
    // The drawing is over: the next move is drawn.
    expect(await statusOf(post(publicId, "203.0.113.99", { intent: "move", move: "right" }))).toBe(302);
    expect((await listVersions(db(), row.id)).length).toBe(3);
  });

  it("answers 429 with the reason once an address has made too many changes, and counts no version", async () => {
    const publicId = await completedVisualization();
    const row = (await findVisualization(db(), publicId))!;
    const ip = "198.51.100.7";
    // Five re-renders count against the address; version choices are cheap and not counted.
    for (let i = 0; i < 5; i++) {
      const status = await statusOf(
        post(publicId, ip, { intent: "set", shift: String(i / 10), floor: "0", depth: "1" }),
      );
      expect(status).toBe(302);
    }
    const before = (await listVersions(db(), row.id)).length;
    const refused = (await post(publicId, ip, { intent: "move", move: "left" })) as {
      data: { adjustError: string };
      init: { status: number; headers: Record<string, string> };
    };
    expect(refused.init.status).toBe(429);
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(refused.data.adjustError).toMatch(/many changes in a short time/);
    expect((await listVersions(db(), row.id)).length).toBe(before);
    expect(await statusOf(post(publicId, ip, { intent: "choose", version: "1" }))).toBe(302);
    // Another address is not held back.
    expect(await statusOf(post(publicId, "198.51.100.8", { intent: "move", move: "left" }))).toBe(302);
  }, 120_000);

  it("checks the cap when the version is written: racing re-renders never pass MAX_VERSIONS", async () => {
    const publicId = await completedVisualization();
    const row = (await findVisualization(db(), publicId))!;
    for (let n = 2; n < MAX_VERSIONS; n++)
      await addVersion(db(), row.id, { imagePath: `x/v${n}/mockup.webp`, adjustment, outline });
    expect((await listVersions(db(), row.id)).length).toBe(MAX_VERSIONS - 1);
    const numbers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addVersion(
          db(),
          row.id,
          { imagePath: path.join("x", `race-${i}`, "mockup.webp"), adjustment, outline },
          MAX_VERSIONS,
        ),
      ),
    );
    expect(numbers.filter((n) => n !== null)).toEqual([MAX_VERSIONS]);
    expect((await listVersions(db(), row.id)).length).toBe(MAX_VERSIONS);
    // At the cap, a move is refused with the limit's toast and draws nothing: the re-render says
    // "limit" (a redirect alone would not tell it from a drawn version).
    expect(
      await rerenderVisualization(db(), (await findVisualization(db(), publicId))!, {
        ...adjustment,
        manual: true,
      }),
    ).toBe("limit");
    expect(await statusOf(post(publicId, "192.0.2.1", { intent: "move", move: "left" }))).toBe(302);
    expect((await listVersions(db(), row.id)).length).toBe(MAX_VERSIONS);
  });
});
