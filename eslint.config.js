// ESLint: typescript-eslint, React hooks (with the React Compiler's rules), jsx-a11y, and the
// import rules that keep the layers pointing one way (docs/decisions/013-layers.md).
// Prettier owns formatting (`npm run format`); eslint-config-prettier turns the clashing rules off.
import js from "@eslint/js";
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Folders of app/ and what each may not import (by path alias). */
const layers = {
  // An entity's rules: schemas, constants, queries. Knows nothing of pages or the app's wiring.
  models: ["~/components/**", "~/routes/**", "~/server/**", "~/visualization/**", "~/document/**"],
  // Generic helpers: know no entity, no job and no page.
  lib: [
    "~/models/**",
    "~/jobs/**",
    "~/components/**",
    "~/routes/**",
    "~/server/**",
    "~/visualization/**",
    "~/document/**",
  ],
  // Static copy and facts.
  content: [
    "~/models/**",
    "~/jobs/**",
    "~/components/**",
    "~/routes/**",
    "~/server/**",
    "~/visualization/**",
    "~/document/**",
  ],
  // Rendering React: never a route module or the server's wiring.
  components: ["~/routes/**", "~/server/**", "~/jobs/**", "~/visualization/**", "~/document/**"],
  // The image pipeline: used by routes and jobs, never the reverse.
  visualization: ["~/components/**", "~/routes/**", "~/server/**", "~/jobs/**", "~/document/**"],
  // The jobs registry plugs entities into the runner; it never reaches pages.
  jobs: ["~/components/**", "~/routes/**", "~/server/**", "~/document/**"],
  // The app's wiring (boot, headers, caches) may use everything but route modules.
  server: ["~/routes/**", "~/components/**"],
  // Where React Router's document is bent (app/document/README.md): it may read content and
  // helpers, never pages, components, entities or the wiring; the wiring, the entries and the root
  // call it (rewrites.server.ts), the rest of app/ does not.
  document: [
    "~/routes/**",
    "~/components/**",
    "~/models/**",
    "~/jobs/**",
    "~/server/**",
    "~/visualization/**",
  ],
};

const noParentImports = {
  group: ["../*", "./../*"],
  message: "Import through ~/ (app) or #db/ (db), not ../",
};

function layerRules() {
  return Object.entries(layers).map(([folder, forbidden]) => ({
    files: [`app/${folder}/**/*.{ts,tsx}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            noParentImports,
            {
              group: forbidden,
              message: `app/${folder}/ may not import this layer (docs/decisions/013-layers.md)`,
            },
            ...(folder === "components"
              ? [
                  {
                    group: ["~/**/*.server", "~/**/*.server.ts"],
                    allowTypeImports: true,
                    message: "Components run in the browser: import only types from *.server modules",
                  },
                ]
              : []),
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
      "tests/artifacts/",
      ".reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "no-restricted-imports": "off",
      // Input validation here refuses control characters by matching them (redirect targets, the
      // contact schema, RSS text): the rule's premise, that such a range is a typo, does not hold.
      "no-control-regex": "off",
    },
  },
  {
    // Kysely's migrations are written against `Kysely<any>` (its documented form): a migration must
    // not depend on today's schema types. Landed migrations are frozen (record 027).
    files: ["db/migrations/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs["recommended-latest"].rules },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noParentImports] }],
    },
  },
  ...layerRules(),
  {
    // Code that can reach the browser takes zod from ~/lib/zod (zod without its eval probe, which
    // our CSP reports). Server-only modules may import zod directly.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/lib/zod.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^zod(\\u002F.*)?$/]",
          message: "Browser code imports zod from ~/lib/zod (jitless, no CSP eval probe)",
        },
      ],
    },
  },
  prettier,
);
