// `npm run db:seed`: demo content for a fresh install (idempotent: running it twice adds nothing).
import { closeDatabase } from "#db/index";
import { openAppDatabase } from "./lib";
import { seedDemoBlogPosts } from "./seed/blog-posts";
import { seedDemoLeads, seedPipelineLeads } from "./seed/leads";

const { db } = await openAppDatabase();
const seeders: Array<[string, () => Promise<number>]> = [
  ["demo contact requests", () => seedDemoLeads(db)],
  ["sample pipeline leads (12 weeks, for the Insights tab)", () => seedPipelineLeads(db)],
  ["demo blog posts", () => seedDemoBlogPosts(db)],
];
for (const [name, run] of seeders) {
  const added = await run();
  console.log(added ? `Added ${added} ${name}.` : `${name}: already there.`);
}
await closeDatabase();
