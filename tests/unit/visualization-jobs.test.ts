import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { resetEnvForTests } from "~/lib/env.server";
import {
  absolutePath,
  createVisualization,
  findVisualization,
  purgeExpiredVisualizationFiles,
} from "~/models/visualizations.server";
import {
  RENDER_JOB,
  registerVisualizationJobs,
  renderVisualization,
  startGeneration,
} from "~/visualization/generate.server";
import { createTestDatabase } from "../support/test-db";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let test: TestDb;
const machines = [
  { category: "vending" as const, type: "combo" as const, quantity: 2 },
  { category: "micromarket" as const, type: "fresh-food" as const, quantity: 1 },
];

// A local server speaking the OpenAI images edit shape (POST /v1/images/edits, multipart).
let provider: http.Server;
let providerUrl = "";
let mode: "ok" | "error" | "garbage" = "ok";
let lastCall: {
  auth: string | undefined;
  fields: Record<string, string>;
  images: { name: string; type: string; size: number }[];
} | null = null;

beforeAll(async () => {
  const png = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: "#335577" } })
    .png()
    .toBuffer();
  provider = http.createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/images/edits") {
      res.writeHead(404).end();
      return;
    }
    const request = new Request("http://x/", {
      method: "POST",
      headers: req.headers as HeadersInit,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const form = await request.formData();
    const fields: Record<string, string> = {};
    const images: { name: string; type: string; size: number }[] = [];
    for (const [key, value] of form.entries()) {
      if (typeof value === "string") fields[key] = value;
      else images.push({ name: key, type: value.type, size: value.size });
    }
    lastCall = { auth: req.headers.authorization, fields, images };
    if (mode === "error") {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "model overloaded" } }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        created: 1,
        data: [{ b64_json: mode === "ok" ? png.toString("base64") : Buffer.from("nope").toString("base64") }],
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

beforeEach(async () => {
  test = await createTestDatabase();
  lastCall = null;
});
afterEach(async () => {
  for (const key of ["IMAGE_PROVIDER", "OPENAI_API_KEY", "OPENAI_BASE_URL"]) delete process.env[key];
  resetEnvForTests();
  await test.cleanup();
});

async function photo() {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c9b79c" } })
    .jpeg()
    .toBuffer();
}

describe("render job", () => {
  it("renders the embedded mockup: WebP and JPEG 1600 px wide, status completed", async () => {
    const row = await createVisualization(test.db, { machines, websiteUrl: null, spacePhoto: await photo() });
    await renderVisualization(test.db, row.id);
    const done = (await findVisualization(test.db, row.public_id))!;
    expect(done.status).toBe("completed");
    expect(done.provider).toBe("embedded");
    const webp = await sharp(absolutePath(done.generated_image_path!)).metadata();
    expect(webp.format).toBe("webp");
    expect(webp.width).toBe(1600);
    const jpeg = await sharp(
      absolutePath(done.generated_image_path!.replace("mockup.webp", "mockup.jpg")),
    ).metadata();
    expect(jpeg.format).toBe("jpeg");
  });

  it("sends mockup, photo and prompt to an OpenAI-compatible endpoint and delivers its image", async () => {
    process.env.IMAGE_PROVIDER = "openai";
    process.env.OPENAI_API_KEY = "sk-test-123";
    process.env.OPENAI_BASE_URL = providerUrl;
    resetEnvForTests();
    mode = "ok";
    const row = await createVisualization(test.db, { machines, websiteUrl: null, spacePhoto: await photo() });
    await renderVisualization(test.db, row.id);
    const done = (await findVisualization(test.db, row.public_id))!;
    expect(done.status).toBe("completed");
    expect(done.provider).toBe("openai");
    expect(lastCall?.auth).toBe("Bearer sk-test-123");
    expect(lastCall?.fields.model).toBe("gpt-image-1");
    expect(lastCall?.fields.prompt).toContain("2 × Combo Machine");
    expect(lastCall?.images.map((i) => i.name)).toEqual(["image[]", "image[]"]);
    expect(lastCall?.images.every((i) => i.type === "image/jpeg" && i.size > 1000)).toBe(true);
    const meta = await sharp(absolutePath(done.generated_image_path!)).metadata();
    expect(meta.width).toBe(1600);
  });

  it.each(["error", "garbage"] as const)(
    "falls back to the embedded mockup when the provider answers %s, and records it",
    async (m) => {
      process.env.IMAGE_PROVIDER = "openai";
      process.env.OPENAI_API_KEY = "sk-test-123";
      process.env.OPENAI_BASE_URL = providerUrl;
      resetEnvForTests();
      mode = m;
      const row = await createVisualization(test.db, { machines, websiteUrl: null });
      await renderVisualization(test.db, row.id);
      const done = (await findVisualization(test.db, row.public_id))!;
      expect(done.status).toBe("completed");
      expect(done.provider).toBe("embedded (openai fallback)");
      expect(done.error).toMatch(/^openai: /);
      expect(existsSync(absolutePath(done.generated_image_path!))).toBe(true);
    },
  );
});

describe("jobs runner integration", () => {
  it("generate queues once; the runner completes it", async () => {
    const runner = new JobsRunner(test.db, { log: () => {} });
    registerVisualizationJobs(() => test.db, runner);
    const row = await createVisualization(test.db, { machines, websiteUrl: null });
    expect(await startGeneration(test.db, runner, row)).toBe(true);
    const queued = (await findVisualization(test.db, row.public_id))!;
    expect(queued.stage).toBe("queued");
    expect(await startGeneration(test.db, runner, queued)).toBe(true); // idempotent
    const jobs = await test.db.selectFrom("jobs").selectAll().where("type", "=", RENDER_JOB).execute();
    expect(jobs).toHaveLength(1);
    await runner.drain();
    expect((await findVisualization(test.db, row.public_id))!.status).toBe("completed");
  });

  it("a job interrupted by a restart is picked up again", async () => {
    const row = await createVisualization(test.db, { machines, websiteUrl: null });
    // The previous process claimed the job and died mid-render.
    await test.db
      .insertInto("jobs")
      .values({
        type: RENDER_JOB,
        payload: JSON.stringify({ id: row.id }),
        status: "running",
        attempts: 1,
        max_attempts: 3,
        run_at: new Date().toISOString(),
        locked_at: new Date().toISOString(),
        locked_by: "dead-process",
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await test.db
      .updateTable("visualization_requests")
      .set({ status: "processing", stage: "composing" })
      .where("id", "=", row.id)
      .execute();
    const runner = new JobsRunner(test.db, { log: () => {} });
    registerVisualizationJobs(() => test.db, runner);
    await runner.start();
    await runner.stop();
    await runner.drain();
    expect((await findVisualization(test.db, row.public_id))!.status).toBe("completed");
  });

  it("a request that cannot be rendered ends failed (no endless retries)", async () => {
    const runner = new JobsRunner(test.db, { log: () => {} });
    registerVisualizationJobs(() => test.db, runner);
    const row = await createVisualization(test.db, { machines, websiteUrl: null });
    await test.db
      .updateTable("visualization_requests")
      .set({ machines: "[]" })
      .where("id", "=", row.id)
      .execute();
    await startGeneration(test.db, runner, row);
    await runner.drain();
    const failed = (await findVisualization(test.db, row.public_id))!;
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/no valid machines/);
  });
});

describe("retention", () => {
  it("deletes uploads and results older than the retention period and keeps the lead row", async () => {
    const old = await createVisualization(test.db, {
      machines,
      websiteUrl: "https://old.example",
      spacePhoto: await photo(),
    });
    const fresh = await createVisualization(test.db, {
      machines,
      websiteUrl: "https://new.example",
      spacePhoto: await photo(),
    });
    await test.db
      .updateTable("visualization_requests")
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("id", "=", old.id)
      .execute();
    expect(await purgeExpiredVisualizationFiles(test.db, 30)).toBe(1);
    const oldRow = (await findVisualization(test.db, old.public_id))!;
    expect(oldRow.space_photo_path).toBeNull();
    expect(existsSync(absolutePath(old.space_photo_path!))).toBe(false);
    expect(oldRow.website_url).toBe("https://old.example");
    expect(existsSync(absolutePath(fresh.space_photo_path!))).toBe(true);
  });
});
