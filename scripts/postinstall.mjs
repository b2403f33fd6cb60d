#!/usr/bin/env node
// `npm install` runs this last (the "postinstall" script). The project brings its own Node 24 as the
// `node` devDependency (docs/decisions/073-node-24-everywhere.md), while the install itself may run
// on the machine's older Node. The native addons (better-sqlite3, sharp, @node-rs/argon2) are
// Node-API builds shipped as prebuilt binaries, so they load in any Node version; this checks that
// they really load in the Node that runs this script (npm puts node_modules/.bin, hence the
// project's Node, first on PATH) and stops the install with the reason when one does not.
// About half a second.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const probes = {
  "better-sqlite3": "require('better-sqlite3')(':memory:').close()",
  sharp: "require('sharp')",
  "@node-rs/argon2": "require('@node-rs/argon2')",
};

// A child process, so an addon that crashes the process is reported too.
const probe = spawnSync(process.execPath, ["-e", Object.values(probes).join(";")], {
  cwd: root,
  encoding: "utf8",
});
if (probe.status === 0) {
  console.log(`postinstall: ${Object.keys(probes).join(", ")} load in Node ${process.version}.`);
  process.exit(0);
}
console.error(
  `postinstall: a native addon does not load in Node ${process.version} (the project's Node, docs/decisions/073):\n` +
    (probe.stderr || `exit ${probe.status}`).trim(),
);
process.exit(1);
