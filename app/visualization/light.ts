import type { RoomGeometry } from "./room";

/**
 * The photo's light, as a per-channel linear map for the machine layer (sharp `linear`, RGBA):
 * white balance from the wall's colour cast, exposure from the wall's brightness, contrast from the
 * spread of the photo's brightness (docs/decisions/084). Each correction is partial and clamped,
 * so a machine in an orange-lit room turns warmer without turning orange.
 */
export interface Light {
  multiply: [number, number, number, number];
  add: [number, number, number, number];
}

export const NEUTRAL_LIGHT: Light = { multiply: [1, 1, 1, 1], add: [0, 0, 0, 0] };

/** The art is drawn for a wall of about this brightness (0..255) and this spread of brightness. */
const REFERENCE_WALL = 200;
const REFERENCE_SPREAD = 52;

export function measureLight(rgb: Uint8Array, w: number, h: number, room: RoomGeometry): Light {
  const wall = [0, 0, 0];
  let count = 0;
  let sum = 0;
  let sumSq = 0;
  let all = 0;
  for (let y = 0; y < h; y += 2)
    for (let x = 0; x < w; x += 2) {
      const i = (y * w + x) * 3;
      const luma = 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
      sum += luma;
      sumSq += luma * luma;
      all++;
      const fx = x / w;
      const floorY = (room.floorLeft + (room.floorRight - room.floorLeft) * fx) * h;
      if (y > floorY - h * 0.03 || y < floorY - h * 0.4) continue;
      if (room.blocked.some(([a, b]) => fx >= a && fx <= b)) continue;
      wall[0]! += rgb[i]!;
      wall[1]! += rgb[i + 1]!;
      wall[2]! += rgb[i + 2]!;
      count++;
    }
  if (count < 20 || all === 0) return NEUTRAL_LIGHT;
  const [r, g, b] = wall.map((v) => v / count) as [number, number, number];
  const grey = (r + g + b) / 3;
  const wallLuma = 0.299 * r + 0.587 * g + 0.114 * b;
  const mean = sum / all;
  const spread = Math.sqrt(Math.max(0, sumSq / all - mean * mean));
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  // Half of the wall's cast, at most 12 % per channel.
  const balance = [r, g, b].map((c) => clamp(1 + 0.5 * (c / Math.max(1, grey) - 1), 0.88, 1.12));
  const exposure = clamp((wallLuma / REFERENCE_WALL) ** 0.6, 0.55, 1.08);
  const contrast = clamp((spread / REFERENCE_SPREAD) ** 0.5, 0.8, 1.1);
  const multiply = balance.map((k) => k * exposure * contrast) as [number, number, number];
  const add = balance.map((k) => 128 * (1 - contrast) * k * exposure) as [number, number, number];
  return { multiply: [...multiply, 1], add: [...add, 0] };
}
