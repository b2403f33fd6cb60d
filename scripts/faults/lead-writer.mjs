// `node scripts/faults/lead-writer.mjs <app.sqlite> <writes per second>`: another process that
// writes leads into the database at a steady rate, one transaction per lead, until it is stopped
// (SIGTERM). Prints "ready" once writing, and on exit the number of leads written.
// Used by scripts/faults/backup-under-writes.ts and tests/unit/backup.test.ts.
import SQLite from "better-sqlite3";

const [file, rateArg] = process.argv.slice(2);
if (!file) {
  console.error("Usage: node scripts/faults/lead-writer.mjs <app.sqlite> [writes per second]");
  process.exit(1);
}
const rate = Number(rateArg ?? 200);
const db = new SQLite(file);
db.pragma("busy_timeout = 1000");
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
const insert = db.prepare(
  "insert into contact_requests (full_name, email, message, notification_status, created_at) values (?, ?, ?, 'skipped', ?)",
);
let written = 0;
let stopping = false;
const started = Date.now();
const tick = () => {
  if (stopping) return;
  // Catch up to the target rate, then wait for the next millisecond slot.
  const due = Math.floor(((Date.now() - started) / 1000) * rate);
  while (written < due) {
    insert.run(
      `Writer ${written}`,
      `writer-${written}@example.com`,
      "steady write",
      new Date().toISOString(),
    );
    written += 1;
  }
  setTimeout(tick, Math.max(1, Math.floor(1000 / rate)));
};
process.on("SIGTERM", () => {
  stopping = true;
  db.close();
  console.log(`written ${written}`);
  process.exit(0);
});
console.log("ready");
tick();
