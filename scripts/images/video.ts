/**
 * Renders the two demo videos of the service pages from our own illustrations (no footage is
 * downloaded): public/video/smart-machine-demo.mp4 (45 s) and public/video/micromarket-tour.mp4
 * (1 min 20 s), 640×360, 8 fps, H.264, no audio, a few hundred KB each. The files are committed;
 * only this script needs ffmpeg (`npx tsx scripts/images/video.ts`), never CI or the server.
 * The owner replaces them with real footage by overwriting the files (same names).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import sharp from "sharp";
import * as art from "./art";

const W = 640;
const H = 360;
const FPS = 8;
const out = path.resolve(import.meta.dirname, "../../public/video");

function caption(step: string, title: string, text: string, progress: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<rect x="0" y="${H - 78}" width="${W}" height="78" fill="${art.C.night}" opacity="0.88"/>
<text x="24" y="${H - 46}" font-family="DejaVu Sans, sans-serif" font-size="13" fill="${art.C.gold}" letter-spacing="3">${step}</text>
<text x="24" y="${H - 22}" font-family="DejaVu Serif, serif" font-size="20" fill="#fff">${title}</text>
<text x="${W - 24}" y="${H - 22}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#d6d3d1">${text}</text>
<rect x="0" y="${H - 3}" width="${(W * progress).toFixed(1)}" height="3" fill="${art.C.gold}"/>
</svg>`;
}

async function encode(file: string, frames: number, frame: (i: number) => Promise<Buffer>) {
  const ff = spawn("ffmpeg", [
    "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${W}x${H}`, "-r", String(FPS), "-i", "-",
    "-c:v", "libx264", "-preset", "slow", "-tune", "animation", "-crf", "30", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
    path.join(out, file),
  ], { stdio: ["pipe", "inherit", "inherit"] });
  for (let i = 0; i < frames; i++) {
    const buf = await frame(i);
    if (!ff.stdin.write(buf)) await new Promise((r) => ff.stdin.once("drain", r));
  }
  ff.stdin.end();
  await new Promise<void>((resolve, reject) => ff.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)))));
  console.log(`${file}: ${frames / FPS} s`);
}

/** Smart machine demo, 45 s: intro, tap, open, grab, go, outro. */
async function smartDemo() {
  const r = art.rng("video-smart-demo");
  const base = await sharp(Buffer.from(art.svg(1280, 720, `${art.room(1280, 720, 560, "#efe6d6", "#c9a57c")}${art.wallPanels(1280, 560, "#e6d9c2")}${art.pendant(640, 20, 1)}${art.plant(1100, 580, 1.3)}${art.plant(180, 580, 1.1)}${art.smartCooler(r, 460, 90, 360, 480, "double-led")}`)))
    .resize(W, H).png().toBuffer();
  const steps = [
    { from: 0, to: 6, step: "SMART MACHINE", title: "Grab and go, in four steps", text: "Gold Coast Vending" },
    { from: 6, to: 15, step: "STEP 1 · TAP", title: "Tap a card, phone or watch", text: "Card, Apple Pay, Google Pay" },
    { from: 15, to: 24, step: "STEP 2 · OPEN", title: "The door unlocks in a second", text: "Locked until someone pays" },
    { from: 24, to: 34, step: "STEP 3 · GRAB", title: "Take what you want", text: "AI recognition follows along" },
    { from: 34, to: 41, step: "STEP 4 · GO", title: "Close the door, you are charged", text: "Receipt on your phone" },
    { from: 41, to: 45, step: "FREE PLACEMENT", title: "Placed and stocked at no cost", text: "Palm Beach to Miami" },
  ];
  const total = 45 * FPS;
  await encode("smart-machine-demo.mp4", total, async (i) => {
    const t = i / FPS;
    const s = steps.find((x) => t >= x.from && t < x.to) ?? steps[steps.length - 1]!;
    const local = (t - s.from) / (s.to - s.from);
    let overlay = "";
    // A phone approaching the reader (step 1), a glow when it taps.
    if (s.step.startsWith("STEP 1")) {
      const px = 470 - Math.min(1, local * 1.6) * 150;
      overlay += `<rect x="${px}" y="230" width="34" height="58" rx="6" fill="${art.C.night}" stroke="#fff" stroke-width="2"/>`;
      if (local > 0.6) overlay += `<circle cx="320" cy="271" r="${10 + (local - 0.6) * 40}" fill="none" stroke="#5fd3c4" stroke-width="3" opacity="${1.2 - local}"/>`;
    }
    // The door swinging open (2), items lifting out (3), closing (4).
    const open = s.step.startsWith("STEP 2") ? local : s.step.startsWith("STEP 3") ? 1 : s.step.startsWith("STEP 4") ? 1 - Math.min(1, local * 2) : 0;
    if (open > 0) overlay += `<rect x="${320 + 2}" y="84" width="${(88 * open).toFixed(1)}" height="188" fill="${art.C.night3}" opacity="0.85"/><rect x="${322 + 88 * open - 6}" y="84" width="6" height="188" fill="${art.C.gold}"/>`;
    if (s.step.startsWith("STEP 3")) {
      const lift = Math.min(1, local * 1.5);
      overlay += `<g transform="translate(${360 + lift * 120} ${200 - lift * 40})"><rect width="16" height="34" rx="5" fill="#17a398"/><rect y="14" width="16" height="7" fill="#fff" opacity="0.6"/></g>`;
    }
    if (s.step.startsWith("STEP 4") && local > 0.5) overlay += `<g transform="translate(470 120)"><rect width="110" height="70" rx="8" fill="#fff" stroke="${art.C.gold}"/><text x="12" y="26" font-family="DejaVu Sans" font-size="12" fill="${art.C.night}">Receipt</text><text x="12" y="50" font-family="DejaVu Sans" font-size="16" font-weight="bold" fill="${art.C.night}">$2.75 ✓</text></g>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${overlay}</svg>`;
    return sharp(base)
      .composite([{ input: Buffer.from(svg) }, { input: Buffer.from(caption(s.step, s.title, s.text, t / 45)) }])
      .removeAlpha().raw().toBuffer();
  });
}

