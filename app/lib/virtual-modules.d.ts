declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

/** The client chunk of each language's dictionaries (vite.config.ts, languageChunks). */
declare module "virtual:language-chunks" {
  const chunks: Partial<Record<"en" | "es", string>>;
  export default chunks;
}
