import { describe, expect, it } from "vitest";
import {
  MACHINE_TYPES,
  MAX_MACHINES,
  addMachine,
  machineParam,
  parseMachineParam,
  removeMachine,
  totalMachines,
} from "~/content/machines";
import { layoutMachines } from "~/visualization/layout";

const W = 1600;
const H = 1000;

function overlapX(a: { x: number; width: number }, b: { x: number; width: number }) {
  return a.x < b.x + b.width - 0.01 && b.x < a.x + a.width - 0.01;
}

describe("layout of 1 to 20 machines", () => {
  for (let n = 1; n <= MAX_MACHINES; n++) {
    it(`places ${n} machine(s) inside the frame, on the floor, without overlap in a row`, () => {
      const types = Array.from({ length: n }, (_, i) => MACHINE_TYPES[i % MACHINE_TYPES.length]!);
      const placements = layoutMachines(types, { width: W, height: H });
      expect(placements).toHaveLength(n);
      // Every requested machine is drawn, with its type.
      expect(placements.map((p) => p.type).sort()).toEqual([...types].sort());
      for (const p of placements) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x + p.width).toBeLessThanOrEqual(W);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y + p.height).toBeCloseTo(p.floorY, 5);
        expect(p.floorY).toBeLessThanOrEqual(H);
        expect(p.width).toBeGreaterThan(20);
      }
      for (const row of [0, 1] as const) {
        const inRow = placements.filter((p) => p.row === row);
        for (let i = 0; i < inRow.length; i++)
          for (let j = i + 1; j < inRow.length; j++) expect(overlapX(inRow[i]!, inRow[j]!)).toBe(false);
      }
      const front = placements.filter((p) => p.row === 0);
      const back = placements.filter((p) => p.row === 1);
      expect(front.length).toBeGreaterThan(0);
      if (n <= 6) expect(back).toHaveLength(0);
      else {
        // Perspective: the back row stands higher and is drawn smaller.
        expect(back[0]!.floorY).toBeLessThan(front[0]!.floorY);
        const scale = (p: (typeof placements)[number]) => p.height / p.width;
        expect(back[0]!.height).toBeLessThan(front.find((f) => f.type === back[0]!.type)?.height ?? Infinity);
        expect(scale(back[0]!)).toBeGreaterThan(0);
      }
    });
  }

  it("keeps real proportions: a double smart cooler is wider than a single one", () => {
    const [single, double] = layoutMachines(["single-combo", "double-led"], { width: W, height: H });
    expect(double!.width).toBeGreaterThan(single!.width * 1.7);
  });
});

describe("machine selection rules (product §4)", () => {
  it("choosing an already selected type adds 1; Remove deletes the entry", () => {
    let s = addMachine([], "snack");
    s = addMachine(s, "snack");
    s = addMachine(s, "freezer");
    expect(s).toEqual([
      { category: "vending", type: "snack", quantity: 2 },
      { category: "micromarket", type: "freezer", quantity: 1 },
    ]);
    expect(removeMachine(s, "snack")).toEqual([{ category: "micromarket", type: "freezer", quantity: 1 }]);
  });
  it("caps the total at 20", () => {
    let s = parseMachineParam("snack:20");
    s = addMachine(s, "drink");
    expect(totalMachines(s)).toBe(20);
  });
  it("round-trips the URL form and ignores junk", () => {
    expect(parseMachineParam(machineParam(parseMachineParam("snack:2,combo:1")))).toEqual(
      parseMachineParam("snack:2,combo:1"),
    );
    expect(parseMachineParam("nope:3,snack:x,<script>:1,snack:4")).toEqual([
      { category: "vending", type: "snack", quantity: 1 },
    ]);
  });
});
