import { checkDatabase, getDatabase } from "#db/index";
import { getEnv } from "~/lib/env.server";

/**
 * 200 "ok" when the database can be read and written (a real write in a transaction that is
 * rolled back); 503 when it is corrupt, read-only, full or locked for longer than the busy timeout.
 */
export async function loader() {
  const problem = await checkDatabase(getDatabase(getEnv().DATA_DIR).db);
  if (!problem) {
    return new Response("ok", {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  console.error(`healthz: database check failed: ${problem}`);
  return new Response("database unavailable", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "30",
    },
  });
}
