import type { Route } from "./+types/admin._index";

// The Contact Submissions tab (the admin issue builds the counters, search, table and dialog).
export default function ContactSubmissions(_: Route.ComponentProps) {
  return <h2 className="text-xl font-semibold">Contact Submissions</h2>;
}
