import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { uiStrings } from "~/content/ui";
import { LANGS } from "~/lib/i18n";
import { coastMapFile, coastMapSvg } from "../../scripts/images/coast-map";

/**
 * The home page's coast map is a committed image drawn from the home page's strings: a changed
 * label must come with a redrawn file (`npx tsx scripts/images/coast-map.tsx`).
 */
describe("the coast map images", () => {
  test.each(LANGS)("public/images/coast-map-%s.svg is the drawing with today's labels", (lang) => {
    const file = readFileSync(coastMapFile(lang), "utf8");
    expect(file).toBe(coastMapSvg(lang));
    const ui = uiStrings[lang].home;
    expect(file).toContain(`<title>${ui.mapTitle}</title>`);
    expect(file).toContain(`>${ui.mapOcean}<`);
    expect(file).toContain(`Boca Raton${ui.mapHqSuffix}`);
  });
});
