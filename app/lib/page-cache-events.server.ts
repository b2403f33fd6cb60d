/**
 * Tells the page cache (app/server/page-cache.server.ts) which public URLs a write changed, so it
 * drops exactly those entries. Models call `publicPagesChanged` after their write has committed;
 * the page cache subscribes. With no subscriber (scripts, unit tests) it does nothing. A write that
 * shows on every page (the business facts of Settings) calls `allPublicPagesChanged`.
 */
export const ALL_PAGES = "all" as const;
type Listener = (paths: readonly string[] | typeof ALL_PAGES) => void;
const listeners = new Set<Listener>();

export function onPublicPagesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicPagesChanged(paths: readonly string[]) {
  for (const listener of listeners) listener(paths);
}

/** Every public page changed: the page cache drops all its entries. */
export function allPublicPagesChanged() {
  for (const listener of listeners) listener(ALL_PAGES);
}
