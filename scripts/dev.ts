// `npm run dev`: the same Express server (server.ts) with Vite in middleware mode (HMR).
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const mod = (await vite.ssrLoadModule("/server.ts")) as typeof import("../server");
const { closeServices, startServices } = (await vite.ssrLoadModule(
  "/app/server/boot.server.ts",
)) as typeof import("../app/server/boot.server");
const { getEnv } = (await vite.ssrLoadModule(
  "/app/lib/env.server.ts",
)) as typeof import("../app/lib/env.server");
await startServices();
const app = mod.createApp({
  vite,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
});
const env = getEnv();
const server = app.listen(env.PORT, env.HOST, () =>
  console.log(`Dev server on http://localhost:${env.PORT}`),
);
mod.handleShutdown(server, {
  close: async () => {
    await closeServices();
    await vite.close();
  },
});
