import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirHolder, lockDataDir, lockFile } from "#db/lock";

// The data-folder lock against real processes: a child that takes the lock and is killed with
// SIGKILL, observed before its parent (this test) reaps it.
const LOCK_MODULE = path.resolve(import.meta.dirname, "../../db/lock.ts");
const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "vending-lock-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A child process that takes DATA_DIR's lock and waits; resolves once the lock is written. */
async function childHolding(dir: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
       lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = once(child, "exit");
  cleanups.push(async () => {
    child.kill("SIGKILL");
    await exited;
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk));
  while (!out.includes("locked")) {
    if (child.exitCode !== null) throw new Error("the child exited before taking the lock");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child;
}

/** The fields of /proc/<pid>/stat after "pid (comm)": [0] the state letter, [19] the start time. */
const procFields = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
};
const processState = (pid: number) => procFields(pid)[0];

describe("the data-folder lock", () => {
  it.runIf(process.platform === "linux")(
    "is taken over at once from a process killed with -9 that is not reaped yet (a zombie)",
    async () => {
      const dir = dataDir();
      const child: ChildProcess = await childHolding(dir);
      expect(dataDirHolder(dir)).toBe(child.pid);
      expect(() => lockDataDir(dir)).toThrow(`in use by another server (pid ${child.pid}`);

      // From here on nothing yields to the event loop, so Node cannot reap the child: it stays a zombie.
      child.kill("SIGKILL");
      const deadline = Date.now() + 5000;
      while (processState(child.pid!) !== "Z") {
        if (Date.now() > deadline) throw new Error("the child did not become a zombie");
      }
      expect(dataDirHolder(dir)).toBeUndefined();
      const release = lockDataDir(dir);
      expect(processState(child.pid!)).toBe("Z"); // still not reaped when the lock was taken
      expect(readFileSync(lockFile(dir), "utf8").split("\n")[0]).toBe(String(process.pid));
      release();
    },
  );

  it.runIf(process.platform === "linux")(
    "treats a live pid with another start time as reused (the holder is gone), and one with its own as held",
    async () => {
      const dir = dataDir();
      const other = await childHolding(dataDir());
      const startTime = procFields(other.pid!)[19]!;
      // The same pid, started at another time: a process that died and whose pid was reused.
      writeFileSync(lockFile(dir), `${other.pid}\n${Number(startTime) - 100}\n`);
      expect(dataDirHolder(dir)).toBeUndefined();
      lockDataDir(dir)();

      writeFileSync(lockFile(dir), `${other.pid}\n${startTime}\n`);
      expect(dataDirHolder(dir)).toBe(other.pid);
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
    },
  );
});
