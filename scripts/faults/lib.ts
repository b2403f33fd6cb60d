// Shared by the fault scripts: the built server (`npm run build` first) and a lead poster.
import { startAppServer, type AppServer } from "../../tests/support/app-server";

export { startAppServer, type AppServer };

/** Rate limits off, so a burst is not answered 429. */
export const BURST_ENV = { CONTACT_RATE_PER_MINUTE: "1000000", CONTACT_RATE_PER_DAY: "1000000" };

export interface PostResult {
  status: number;
  id?: number;
  retryAfter?: string | null;
  ms: number;
  email: string;
}

/** One POST /api/contact; status 0 when the connection failed. */
export async function postLead(url: string, email: string, message = "fault injection"): Promise<PostResult> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fullName: "Fault Lead", email, message }),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: number };
    return {
      status: res.status,
      id: body.id,
      retryAfter: res.headers.get("retry-after"),
      ms: performance.now() - started,
      email,
    };
  } catch {
    return { status: 0, ms: performance.now() - started, email };
  }
}

export function countBy<T>(items: T[], key: (item: T) => string | number) {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
