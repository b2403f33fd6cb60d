import { sql } from "kysely";
import { db } from "~/lib/db.server";

/** 200 "ok" after a real database round trip; 503 when the database is unusable. */
export async function loader() {
  try {
    const row = await sql<{ ok: number }>`select 1 as ok`.execute(db());
    if (row.rows[0]?.ok !== 1) throw new Error("unexpected answer");
    await db().selectFrom("jobs").select("id").limit(1).execute();
    return new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("healthz: database check failed:", error instanceof Error ? error.message : error);
    return new Response("database unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
