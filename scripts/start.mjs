#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources, then runs the
// production server (which applies migrations itself) on http://localhost:3000 with ./data.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverBundle = path.join(root, "build/server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  "app",
  "db",
  "public",
  "server.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
]
  .map((p) => path.join(root, p))
  .filter(existsSync)
  .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs));
const stale = !existsSync(serverBundle) || statSync(serverBundle).mtimeMs < Math.max(...sources);

if (stale) {
  console.log("Building the site (first start or sources changed)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, [serverBundle], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
