// `npm run db:checksums`: records the checksum of each migration file that has none yet, in
// db/migrations/checksums.json. Run it once when a new migration lands. It never replaces a
// recorded checksum: a landed migration is not edited (add a new migration instead).
import { writeFileSync } from "node:fs";
import { CHECKSUMS_FILE, migrationChecksums, recordedChecksums } from "#db/checksums";

const recorded = recordedChecksums();
const current = migrationChecksums();
const added: string[] = [];
const changed: string[] = [];
for (const [name, sum] of Object.entries(current)) {
  if (!(name in recorded)) {
    recorded[name] = sum;
    added.push(name);
  } else if (recorded[name] !== sum) changed.push(name);
}
const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(CHECKSUMS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(added.length ? `recorded: ${added.join(", ")}` : "no new migration");
if (changed.length) {
  console.error(
    `changed after landing (restore them and add a new migration instead): ${changed.join(", ")}`,
  );
  process.exit(1);
}
