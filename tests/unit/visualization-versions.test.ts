import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addVersion, listVersions } from "~/models/visualization-versions.server";
import { createVisualization } from "~/models/visualizations.server";
import { createTestDatabase } from "../support/test-db";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await test.cleanup();
});

const outline = {
  floorLeft: 0.8,
  floorRight: 0.8,
  group: { x0: 0.2, y0: 0.3, x1: 0.6, y1: 0.8 },
  detected: true,
};
const adjustment = { shift: 0, floor: 0, depth: 1 };

describe("versions of a mockup (docs/decisions/084)", () => {
  it("re-renders finishing together get different numbers, each with its own folder", async () => {
    const request = await createVisualization(test.db, {
      machines: [{ category: "vending", type: "snack", quantity: 1 }],
      websiteUrl: "https://alpha.example",
    });
    await addVersion(test.db, request.id, { imagePath: "v/first/mockup.webp", adjustment, outline });
    const moved: number[] = [];
    const numbers = await Promise.all(
      Array.from({ length: 5 }, () =>
        addVersion(test.db, request.id, {
          imagePath: (number) => {
            moved.push(number);
            return `v/v${number}/mockup.webp`;
          },
          adjustment,
          outline,
        }),
      ),
    );
    expect([...numbers].sort()).toEqual([2, 3, 4, 5, 6]);
    expect([...moved].sort()).toEqual([2, 3, 4, 5, 6]);
    const versions = await listVersions(test.db, request.id);
    expect(versions.map((v) => [v.number, v.imagePath])).toEqual([
      [1, "v/first/mockup.webp"],
      ...[2, 3, 4, 5, 6].map((n) => [n, `v/v${n}/mockup.webp`]),
    ]);
  });
});
