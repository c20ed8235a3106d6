import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useBlocker } from "react-router";
import type { AutosaveResponse } from "~/domain/staff-posts";

/** Autosave this long after the last keystroke: "a few seconds of inactivity" (docs/decisions/007-editor.md). */
export const AUTOSAVE_IDLE_MS = 3000;
const AUTOSAVE_URL = "/create-post/autosave";
/** Browsers refuse `keepalive` bodies over 64 KB; longer texts rely on the browser copy when the page closes. */
const KEEPALIVE_LIMIT = 60_000;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "local"; reason: "new" | "offline" | "invalid" }
  | { kind: "signed-out" };

/** The text kept in this browser until it is saved (localStorage), with the version it was based on. */
export interface BrowserCopy<F> {
  fields: F;
  baseVersion: number | null;
  keptAt: string;
}

export function browserCopyKey(postId: string | null): string {
  return `post-editor:${postId ?? "new"}`;
}

export function readBrowserCopy<F>(postId: string | null): BrowserCopy<F> | null {
  try {
    const raw = localStorage.getItem(browserCopyKey(postId));
    return raw ? (JSON.parse(raw) as BrowserCopy<F>) : null;
  } catch {
    return null;
  }
}

export function clearBrowserCopy(postId: string | null): void {
  try {
    localStorage.removeItem(browserCopyKey(postId));
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * Keeps the editor's unsaved work (docs/decisions/007-editor.md): in this browser on every change
 * (so a closed tab or an expired session loses nothing), and, for a saved post, as an autosave
 * revision on the server after a few idle seconds and when the page is hidden. `unsaved` is true
 * while the text differs from what the server holds (the last save or autosave): the leave warnings
 * read it.
 */
export function useAutosave<F>({
  postId,
  baseVersion,
  fields,
  stored,
  toForm,
  significant,
  onNewerSave,
}: {
  postId: string | null;
  baseVersion: number | null;
  fields: F;
  /** What the server holds now (after load, a save or an autosave). */
  stored: F;
  toForm: (fields: F) => FormData;
  /** The part of the fields whose change counts as unsaved work (what the leave warnings and autosave react to). */
  significant: (fields: F) => unknown;
  onNewerSave: (by: string) => void;
}) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  // The text the last autosave put on the server (the named saves are `stored`).
  const [serverCopy, setServerCopy] = useState<string | null>(null);
  const current = JSON.stringify(significant(fields));
  const storedJson = JSON.stringify(significant(stored));
  // Unsaved: the server holds this text neither as the post (a named save) nor as its last autosave.
  const unsaved = current !== storedJson && current !== serverCopy;

  // The browser copy follows every change (cleared once the server holds the same text). Not on
  // arrival: nothing has changed yet, and a copy from before must wait for the editor to offer it back.
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    const key = browserCopyKey(postId);
    try {
      if (current === storedJson) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify({ fields, baseVersion, keptAt: new Date().toISOString() } satisfies BrowserCopy<F>));
    } catch {
      // Storage full or blocked: the server autosave still runs.
    }
  }, [current, storedJson, postId, baseVersion, fields]);

  const body = useCallback(
    (f: F) => {
      const form = toForm(f);
      form.set("postId", postId ?? "");
      form.set("baseVersion", String(baseVersion ?? ""));
      return form;
    },
    [toForm, postId, baseVersion],
  );

  const send = useEffectEvent(async (snapshot: string, f: F) => {
    if (!postId || baseVersion === null) {
      setState({ kind: "local", reason: "new" });
      return;
    }
    setState({ kind: "saving" });
    try {
      const res = await fetch(AUTOSAVE_URL, { method: "POST", body: body(f), headers: { Accept: "application/json" } });
      if (res.status === 401) {
        setState({ kind: "signed-out" });
        return;
      }
      const answer = (await res.json().catch(() => null)) as AutosaveResponse | null;
      if (!answer?.ok) {
        setState({ kind: "local", reason: res.status === 400 ? "invalid" : "offline" });
        return;
      }
      setServerCopy(snapshot);
      setState({ kind: "saved", at: answer.savedAt });
      if (answer.newerSaveBy) onNewerSave(answer.newerSaveBy);
    } catch {
      setState({ kind: "local", reason: "offline" });
    }
  });

  useEffect(() => {
    if (!unsaved) return;
    const timer = setTimeout(() => void send(current, fields), AUTOSAVE_IDLE_MS);
    return () => clearTimeout(timer);
  }, [current, unsaved, fields]);

  // Leaving the page (closing the tab, switching apps on a phone): one last autosave that outlives the page.
  const onHide = useEffectEvent(() => {
    if (!unsaved || !postId) return;
    const form = body(fields);
    const size = [...form.values()].reduce((n, v) => n + (typeof v === "string" ? v.length : 0), 0);
    if (size > KEEPALIVE_LIMIT) return;
    void fetch(AUTOSAVE_URL, { method: "POST", body: form, keepalive: true }).catch(() => {});
  });
  useEffect(() => {
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, []);

  return { state, unsaved };
}

/**
 * Leaving with unsaved work asks first: links inside the app (the blocker, which the editor shows
 * as a dialog) and the tab itself (beforeunload).
 */
export function useLeaveWarning(unsaved: boolean) {
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation: from, nextLocation: to }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
        unsaved && (from.pathname !== to.pathname || from.search !== to.search),
      [unsaved],
    ),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  return blocker;
}
