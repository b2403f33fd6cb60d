import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { MachineType } from "~/content/machines";
import { placeInRoom } from "~/visualization/placement";
import { analyzeRoom, defaultRoom } from "~/visualization/room";
import {
  SYNTHETIC_ROOMS,
  checkPlacement,
  syntheticRoomPhoto,
  trueCeilingAt,
  trueFloorAt,
} from "../support/synthetic-rooms";

/**
 * Room detection and placement on synthetic photos with a known floor line, ceiling, windows and
 * door (docs/decisions/084): the targets of the issue, per photo.
 */
const W = 1600;
const H = 1067;
const TWO: MachineType[] = ["combo", "drink"];

async function detect(photo: Buffer) {
  const { data, info } = await sharp(photo)
    .resize(512)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return analyzeRoom(data, info.width, info.height);
}

describe("room detection and placement on synthetic rooms", () => {
  for (const r of SYNTHETIC_ROOMS) {
    it(`${r.name}: finds the floor line and places the machines against the wall`, async () => {
      const room = await detect(await syntheticRoomPhoto(r));
      expect(room.detected).toBe(true);
      // Floor line within 2 % of the height at both edges of the back wall.
      const s = r.sideWalls ?? 0;
      for (const fx of [Math.max(0.05, s + 0.02), 0.5, Math.min(0.95, 1 - s - 0.02)])
        expect(
          Math.abs(room.floorLeft + (room.floorRight - room.floorLeft) * fx - trueFloorAt(r, fx)),
        ).toBeLessThan(0.02);
      if (r.ceilL > 0.02 && r.ceilR > 0.02) {
        expect(room.ceilingLeft).not.toBeNull();
        expect(Math.abs((room.ceilingLeft! + room.ceilingRight!) / 2 - trueCeilingAt(r, 0.5))).toBeLessThan(
          0.03,
        );
      }
      const check = checkPlacement(r, placeInRoom(TWO, room, { width: W, height: H }), W, H);
      expect(check.baseError).toBeGreaterThan(-0.02);
      expect(check.baseError).toBeLessThan(0.08);
      expect(check.overCeiling).toBeLessThanOrEqual(0);
      expect(check.minHeightRatio).toBeGreaterThanOrEqual(0.5);
      expect(check.maxHeightRatio).toBeLessThanOrEqual(1);
      expect(check.windowCovered).toBe(0);
    });
  }

  it("falls back to the default, undetected, on a photo with no room in it", async () => {
    const noise = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const room = await detect(noise);
    expect(room.detected).toBe(false);
    expect(room.floorLeft).toBe(defaultRoom().floorLeft);
  });

  it("keeps the machines off a window when the wall has room beside it", () => {
    const room = { ...defaultRoom(1), detected: true, blocked: [[0.5, 0.8]] as Array<[number, number]> };
    const placed = placeInRoom(TWO, room, { width: W, height: H });
    for (const p of placed) expect(p.x + p.width).toBeLessThanOrEqual(0.5 * W);
    // Where the visitor asks for it, it stands there, window or not.
    const manual = placeInRoom(
      TWO,
      room,
      { width: W, height: H },
      { shift: 0.15, floor: 0, depth: 1, manual: true },
    );
    const centre = (manual[0]!.x + manual.at(-1)!.x + manual.at(-1)!.width) / 2;
    expect(centre / W).toBeCloseTo(0.65, 2);
  });
});
