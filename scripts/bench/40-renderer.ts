// `npm run bench -- --only renderer`: the embedded mockup renderer on a 12-megapixel photo (room
// detection, placement, light matching and rendering: docs/decisions/084), and the detection alone.
// Each measurement runs in a fresh child process so its peak memory (max RSS) is the renderer's
// alone, not this script's set-up. Targets from the issue: <= 1.5 s and <= 300 MB peak.
// Nothing is asserted (docs/performance.md): on a busy machine the times vary.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { MachineSelection } from "~/content/machines";
import { normalizeUpload } from "~/lib/images.server";
import { renderMockup } from "~/visualization/renderer.server";
import { analyzeRoom } from "~/visualization/room";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const SIX: MachineSelection[] = [
  { category: "vending", type: "combo", quantity: 2 },
  { category: "smart", type: "double-led", quantity: 1 },
  { category: "micromarket", type: "drink-cooler", quantity: 2 },
  { category: "micromarket", type: "checkout-shelving", quantity: 1 },
];
const TWENTY: MachineSelection[] = [
  { category: "vending", type: "snack", quantity: 10 },
  { category: "smart", type: "double-furniture", quantity: 10 },
];

/** Child mode: one job, prints a JSON line with times and peak RSS. */
async function child(job: {
  mode: "render" | "upload" | "detect";
  photo: string;
  logo: string;
  machines: MachineSelection[];
  runs: number;
}) {
  const photo = readFileSync(job.photo);
  const logo = readFileSync(job.logo);
  const times: number[] = [];
  for (let i = 0; i < job.runs; i++) {
    const t = performance.now();
    if (job.mode === "upload") await normalizeUpload(photo, "photo", "space photo");
    else if (job.mode === "detect") {
      // What the renderer does: the photo at the output size, then a 512 px copy for detection.
      const frame = await sharp(photo, { sequentialRead: true })
        .rotate()
        .resize(1600, 1200, { fit: "cover", fastShrinkOnLoad: true })
        .removeAlpha()
        .raw()
        .toBuffer();
      const small = await sharp(frame, { raw: { width: 1600, height: 1200, channels: 3 } })
        .resize(512)
        .raw()
        .toBuffer({ resolveWithObject: true });
      analyzeRoom(small.data, small.info.width, small.info.height);
    } else await renderMockup({ machines: job.machines, photo, logo, businessName: "Bench Co" });
    times.push(performance.now() - t);
  }
  console.log(JSON.stringify({ times, maxRss: process.resourceUsage().maxRSS * 1024 }));
}

function runChild(job: Parameters<typeof child>[0]) {
  const self = fileURLToPath(import.meta.url);
  const result = spawnSync(process.execPath, ["--import", "tsx", self], {
    env: { ...process.env, RENDERER_BENCH_JOB: JSON.stringify(job) },
    encoding: "utf8",
    cwd: path.resolve(path.dirname(self), "../.."),
  });
  const line = result.stdout.trim().split("\n").pop() ?? "";
  try {
    return JSON.parse(line) as { times: number[]; maxRss: number };
  } catch {
    throw new Error(`renderer benchmark child failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export default async function bench() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-renderer-"));
  try {
    // A 4000 x 3000 camera-like JPEG: a room (wall, window, floor) with sensor noise.
    const room = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe7da"/><stop offset="1" stop-color="#d8cfc0"/></linearGradient></defs><rect width="4000" height="2150" fill="url(#w)"/><rect y="2150" width="4000" height="850" fill="#6b6761"/><rect x="400" y="400" width="900" height="1100" fill="#b9d3e6" stroke="#fff" stroke-width="40"/></svg>`;
    const noise = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 10 },
      },
    })
      .png()
      .toBuffer();
    const photo = await sharp(Buffer.from(room))
      .composite([{ input: noise, blend: "soft-light" }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const logo = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="200" height="200" rx="40" fill="#0f766e"/><text x="230" y="130" font-size="90" font-family="DejaVu Sans" font-weight="700" fill="#0f766e">BENCH</text></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const photoPath = path.join(dir, "photo.jpg");
    const logoPath = path.join(dir, "logo.png");
    writeFileSync(photoPath, photo);
    writeFileSync(logoPath, logo);
    const stored = (await normalizeUpload(photo, "photo", "space photo")).data;
    const storedPath = path.join(dir, "stored.jpg");
    writeFileSync(storedPath, stored);
    console.log(`input: 4000x3000 (12 MP) JPEG of ${mb(photo.length)}, a logo; each line is a fresh process`);

    const report = (label: string, r: { times: number[]; maxRss: number }, skipFirst: boolean) => {
      const times = skipFirst && r.times.length > 1 ? r.times.slice(1) : r.times;
      console.log(
        `${label}: median ${median(times).toFixed(0)} ms, first ${r.times[0]!.toFixed(0)} ms, peak RSS ${mb(r.maxRss)}`,
      );
    };
    report(
      "upload check + re-encode (12 MP -> 3200 px JPEG, no metadata)",
      runChild({ mode: "upload", photo: photoPath, logo: logoPath, machines: SIX, runs: 3 }),
      false,
    );
    report(
      "room detection alone on the raw 12 MP photo (decode, 1600 px frame, 512 px copy, analysis)",
      runChild({ mode: "detect", photo: photoPath, logo: logoPath, machines: SIX, runs: 4 }),
      true,
    );
    report(
      "render 6 machines on the raw 12 MP photo, detection included (target <= 1500 ms, <= 300 MB)",
      runChild({ mode: "render", photo: photoPath, logo: logoPath, machines: SIX, runs: 4 }),
      true,
    );
    report(
      "render 6 machines on the stored upload (what the job does)",
      runChild({ mode: "render", photo: storedPath, logo: logoPath, machines: SIX, runs: 4 }),
      true,
    );
    report(
      "render 20 machines on the raw 12 MP photo",
      runChild({ mode: "render", photo: photoPath, logo: logoPath, machines: TWENTY, runs: 2 }),
      true,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.RENDERER_BENCH_JOB) await child(JSON.parse(process.env.RENDERER_BENCH_JOB));
