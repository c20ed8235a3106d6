import { describe, expect, it } from "vitest";
import type { SaveActionResult } from "~/domain/staff-posts";
import { EMPTY_FIELDS, editorReducer, fieldsFromRevision, hasUnsavedFields, initialEditorState, type EditorState } from "./post-editor-state";

const post = { id: "p1", title: "Roof care", content: "Gutters first.", author: null, excerpt: null, seoTitle: null, seoDescription: null, seoKeywords: null, categories: ["Care"], tags: null, featuredImage: null, featuredPhoto: null, version: 3 };
const savedOk = (id: string, version: number): SaveActionResult => ({ ok: true, tone: "success", message: "Blog post updated successfully", saved: { id, slug: "roof-care", version, status: "draft" }, warnings: [] });
const run = (state: EditorState, ...events: Parameters<typeof editorReducer>[1][]) => events.reduce(editorReducer, state);

describe("the post editor's state", () => {
  it("starts from the stored post: nothing unsaved, its version the base", () => {
    const state = initialEditorState(post);
    expect(state.fields).toMatchObject({ title: "Roof care", author: "", categories: ["Care"] });
    expect(state.baseVersion).toBe(3);
    expect(hasUnsavedFields(state)).toBe(false);
    expect(initialEditorState(null).fields).toEqual(EMPTY_FIELDS);
  });

  it("marks saved exactly what was sent, so typing after the click stays unsaved", () => {
    const typed = run(initialEditorState(post), { type: "edit", changes: { title: "Roof care in spring" } });
    const sent = run(typed, { type: "sent", intent: "save", fields: typed.fields }, { type: "edit", changes: { title: "Roof care in spring and fall" } });
    const answered = run(sent, { type: "answered", result: savedOk("p1", 4) });
    expect(answered.stored.title).toBe("Roof care in spring");
    expect(answered.fields.title).toBe("Roof care in spring and fall");
    expect(hasUnsavedFields(answered)).toBe(true);
    expect(answered.baseVersion).toBe(4);
    expect(answered.pending).toBeNull();
  });

  it("keeps the base version on a refusal and holds a flagged clone for the owner, for the action that was asked", () => {
    const sent = run(initialEditorState(post), { type: "sent", intent: "schedule", fields: initialEditorState(post).fields });
    const refused = run(sent, {
      type: "answered",
      result: { ok: false, tone: "error", message: "Not scheduled", doorway: { held: [{ id: "p1", title: "Roof care", similarity: 0.9, siblingTitle: "Roof care in Wilson" }], hold: "confirm" } },
    });
    expect(refused.baseVersion).toBe(3);
    expect(refused.stored).toBe(sent.stored);
    expect(refused.held).toMatchObject({ intent: "schedule", posts: [{ id: "p1" }] });
    expect(run(refused, { type: "heldClosed" }).held).toBeNull();
  });

  it("moves to the post its first save made", () => {
    const fresh = run(initialEditorState(null), { type: "edit", changes: { title: "New", content: "Text" } });
    const answered = run(fresh, { type: "sent", intent: "save", fields: fresh.fields }, { type: "answered", result: savedOk("p9", 1) });
    expect(answered.moveTo).toEqual({ message: "Blog post updated successfully", id: "p9", ok: true, warnings: [] });
    expect(hasUnsavedFields(answered)).toBe(false);
  });

  it("brings back kept work with a way to discard it, and says when someone else saved", () => {
    const start = initialEditorState(post);
    const kept = { ...start.fields, content: "Gutters first, then flashing." };
    const restored = run(start, { type: "replace", fields: kept, notice: { text: "Your unsaved changes are back.", restored: start.fields } });
    expect(restored.fields.content).toBe("Gutters first, then flashing.");
    const discarded = run(restored, { type: "discardRestored" });
    expect(discarded.fields).toEqual(start.fields);
    expect(discarded.notice).toBeNull();
    expect(run(start, { type: "newerSave", by: "ana@staff.example" }).otherEditor).toMatch(/^ana@staff\.example saved this post after you opened it\./);
    const saved = run(run(start, { type: "newerSave", by: "ana@staff.example" }), { type: "sent", intent: "save", fields: start.fields }, { type: "answered", result: savedOk("p1", 5) });
    expect(saved.otherEditor).toBeNull();
  });

  it("takes a revision's text and keeps the featured image", () => {
    const photo = { id: "ph" } as never;
    const fields = fieldsFromRevision({ title: "Old", content: "Old text", author: "Admin", excerpt: null, seoTitle: null, seoDescription: null, seoKeywords: null, categories: null, tags: null } as never, { ...EMPTY_FIELDS, featuredPhoto: photo });
    expect(fields).toMatchObject({ title: "Old", author: "", featuredPhoto: photo, categories: [] });
  });
});
