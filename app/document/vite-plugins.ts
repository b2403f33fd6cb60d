import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * The build's side of the document seams (vite.config.ts; app/document/README.md).
 *
 * The client chunk of each dictionary part in each language
 * (app/content/{ui,home,ui-pages,services,ui-tools}.{en,es}.ts) and the whole style sheet's file,
 * for the server: `virtual:language-chunks` maps "ui.es" and the like to the chunk's URL, so a page
 * announces its own dictionaries with the rest of its modules (fetched after `load`, in parallel)
 * instead of entry.client asking for them one round trip later (decision 056), and "styles" to
 * app.css, which a cached page's boot adds after `load` (decision 058) and which
 * DOCUMENT_REWRITES=off links (decision 076). Empty under the dev server.
 */
export function languageChunks(): Plugin {
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
