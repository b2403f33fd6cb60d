import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { mkdirSync, writeFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { languageChunks } from "./app/document/vite-plugins.ts";

/**
 * Writes build/chunk-modules.json (outside the public client folder): for each client chunk, the
 * rendered size of each module in it, so `npm run audit` can tell the framework's bytes (react,
 * react-dom, react-router, the bundler runtime) from ours (the JavaScript budget, docs/decisions/039).
 */
function chunkModules(): Plugin {
  return {
    name: "chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            id.replace(process.cwd(), "").replace(/\?.*$/, ""),
            module.renderedLength,
          ]),
        );
      }
      mkdirSync("build", { recursive: true });
      writeFileSync("build/chunk-modules.json", JSON.stringify(chunks));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  build: {
    // The server bundle's entry is our Express server (server.ts), which imports the
    // React Router server build; the client bundle keeps React Router's own entries.
    rollupOptions: isSsrBuild ? { input: "./server.ts" } : undefined,
    assetsInlineLimit: 0,
  },
  ssr: {
    // Native or large server-only packages stay external and load from node_modules.
    external: ["better-sqlite3", "sharp", "@node-rs/argon2", "nodemailer", "purgecss"],
  },
  optimizeDeps: {
    exclude: ["@node-rs/argon2", "better-sqlite3", "sharp"],
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    chunkModules(),
    // The dictionaries' and the style sheet's files, for the document seams (app/document/README.md).
    languageChunks(),
    // Every text asset of the client build also as .br (quality 11) and .gz (level 9), made once
    // here: the server sends these files as they are (server.ts) instead of compressing each
    // response, so an asset is answered at once and smaller (decision 061).
    // (The plugin writes them beside the server's bundle as well, which never reads them.)
    compression({
      include: /\.(js|css|svg|json|webmanifest|txt|xml)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
    }),
  ],
}));
