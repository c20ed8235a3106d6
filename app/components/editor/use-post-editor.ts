/**
 * The post editor's state in React (docs/decisions/019-visual-editor.md): the reducer of
 * post-editor-state.ts, a synchronous mirror of it so a click in the same task as the last
 * keystroke sends that keystroke, the one request every button makes (save, publish, unpublish,
 * schedule, unschedule) with the text on the screen, and the answers taken in from an effect —
 * never while rendering.
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useFetcher } from "react-router";
import type { SaveActionResult } from "~/domain/staff-posts";
import {
  editorReducer,
  fieldsFromRevision,
  hasUnsavedFields,
  formFrom,
  initialEditorState,
  type EditorEvent,
  type EditorFields,
  type EditorIntent,
  type PostFields,
} from "./post-editor-state";
import { clearBrowserCopy, readBrowserCopy } from "./use-autosave";
import type { RevisionFields } from "~/db/schema";
import { officeTime } from "~/domain/office-time";

/** An autosave newer than the post's last save: the writer's own, or someone else's. */
export interface PendingAutosave {
  authorEmail: string;
  mine: boolean;
  createdAt: string;
  fields: RevisionFields;
}

export interface SubmitOptions {
  /** "Save anyway" after a conflict: no base version, the writer replaces the other save. */
  overwrite?: boolean;
  /** The owner confirms a clone the doorway check flagged. */
  confirmDoorway?: boolean;
  /** More fields of the request (the schedule's moment). */
  extra?: Record<string, string>;
}

export function usePostEditor({
  post,
  autosaved,
}: {
  post: (PostFields & { id: string; status: "draft" | "published" }) | null;
  autosaved: PendingAutosave | null;
}) {
  const [state, dispatch] = useReducer(editorReducer, null, () =>
    initialEditorState(
      post,
      autosaved && !autosaved.mine ? `${autosaved.authorEmail} has unsaved changes to this post (autosaved ${officeTime(autosaved.createdAt)}): you may be editing it at the same time.` : null,
    ),
  );
  // The reducer is pure, so the mirror computes the same state React will render next.
  const latest = useRef(state);
  const send = useCallback((event: EditorEvent) => {
    latest.current = editorReducer(latest.current, event);
    dispatch(event);
  }, []);
  const edit = useCallback((changes: Partial<EditorFields>) => send({ type: "edit", changes }), [send]);
  /** The content box's text at this moment (set by the visual editor while it is shown). */
  const contentNow = useRef<(() => string) | null>(null);

  const fetcher = useFetcher<SaveActionResult>();
  const taken = useRef<SaveActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === taken.current) return;
    taken.current = fetcher.data;
    send({ type: "answered", result: fetcher.data });
  }, [fetcher.state, fetcher.data, send]);

  /** The text on the screen at this moment, as a save sends it (with the version and status it is based on). */
  const screen = useCallback(
    (overwrite = false) => {
      const now = latest.current;
      // The text at the click, not what a transition of the visual editor has written so far.
      const fields = { ...now.fields, content: contentNow.current?.() ?? now.fields.content };
      const form = formFrom(fields);
      if (now.baseVersion !== null && !overwrite) form.set("baseVersion", String(now.baseVersion));
      // The status the buttons were chosen for: a publish or unpublish by someone else meanwhile is told, not overwritten.
      if (post && !overwrite) form.set("baseStatus", post.status);
      return { form, fields, unsaved: hasUnsavedFields({ fields, stored: now.stored }) };
    },
    [post],
  );

  const submit = useCallback(
    (intent: EditorIntent, { overwrite = false, confirmDoorway = false, extra = {} }: SubmitOptions = {}) => {
      const { form, fields } = screen(overwrite);
      form.set("intent", intent);
      if (confirmDoorway) form.set("confirmDoorway", "on");
      for (const [name, value] of Object.entries(extra)) form.set(name, value);
      send({ type: "sent", intent, fields, extra });
      void fetcher.submit(form, { method: "post" });
    },
    [fetcher, screen, send],
  );

  /** For a request of the editor's own that saves first (a clone): the screen's text when it is not saved. */
  const unsavedScreen = useCallback(() => {
    const now = screen();
    return now.unsaved ? { form: now.form, fields: now.fields } : null;
  }, [screen]);

  // Work kept from before (this browser's copy, else the writer's own autosave) comes back once, on arrival.
  useEffect(() => {
    const initial = latest.current.stored;
    const copy = readBrowserCopy<EditorFields>(post?.id ?? null);
    if (copy && copy.baseVersion === (post?.version ?? null) && JSON.stringify(copy.fields) !== JSON.stringify(initial)) {
      send({ type: "replace", fields: copy.fields, notice: { text: `Your unsaved changes from ${officeTime(copy.keptAt)} were kept in this browser and are back in the editor.`, restored: initial } });
    } else if (autosaved?.mine) {
      send({ type: "replace", fields: fieldsFromRevision(autosaved.fields, initial), notice: { text: `Your changes autosaved ${officeTime(autosaved.createdAt)} are back in the editor (not yet saved as the post).`, restored: initial } });
    } else if (copy) {
      clearBrowserCopy(post?.id ?? null);
    }
    // Once, on arrival: the editor is keyed by the post.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, send, edit, submit, unsavedScreen, contentNow, busyWith: fetcher.state !== "idle" ? (state.pending?.intent ?? "save") : null };
}
