import { getSchema } from "@tiptap/core";
import { EditorState } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { contentExtensions } from "./content-schema";
import { addPlaceholder, PhotoDrop, photoDropKey, photoPosition, placeholderPosition, removePlaceholder } from "./photo-drop";

const schema = getSchema(contentExtensions());
const paragraph = (text: string) => schema.node("paragraph", null, [schema.text(text)]);
const doc = schema.node("doc", null, [paragraph("Ridge vent"), paragraph("One day")]);
// "Ridge vent" spans 1–11 inside the first paragraph (0–12); the second paragraph starts at 12.
const plugins = PhotoDrop.config.addProseMirrorPlugins!.call({ options: { onFiles: () => {} } } as never);

describe("photoPosition", () => {
  it("puts a photo dropped inside a paragraph after it, and one dropped at its start before it", () => {
    const state = EditorState.create({ doc });
    expect(photoPosition(state, 5)).toBe(12);
    expect(photoPosition(state, 11)).toBe(12);
    expect(photoPosition(state, 13)).toBe(12);
    expect(photoPosition(state, 14)).toBe(doc.content.size);
  });
});

describe("the upload placeholder", () => {
  it("stays where the photo was dropped while the text before it changes, and is gone once removed", () => {
    let state = EditorState.create({ doc, plugins });
    state = state.apply(state.tr.setMeta(photoDropKey, addPlaceholder(1, 12, "Uploading roof.jpg…")));
    expect(placeholderPosition(state, 1)).toBe(12);
    state = state.apply(state.tr.insertText("New ", 1));
    expect(placeholderPosition(state, 1)).toBe(16);
    state = state.apply(state.tr.setMeta(photoDropKey, removePlaceholder(1)));
    expect(placeholderPosition(state, 1)).toBeNull();
  });
});
