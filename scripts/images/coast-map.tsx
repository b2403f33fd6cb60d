/**
 * product §2 "embedded map labelled Palm Beach ↔ Miami", drawn by us: the Atlantic coast of Palm
 * Beach, Broward and Miami-Dade counties with our cities, north at the top. Pure SVG: no map
 * tiles, no third-party request, no cookie. Positions are schematic, in the right order.
 *
 * The home page shows it as an image, public/images/coast-map-{en,es}.svg, written by this script
 * (`npx tsx scripts/images/coast-map.tsx`): as markup it was 1 KB of the home page's JavaScript and
 * 3 KB of its HTML for a drawing that never changes (docs/performance.md). Its labels come from the home
 * page's strings (home.en.ts, home.es.ts); tests/unit/coast-map.test.ts fails when the files no
 * longer match them, so run the script after changing those strings.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { uiStrings } from "~/content/ui";
import { LANGS, type Lang } from "~/lib/i18n";

const cities: { name: string; y: number; x: number; hq?: boolean }[] = [
  { name: "Palm Beach", y: 30, x: 262 },
  { name: "Boynton Beach", y: 70, x: 258 },
  { name: "Delray Beach", y: 92, x: 256 },
  { name: "Boca Raton", y: 122, x: 252, hq: true },
  { name: "Pompano Beach", y: 158, x: 247 },
  { name: "Fort Lauderdale", y: 186, x: 244 },
  { name: "Hollywood", y: 212, x: 241 },
  { name: "Aventura", y: 236, x: 238 },
  { name: "Miami", y: 270, x: 226 },
];

/** The map of one language, as a standalone SVG file. */
export function coastMapSvg(lang: Lang): string {
  const ui = uiStrings[lang].home;
  return `${renderToStaticMarkup(
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
    <title>{ui.mapTitle}</title>
    <defs>
      <linearGradient id="sea" x1="0" x2="1">
        <stop offset="0" stopColor="#1d4f6e" />
        <stop offset="1" stopColor="#143a55" />
      </linearGradient>
      <pattern id="waves" width="24" height="12" patternUnits="userSpaceOnUse">
        <path d="M0 6c4 0 4-3 8-3s4 3 8 3 4-3 8-3" fill="none" stroke="#2f6a8c" strokeWidth="1" />
      </pattern>
    </defs>
    <rect width="400" height="300" fill="url(#sea)" />
    <rect width="400" height="300" fill="url(#waves)" opacity="0.6" />
    {/* Land: the coast runs slightly south-west; the barrier islands lie just off it. */}
    <path d="M0 0H268c-2 30 2 55-2 85s-6 60-10 90-8 55-14 80c-4 18-12 32-20 45H0z" fill="#22354f" />
    <path
      d="M0 0H268c-2 30 2 55-2 85s-6 60-10 90-8 55-14 80c-4 18-12 32-20 45"
      fill="none"
      stroke="#d9b15c"
      strokeWidth="1.5"
      opacity="0.7"
    />
    <path
      d="M276 10c-1 40 0 80-4 120s-10 80-16 120"
      fill="none"
      stroke="#eed9a0"
      strokeWidth="3"
      strokeLinecap="round"
      opacity="0.35"
    />
    {/* Lake Okeechobee and the Everglades, for orientation. */}
    <ellipse cx="40" cy="40" rx="34" ry="26" fill="#1d4f6e" opacity="0.8" />
    <path
      d="M20 150c30 10 50 40 60 80s30 50 60 70"
      fill="none"
      stroke="#35506e"
      strokeWidth="18"
      strokeLinecap="round"
      opacity="0.5"
    />
    {/* The service corridor. */}
    <path
      d="M262 30C258 110 246 200 226 270"
      fill="none"
      stroke="#d9b15c"
      strokeWidth="2"
      strokeDasharray="4 5"
    />
    {cities.map((c) => (
      <g key={c.name}>
        <circle
          cx={c.x}
          cy={c.y}
          r={c.hq ? 6 : 3.5}
          fill={c.hq ? "#d9b15c" : "#f8ecc8"}
          stroke="#0f1b2d"
          strokeWidth="1.5"
        />
        <text
          x={c.x - 12}
          y={c.y + 4}
          textAnchor="end"
          fontSize="12"
          fontFamily="system-ui, sans-serif"
          fill={c.hq ? "#eed9a0" : "#e7e5e4"}
          fontWeight={c.hq ? 700 : 500}
        >
          {c.name}
          {c.hq ? ui.mapHqSuffix : ""}
        </text>
      </g>
    ))}
    <text
      x="336"
      y="160"
      textAnchor="middle"
      fontSize="11"
      fontFamily="system-ui, sans-serif"
      fill="#93c5e4"
      letterSpacing="3"
    >
      {ui.mapOcean}
    </text>
  </svg>
  )}\n`;
}

/** Where the map of one language is written (public/images/, from the repository's root). */
export const coastMapFile = (lang: Lang) =>
  path.join(import.meta.dirname, "../../public/images", `coast-map-${lang}.svg`);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const lang of LANGS) {
    writeFileSync(coastMapFile(lang), coastMapSvg(lang));
    console.log(`wrote ${coastMapFile(lang)}`);
  }
}
