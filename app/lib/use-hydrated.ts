import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating (so the markup matches the server's),
 * true once the component runs in the browser. For enhancements that must not change the
 * server-rendered HTML, without setting state in an effect.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
