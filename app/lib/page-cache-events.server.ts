/**
 * Tells the page cache (app/server/page-cache.server.ts) which public URLs a write changed, so it
 * drops exactly those entries. Models call `publicPagesChanged` after their write has committed;
 * the page cache subscribes. With no subscriber (scripts, unit tests) it does nothing.
 * `allPublicPagesChanged` drops every entry (for a change that shows on every page, such as the
 * business's contact facts in the footer).
 */
type Listener = (paths: readonly string[] | "all") => void;
const listeners = new Set<Listener>();

export function onPublicPagesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicPagesChanged(paths: readonly string[]) {
  for (const listener of listeners) listener(paths);
}

export function allPublicPagesChanged() {
  for (const listener of listeners) listener("all");
}
