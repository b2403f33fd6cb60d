import { siteHealth } from "~/server/health.server";

/**
 * The site's health, machine-readable (the body is documented in docs/operations.md, "Health check"):
 * `{"status":"ok"|"degraded"|"down","checkedAt":...,"checks":{"database":...,"disk":...,"notifications":...}}`.
 * 503 when down (the site cannot take a lead), 200 otherwise (degraded: it works, but needs the owner).
 */
export async function loader() {
  const report = await siteHealth().report();
  const down = report.status === "down";
  return Response.json(report, {
    status: down ? 503 : 200,
    headers: { "Cache-Control": "no-store", ...(down ? { "Retry-After": "30" } : {}) },
  });
}
