#!/usr/bin/env node
// `npm install` runs this last (the "postinstall" script). The project brings its own Node 24 as the
// `node` devDependency (docs/decisions/073-node-24-everywhere.md), but npm compiles native addons
// for the Node that runs the install, which may be the machine's older Node. better-sqlite3 is the
// one addon tied to Node's ABI (sharp and @node-rs/argon2 use N-API), so this checks that it loads in
// the Node running this script (npm puts node_modules/.bin, hence the project's Node, first on PATH)
// and rebuilds it against that Node's headers when it does not. Quick when there is nothing to do.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(path.join(root, "package.json"));

function loadError() {
  try {
    // A child process: a failed dlopen in this process would be cached.
    const probe = spawnSync(process.execPath, ["-e", "require('better-sqlite3')(':memory:').close()"], {
      cwd: root,
      encoding: "utf8",
    });
    return probe.status === 0 ? null : (probe.stderr || `exit ${probe.status}`).trim();
  } catch (error) {
    return String(error);
  }
}

const platform = process.platform === "win32" ? "win" : process.platform;
const platformPackages = [`node-${platform}-${process.arch}`, `node-bin-${platform}-${process.arch}`];

function isHeadersOf(dir, version) {
  const versionHeader = path.join(dir, "include/node/node_version.h");
  if (!existsSync(versionHeader) || !existsSync(path.join(dir, "include/node/common.gypi"))) return false;
  const header = readFileSync(versionHeader, "utf8");
  const part = (name) => header.match(new RegExp(`#define ${name} (\\d+)`))?.[1];
  return (
    `v${part("NODE_MAJOR_VERSION")}.${part("NODE_MINOR_VERSION")}.${part("NODE_PATCH_VERSION")}` === version
  );
}

/**
 * A folder with include/node/ (and common.gypi) for this very Node. The `node` package installs its
 * platform build (headers included) as its own dependency, but a later `npm install` prunes that
 * as extraneous; then the same package is fetched once with `npm pack` (npm's cache) into
 * node_modules/.cache/node-headers/. node-gyp cannot download headers from nodejs.org everywhere.
 */
function headersFor(version) {
  const candidates = [path.resolve(path.dirname(process.execPath), "..")];
  for (const name of platformPackages) {
    for (const from of ["node/package.json", "package.json"]) {
      try {
        const base = from === "package.json" ? require : createRequire(require.resolve(from));
        candidates.push(path.dirname(base.resolve(`${name}/package.json`)));
      } catch {
        // not installed under this name
      }
    }
  }
  const cache = path.join(root, "node_modules/.cache/node-headers", version);
  candidates.push(cache);
  const found = candidates.find((dir) => isHeadersOf(dir, version));
  if (found) return found;
  mkdirSync(cache, { recursive: true });
  for (const name of platformPackages) {
    const pack = spawnSync("npm", ["pack", `${name}@${version.slice(1)}`, "--pack-destination", cache], {
      cwd: cache,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    const tarball = pack.status === 0 ? pack.stdout.trim().split("\n").pop() : undefined;
    if (!tarball) continue;
    spawnSync("tar", ["-xzf", tarball, "--strip-components=1", "package/include"], {
      cwd: cache,
      stdio: "inherit",
    });
    rmSync(path.join(cache, tarball), { force: true });
    if (isHeadersOf(cache, version)) return cache;
  }
  return undefined;
}

if (!existsSync(path.join(root, "node_modules/better-sqlite3/package.json"))) process.exit(0);

const problem = loadError();
if (!problem) {
  console.log(`postinstall: better-sqlite3 loads in Node ${process.version}; nothing to rebuild.`);
  process.exit(0);
}

const nodedir = headersFor(process.version);
console.log(
  `postinstall: better-sqlite3 does not load in Node ${process.version} (${
    problem
      .split("\n")
      .find((l) => /NODE_MODULE_VERSION \d+\./.test(l))
      ?.trim() ?? "it fails to load"
  });` +
    ` rebuilding it for this Node${nodedir ? ` with the headers in ${path.relative(root, nodedir) || nodedir}` : ""}...`,
);
const started = Date.now();
const binDir = path.dirname(process.execPath);
const rebuild = spawnSync("npm", ["rebuild", "better-sqlite3", "--foreground-scripts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    // This Node runs node-gyp (the scripts' `node`), and its headers decide the ABI.
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`,
    ...(nodedir ? { npm_config_nodedir: nodedir } : {}),
  },
});
const after = rebuild.status === 0 ? loadError() : `npm rebuild exited with ${rebuild.status}`;
if (after) {
  console.error(`postinstall: better-sqlite3 still does not load in Node ${process.version}:\n${after}`);
  process.exit(1);
}
console.log(
  `postinstall: better-sqlite3 rebuilt for Node ${process.version} in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
