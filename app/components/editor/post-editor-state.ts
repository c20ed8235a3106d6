/**
 * The post editor's one state (docs/decisions/019-visual-editor.md): the fields on the screen, the
 * copy the server holds, the version that copy is, what was sent and is awaiting an answer, the
 * last answer, and what the screen says about them. Every change is an event through one pure
 * reducer, so a save never sends yesterday's field and no state is set while rendering. No React.
 */
import type { RevisionFields } from "~/db/schema";
import type { FlaggedPost } from "~/domain/publishing";
import type { SaveActionResult, SavedPost } from "~/domain/staff-posts";
import type { Photo } from "~/domain/photos";

/** What the writer edits: the post's text and its metadata. */
export interface EditorFields {
  title: string;
  content: string;
  author: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  categories: string[];
  tags: string[];
  /** An outside image address (used only when no album photo is chosen). */
  featuredImage: string;
  featuredPhoto: Photo | null;
}

/** A saved post's fields as the editor receives them: optional fields may be null. */
export interface PostFields {
  title: string;
  content: string;
  author: string | null;
  excerpt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[] | null;
  categories: string[] | null;
  tags: string[] | null;
  featuredImage: string | null;
  featuredPhoto: Photo | null;
  version: number;
}

export const EMPTY_FIELDS: EditorFields = {
  title: "",
  content: "",
  author: "",
  excerpt: "",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: [],
  categories: [],
  tags: [],
  featuredImage: "",
  featuredPhoto: null,
};

export function fieldsFrom(post: PostFields | null): EditorFields {
  if (!post) return EMPTY_FIELDS;
  return {
    title: post.title,
    content: post.content,
    author: post.author ?? "",
    excerpt: post.excerpt ?? "",
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    seoKeywords: post.seoKeywords ?? [],
    categories: post.categories ?? [],
    tags: post.tags ?? [],
    featuredImage: post.featuredImage ?? "",
    featuredPhoto: post.featuredPhoto,
  };
}

/** A revision's fields in the editor's shape; the featured image stays as it is in the editor. */
export function fieldsFromRevision(r: RevisionFields, keep: EditorFields): EditorFields {
  return {
    ...keep,
    title: r.title,
    content: r.content,
    author: r.author === "Admin" ? "" : r.author,
    excerpt: r.excerpt ?? "",
    seoTitle: r.seoTitle ?? "",
    seoDescription: r.seoDescription ?? "",
    seoKeywords: r.seoKeywords ?? [],
    categories: r.categories ?? [],
    tags: r.tags ?? [],
  };
}

/** The fields as the editor's form sends them (and the autosave). */
export function formFrom(fields: EditorFields): FormData {
  const form = new FormData();
  for (const key of ["title", "content", "author", "excerpt", "seoTitle", "seoDescription", "featuredImage"] as const) form.set(key, fields[key]);
  form.set("featuredPhotoId", fields.featuredPhoto?.id ?? "");
  for (const key of ["seoKeywords", "categories", "tags"] as const) fields[key].forEach((v) => form.append(key, v));
  return form;
}

/** What a button asks of the server. */
export type EditorIntent = "save" | "publish" | "unpublish" | "schedule" | "unschedule";

/** What the editor shows after its first save, once it has moved to the saved post. */
export interface SavedNotice {
  message: string;
  id: string;
  warnings: string[];
  ok: boolean;
}

export interface EditorState {
  /** The post being edited; null until its first save. */
  postId: string | null;
  fields: EditorFields;
  /** What the server holds by name (the last named save). */
  stored: EditorFields;
  /** The version that copy is; a save based on an older one is refused. */
  baseVersion: number | null;
  /** Work brought back on arrival, which the writer may discard. */
  notice: { text: string; restored?: EditorFields } | null;
  /** Someone else's work on the same post. */
  otherEditor: string | null;
  /** What was sent with the request awaiting its answer (`extra`: the schedule's moment). */
  pending: { intent: EditorIntent; sent: EditorFields; extra: Record<string, string> } | null;
  /** The last answer the editor has taken in, and what it answered. */
  answer: SaveActionResult | null;
  answerFor: EditorIntent | null;
  /** The clones a publish or a schedule held back for the owner's confirmation (or to tell an editor why). */
  held: { intent: "publish" | "schedule"; posts: FlaggedPost[]; extra: Record<string, string> } | null;
  /** The first save made a post: the editor moves to it. */
  moveTo: SavedNotice | null;
}

export type EditorEvent =
  | { type: "edit"; changes: Partial<EditorFields> }
  /** Work from elsewhere in the editor (kept in the browser, autosaved, a revision): `notice` offers to discard it. */
  | { type: "replace"; fields: EditorFields; notice?: { text: string; restored?: EditorFields } }
  | { type: "discardRestored" }
  | { type: "sent"; intent: EditorIntent; fields: EditorFields; extra?: Record<string, string> }
  | { type: "answered"; result: SaveActionResult }
  /** The post was saved with these fields by another request of the editor's (a clone saves first). */
  | { type: "savedWith"; fields: EditorFields; saved: SavedPost }
  | { type: "newerSave"; by: string }
  | { type: "heldClosed" };

export function initialEditorState(post: (PostFields & { id: string }) | null, otherEditor: string | null = null): EditorState {
  const fields = fieldsFrom(post);
  return {
    postId: post?.id ?? null,
    fields,
    stored: fields,
    baseVersion: post?.version ?? null,
    notice: null,
    otherEditor,
    pending: null,
    answer: null,
    answerFor: null,
    held: null,
    moveTo: null,
  };
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case "edit":
      return { ...state, fields: { ...state.fields, ...event.changes } };
    case "replace":
      return { ...state, fields: event.fields, notice: event.notice ?? state.notice };
    case "discardRestored":
      return state.notice?.restored ? { ...state, fields: state.notice.restored, notice: null } : { ...state, notice: null };
    case "sent":
      return { ...state, pending: { intent: event.intent, sent: event.fields, extra: event.extra ?? {} }, held: null };
    case "answered": {
      const { result } = event;
      const saved = result.saved;
      const next: EditorState = { ...state, answer: result, answerFor: state.pending?.intent ?? null, pending: null };
      // The server holds what was sent: later typing stays unsaved.
      if (saved) next.stored = state.pending?.sent ?? state.fields;
      if (saved && saved.id === state.postId) {
        next.baseVersion = saved.version;
        next.otherEditor = null;
      }
      if (saved && saved.id !== state.postId) {
        next.moveTo = { message: result.message, id: saved.id, ok: result.ok, warnings: result.ok ? result.warnings : [] };
      }
      if (!result.ok && result.doorway) {
        next.held = { intent: state.pending?.intent === "schedule" ? "schedule" : "publish", posts: result.doorway.held, extra: state.pending?.extra ?? {} };
      }
      return next;
    }
    case "savedWith":
      return { ...state, stored: event.fields, baseVersion: event.saved.version, otherEditor: null };
    case "newerSave":
      return { ...state, otherEditor: `${event.by} saved this post after you opened it. Saving now would replace their version: compare under Revisions first.` };
    case "heldClosed":
      return { ...state, held: null };
  }
}

/** The fields differ from what the server holds by name. */
export function hasUnsavedFields(state: Pick<EditorState, "fields" | "stored">): boolean {
  return JSON.stringify(state.fields) !== JSON.stringify(state.stored);
}
