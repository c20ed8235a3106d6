import { useCallback, useSyncExternalStore } from "react";

/**
 * A display preference of the editor kept in this browser's localStorage under the staff member's
 * id (docs/decisions/019-visual-editor.md): which sections they closed, which content mode they
 * write in. Read after hydration (the server renders the default); every reader of the same key in
 * this tab and in others follows a change at once.
 */
const changed = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  changed.add(onChange);
  // Another tab of the same browser changing it.
  window.addEventListener("storage", onChange);
  return () => {
    changed.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored value (null before hydration, when unset or when storage is blocked) and its setter. */
export function useStoredPreference(key: string): [string | null, (value: string) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
  const store = useCallback(
    (value: string) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Storage blocked: the choice still applies on this page, it is just not remembered.
      }
      changed.forEach((onChange) => onChange());
    },
    [key],
  );
  return [raw, store];
}
