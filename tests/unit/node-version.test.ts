import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import Database from "better-sqlite3";

// The suite runs on the Node the project pins and ships (docs/decisions/073-node-24-everywhere.md):
// `npm test` puts node_modules/.bin/node first on PATH, and the postinstall built better-sqlite3
// for it.
const pinned = JSON.parse(readFileSync("package.json", "utf8")).devDependencies.node as string;

describe("the project's Node", () => {
  it("runs the tests, and the Dockerfile's default base is the same major version", () => {
    expect(process.version).toBe(`v${pinned}`);
    const dockerfile = readFileSync("Dockerfile", "utf8");
    expect(dockerfile).toContain(`ARG NODE_IMAGE=node:${pinned.split(".")[0]}-bookworm-slim`);
    const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;
    expect(engines).toMatch(new RegExp(`^>=${pinned.split(".")[0]}\\.`));
  });

  it("is the `node` a spawned `npm` script gets (the suite's child processes)", () => {
    const child = spawnSync("npm", ["exec", "--", "node", "-p", "process.version"], { encoding: "utf8" });
    expect(child.stdout.trim()).toBe(`v${pinned}`);
  });

  it("loads better-sqlite3 (built for this Node's ABI)", () => {
    const db = new Database(":memory:");
    expect(db.prepare("select sqlite_version() as v").get()).toMatchObject({ v: expect.any(String) });
    db.close();
  });
});
