import { Extension } from "@tiptap/core";
import { Plugin, PluginKey, type EditorState } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

/**
 * Photos dropped or pasted into the visual editor (docs/decisions/019-visual-editor.md): the files
 * go to `onFiles` with the document position they were dropped at, and while a photo uploads and
 * waits for its alt text a placeholder stands at that position, moving with the text around it.
 */
type Meta = { add: { id: number; pos: number; label: string } } | { remove: number };

export const photoDropKey = new PluginKey<DecorationSet>("photoDrop");

function placeholderWidget(label: string): HTMLElement {
  const el = document.createElement("span");
  el.className = "my-2 block rounded border border-dashed border-gray-400 bg-gray-50 px-3 py-2 text-sm text-muted";
  el.textContent = label;
  el.setAttribute("aria-hidden", "true"); // the status under the editor says it to screen readers
  return el;
}

/** Where placeholder `id` stands now, or null once it is gone. */
export function placeholderPosition(state: EditorState, id: number): number | null {
  const found = photoDropKey.getState(state)?.find(undefined, undefined, (spec) => spec.id === id);
  return found?.[0]?.from ?? null;
}

export const addPlaceholder = (id: number, pos: number, label: string): Meta => ({ add: { id, pos, label } });
export const removePlaceholder = (id: number): Meta => ({ remove: id });

/** Image files among dropped or pasted data (the server decides what is really an image). */
function filesOf(data: DataTransfer | null): File[] {
  return data ? Array.from(data.files) : [];
}

export const PhotoDrop = Extension.create<{ onFiles: (files: File[], pos: number) => void }>({
  name: "photoDrop",
  addOptions() {
    return { onFiles: () => {} };
  },
  addProseMirrorPlugins() {
    const { onFiles } = this.options;
    return [
      new Plugin<DecorationSet>({
        key: photoDropKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = set.map(tr.mapping, tr.doc);
            const meta = tr.getMeta(photoDropKey) as Meta | undefined;
            if (meta && "add" in meta) {
              const { id, pos, label } = meta.add;
              next = next.add(tr.doc, [Decoration.widget(pos, () => placeholderWidget(label), { id, side: -1 })]);
            } else if (meta) next = next.remove(next.find(undefined, undefined, (spec) => spec.id === meta.remove));
            return next;
          },
        },
        props: {
          decorations: (state) => photoDropKey.getState(state),
          handleDrop(view, event, _slice, moved) {
            const files = filesOf(event.dataTransfer);
            if (moved || !files.length) return false;
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
            onFiles(files, at);
            return true;
          },
          handlePaste(view, event) {
            const files = filesOf(event.clipboardData);
            // Word and Google Docs also put a picture of the copied text on the clipboard: text wins.
            if (!files.length || event.clipboardData?.getData("text/html") || event.clipboardData?.getData("text/plain")) return false;
            onFiles(files, view.state.selection.from);
            return true;
          },
        },
      }),
    ];
  },
});

/** Where a photo dropped at `pos` goes: a paragraph of its own before the block it fell on (at its start) or after it. */
export function photoPosition(state: EditorState, pos: number): number {
  const $pos = state.doc.resolve(Math.min(pos, state.doc.content.size));
  if (!$pos.parent.isTextblock || $pos.depth === 0) return $pos.pos;
  return $pos.parentOffset === 0 ? $pos.before() : $pos.after();
}
