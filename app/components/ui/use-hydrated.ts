import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * False while the server renders the page and during hydration, true from the browser's next
 * render on: for parts that only work with JavaScript, which the server can leave out or shorten.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
