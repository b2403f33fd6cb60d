import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/**
 * Writes build/chunk-modules.json (outside the public client folder): for each client chunk, the
 * rendered size of each module in it, so `npm run audit` can tell the framework's bytes (react,
 * react-dom, react-router, the bundler runtime) from ours (issue 17's JavaScript budget).
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

/**
 * The client chunk of each dictionary part in each language (app/content/{ui,home,ui-pages,services,ui-tools}.{en,es}.ts),
 * for the server: `virtual:language-chunks` maps "ui.es" and the like to the chunk's URL, so a page
 * announces its own dictionaries with the rest of its modules (fetched after `load`, in parallel)
 * instead of entry.client asking for them one round trip later. Empty under the dev server.
 */
function languageChunks(): Plugin {
  const file = "build/language-chunks.json";
  const id = "virtual:language-chunks";
  let command: "build" | "serve" = "serve";
  return {
    name: "language-chunks",
    configResolved(config) {
      command = config.command;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        // The whole style sheet, which a cached page's boot adds after `load` (decision 058).
        if (output.type === "asset" && output.originalFileNames.some((name) => name.endsWith("app/app.css")))
          chunks.styles = `/${output.fileName}`;
        const match =
          output.type === "chunk" &&
          /\/app\/content\/(ui|home|ui-pages|services|ui-tools)\.(en|es)\.ts$/.exec(
            output.facadeModuleId ?? "",
          );
        if (match) {
          const part = { "ui-pages": "pages", "ui-tools": "tools" }[match[1]!] ?? match[1];
          chunks[`${part}.${match[2]}`] = `/${output.fileName}`;
        }
      }
      mkdirSync("build", { recursive: true });
      writeFileSync(file, JSON.stringify(chunks));
    },
    resolveId(source) {
      return source === id ? `\0${id}` : undefined;
    },
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (command !== "build") return "export default {};";
      // The client is built first; without its record the pages would lose the preloads silently.
      if (!existsSync(file)) throw new Error(`${file} is missing: the client build writes it`);
      const chunks = readFileSync(file, "utf8");
      return `export default ${chunks};`;
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
