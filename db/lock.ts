import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * One server per data folder: the server writes its pid into DATA_DIR/server.lock at start and
 * removes it on a clean exit. A file whose pid is no longer alive (a crash, kill -9) is stale and
 * taken over. `npm run db:restore` refuses while the folder is held, whatever port the server uses.
 */
export const LOCK_FILENAME = "server.lock";

export function lockFile(dataDir: string) {
  return path.resolve(dataDir, LOCK_FILENAME);
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of the live process holding the data folder, or undefined when it is free. */
export function dataDirHolder(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile(dataDir), "utf8");
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return alive(pid) ? pid : undefined;
}

/** Takes the data folder for this process; throws one line naming DATA_DIR when another holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFile(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined && holder !== process.pid) {
        throw new Error(
          `DATA_DIR ${path.resolve(dataDir)} is in use by another server (pid ${holder}, ${file}); stop it first`,
        );
      }
      // Stale (its process is gone) or a pid reused by this very process after a restart.
      rmSync(file, { force: true });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

/** Whether a process id is alive (a backup's temporary folder names the process writing it). */
export { alive as processAlive };
