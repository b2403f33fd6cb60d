import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { paletteFromImage } from "~/visualization/branding.server";
import {
  NEUTRAL_PALETTE,
  colorDistance,
  contrastRatio,
  hexToRgb,
  paletteFromCandidates,
  parseCssColor,
  readableOn,
} from "~/visualization/palette";

const near = (a: string, b: string) => colorDistance(hexToRgb(a)!, hexToRgb(b)!) < 40;

describe("palette extraction from a logo's pixels", () => {
  it("finds the dominant brand colour, ignoring a white background and transparency", async () => {
    // White canvas, a big red block, a smaller navy block, transparent margin.
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
    })
      .composite([
        {
          input: {
            create: { width: 120, height: 80, channels: 4, background: { r: 200, g: 16, b: 46, alpha: 1 } },
          },
          left: 5,
          top: 10,
        },
        {
          input: {
            create: { width: 50, height: 80, channels: 4, background: { r: 20, g: 40, b: 110, alpha: 1 } },
          },
          left: 140,
          top: 10,
        },
      ])
      .png()
      .toBuffer();
    const palette = await paletteFromImage(logo);
    expect(palette).not.toBeNull();
    expect(near(palette!.primary, "#c8102e")).toBe(true);
    expect(near(palette!.secondary, "#14286e")).toBe(true);
    expect(palette!.onPrimary).toBe("#ffffff");
  });

  it("a one-colour logo gets a secondary shade of its colour", async () => {
    const logo = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#0a7d3b" } })
      .png()
      .toBuffer();
    const palette = await paletteFromImage(logo);
    expect(near(palette!.primary, "#0a7d3b")).toBe(true);
    expect(palette!.secondary).not.toBe(palette!.primary);
  });

  it("an all-white or fully transparent image gives no palette (the neutral one is used)", async () => {
    const white = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const clear = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(await paletteFromImage(white)).toBeNull();
    expect(await paletteFromImage(clear)).toBeNull();
  });

  it("a black wordmark is a valid brand colour", async () => {
    const logo = await sharp({ create: { width: 100, height: 40, channels: 3, background: "#ffffff" } })
      .composite([
        {
          input: { create: { width: 80, height: 30, channels: 3, background: "#111111" } },
          left: 10,
          top: 5,
        },
      ])
      .png()
      .toBuffer();
    const palette = await paletteFromImage(logo);
    expect(near(palette!.primary, "#111111")).toBe(true);
  });
});

describe("palette helpers", () => {
  it("empty candidates fall back to the neutral palette", () => {
    expect(paletteFromCandidates([])).toBe(NEUTRAL_PALETTE);
  });
  it("text on each colour is readable (contrast >= 4.5)", () => {
    for (const hex of ["#c8102e", "#ffd100", "#0a7d3b", "#111111", "#f5f5f5", "#3b82f6"]) {
      expect(contrastRatio(hexToRgb(hex)!, hexToRgb(readableOn(hex))!)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it("parses CSS colours", () => {
    expect(parseCssColor("#ABC")).toBe("#aabbcc");
    expect(parseCssColor("#c8102eff")).toBe("#c8102e");
    expect(parseCssColor("rgb(10, 20, 30)")).toBe("#0a141e");
    expect(parseCssColor("rgba(10 20 30 / 50%)")).toBe("#0a141e");
    expect(parseCssColor("red")).toBeNull();
  });
});
