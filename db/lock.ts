import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * One server per data folder: the server writes its pid (and, on Linux, the process's start time)
 * into DATA_DIR/server.lock at start and removes it on a clean exit. A file whose process is no
 * longer alive (a crash, kill -9) is stale and taken over. `npm run db:restore` refuses while the
 * folder is held, whatever port the server uses.
 */
export const LOCK_FILENAME = "server.lock";

export function lockFile(dataDir: string) {
  return path.resolve(dataDir, LOCK_FILENAME);
}

/**
 * A process as Linux's /proc/<pid>/stat describes it: its state letter (R, S, D, Z, X, ...) and its
 * start time (field 22, clock ticks since boot). Undefined when it cannot be read (no such process,
 * no /proc, or a /proc that hides other users' processes).
 */
function procStat(pid: number): { state: string; startTime: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  const startTime = fields[19]; // field 22 of the whole line
  return state && startTime ? { state, startTime } : undefined;
}

/** This process's start time as recorded in the lock (empty where /proc cannot be read). */
function ownStartTime() {
  return procStat(process.pid)?.startTime ?? "";
}

/**
 * Whether `pid` is a live process, and the same process that wrote the lock: a zombie (killed, not
 * yet reaped by its parent: state Z) or a dying process (X) is dead, and a pid whose start time
 * differs from the recorded one was reused by another program. Without /proc, a signal 0 probe.
 */
function alive(pid: number, recordedStartTime?: string) {
  const stat = procStat(pid);
  if (stat) {
    if (stat.state === "Z" || stat.state === "X") return false;
    return !recordedStartTime || recordedStartTime === stat.startTime;
  }
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
  // "<pid>\n<start time>\n"; files written before the start time was recorded hold the pid only.
  const [pidLine, startLine] = text.split("\n");
  const pid = Number.parseInt(pidLine?.trim() ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return alive(pid, startLine?.trim() || undefined) ? pid : undefined;
}

/** Takes the data folder for this process; throws one line naming DATA_DIR when another holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFile(dataDir);
  const content = `${process.pid}\n${ownStartTime()}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, content);
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
      if (readFileSync(file, "utf8") === content) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

/** Whether a process id is alive, not a zombie (a backup's temporary folder names the process writing it). */
export { alive as processAlive };
