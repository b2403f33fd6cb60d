/**
 * How long ago something happened, in plain words for a list card: "just now", "12 min ago",
 * "3 h ago", "1 day ago", "5 weeks ago", "4 months ago". Computed by the loader (not while
 * rendering), so the server's and the browser's markup agree.
 */
export function ageLabel(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const minutes = Math.max(0, Math.floor((now.getTime() - then) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 14) return days === 1 ? "1 day ago" : `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  const months = Math.floor(days / 30.44);
  return months < 24 ? `${months} months ago` : `${Math.floor(days / 365.25)} years ago`;
}