/** Micromarket tour, 1 min 20 s: a slow pan along a wide branded market. */
async function marketTour() {
  const r = art.rng("video-market-tour");
  const WIDE = 3200;
  const scene = `${art.room(WIDE, 720, 560, "#f0e6d4", "#c7a47b")}${art.wallPanels(WIDE, 560, "#e3d5bd")}
${art.coastWindow(80, 90, 360, 360, "tour")}${art.plant(520, 590, 1.3)}
${art.signage(900, 120, "CAFÉ MARKET", 32)}${art.pendant(760, 10, 1)}${art.pendant(1100, 10, 1)}
${art.marketShelf(r, 640, 180, 300, 390)}${art.smartCooler(r, 960, 150, 220, 420, "combo")}${art.smartCooler(r, 1200, 150, 220, 420, "combo")}
${art.marketShelf(r, 1440, 180, 300, 390)}${art.pendant(1700, 10, 1)}${art.signage(1900, 140, "FRESH", 30)}
${art.smartCooler(r, 1780, 140, 300, 430, "double-led")}${art.marketShelf(r, 2100, 200, 260, 370)}
${art.kiosk(2420, 280, 160, 290)}${art.kiosk(2620, 280, 160, 290)}${art.plant(2860, 590, 1.4)}${art.sofa(2900, 690, 240, "#22354f")}`;
  const wide = await sharp(Buffer.from(art.svg(WIDE, 720, scene))).resize(Math.round((WIDE * H) / 720), H).png().toBuffer();
  const wideW = Math.round((WIDE * H) / 720);
  const chapters = [
    { from: 0, to: 12, step: "MICROMARKET TOUR", title: "A market in your breakroom", text: "Designed for your space" },
    { from: 12, to: 30, step: "OPEN SHELVES", title: "Hundreds of snacks and drinks", text: "Restocked 1–2 times per week" },
    { from: 30, to: 48, step: "FRESH FOOD", title: "Coolers of meals and salads", text: "Monitored 24/7" },
    { from: 48, to: 66, step: "KIOSK CHECKOUT", title: "Select, scan and pay", text: "Credit, debit or mobile wallet" },
    { from: 66, to: 80, step: "CUSTOM BRANDED", title: "Your colours, your logo", text: "Free branded mockup" },
  ];
  const total = 80 * FPS;
  await encode("micromarket-tour.mp4", total, async (i) => {
    const t = i / FPS;
    const c = chapters.find((x) => t >= x.from && t < x.to) ?? chapters[chapters.length - 1]!;
    const ease = 0.5 - Math.cos((Math.PI * t) / 80) / 2;
    const left = Math.round(ease * (wideW - W));
    return sharp(wide)
      .extract({ left, top: 0, width: W, height: H })
      .composite([{ input: Buffer.from(caption(c.step, c.title, c.text, t / 80)) }])
      .removeAlpha().raw().toBuffer();
  });
}

await smartDemo();
await marketTour();
