/**
 * Placeholders as chips in the visual editor (docs/decisions/019-visual-editor.md): each `{{name}}`
 * in the text is drawn as one labelled chip showing the value it will take, and editing treats it as
 * one piece — the arrow keys step over it, a click never lands inside it, a selection takes it whole,
 * Backspace and Delete remove it whole. The text underneath stays `{{name}}`, so marks and links around it and the stored markdown
 * are exactly what they were (a node would lose bold and links on the way to markdown).
 */
import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, TextSelection, type EditorState, type Selection, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet, type EditorView } from "@tiptap/pm/view";
import { placeholderSpans } from "~/domain/placeholders";

export interface Chip {
  from: number;
  to: number;
  name: string;
}

/** Every placeholder of the document by position (a placeholder split by formatting is not one). */
export function chipsOf(doc: ProseMirrorNode): Chip[] {
  const chips: Chip[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return;
    for (const span of placeholderSpans(node.text)) chips.push({ from: pos + span.start, to: pos + span.end, name: span.name });
  });
  return chips;
}

/**
 * The selection moved so that it never ends inside a chip, or null when it does not: a caret goes to
 * the chip's far side in the direction it came from (the nearer side after a click), a range grows to
 * take in the whole chip.
 */
export function wholeChipSelection(state: EditorState, previous: Selection, chips: readonly Chip[]): Transaction | null {
  const selection = state.selection;
  if (!(selection instanceof TextSelection)) return null;
  const inside = (pos: number) => chips.find((c) => c.from < pos && pos < c.to);
  if (selection.empty) {
    const chip = inside(selection.head);
    if (!chip) return null;
    const from = previous.head;
    const toEnd = from <= chip.from ? true : from >= chip.to ? false : selection.head - chip.from > chip.to - selection.head;
    return state.tr.setSelection(TextSelection.create(state.doc, toEnd ? chip.to : chip.from));
  }
  const atAnchor = inside(selection.anchor);
  const atHead = inside(selection.head);
  if (!atAnchor && !atHead) return null;
  const forward = selection.head >= selection.anchor;
  const anchor = atAnchor ? (forward ? atAnchor.from : atAnchor.to) : selection.anchor;
  const head = atHead ? (forward ? atHead.to : atHead.from) : selection.head;
  return state.tr.setSelection(TextSelection.create(state.doc, anchor, head));
}

const chipsKey = new PluginKey<Chip[]>("placeholderChips");

/**
 * The caret where the page shows it. Keys pressed in quick succession move the browser's caret
 * before the editor has read the move (it learns of it from a later selectionchange event), so a
 * key handler that trusted the editor's selection alone could let the next key land inside a chip.
 */
function caretOnPage(view: EditorView): number | null {
  const selection = view.dom.ownerDocument.getSelection();
  if (!selection?.isCollapsed || !selection.focusNode || !view.dom.contains(selection.focusNode)) return null;
  try {
    return view.posAtDOM(selection.focusNode, selection.focusOffset);
  } catch {
    return null;
  }
}

/** The range the page shows selected, or null when it is collapsed or outside the editor. */
function rangeOnPage(view: EditorView): { from: number; to: number } | null {
  const selection = view.dom.ownerDocument.getSelection();
  if (!selection || selection.isCollapsed || !selection.anchorNode || !selection.focusNode) return null;
  if (!view.dom.contains(selection.anchorNode) || !view.dom.contains(selection.focusNode)) return null;
  try {
    const anchor = view.posAtDOM(selection.anchorNode, selection.anchorOffset);
    const head = view.posAtDOM(selection.focusNode, selection.focusOffset);
    return { from: Math.min(anchor, head), to: Math.max(anchor, head) };
  } catch {
    return null;
  }
}

/** A range grown so that neither end cuts a chip. */
export function wholeChipRange(range: { from: number; to: number }, chips: readonly Chip[]): { from: number; to: number } {
  let { from, to } = range;
  for (const chip of chips) {
    if (chip.from < from && from < chip.to) from = chip.from;
    if (chip.from < to && to < chip.to) to = chip.to;
  }
  return { from, to };
}

/** The editor told of a caret the browser has moved and it has not read yet (see caretOnPage). */
function readCaret(view: EditorView): void {
  const { selection, doc } = view.state;
  const head = caretOnPage(view);
  if (head === null || !selection.empty || head === selection.head || head < 0 || head > doc.content.size) return;
  // Dispatched as a selection change, so appendTransaction moves it out of a chip like any other.
  view.dispatch(view.state.tr.setSelection(TextSelection.create(doc, head)));
}

/** The drawn chip: the placeholder, and after it the value it will take when the editor knows it. */
function valueElement(value: string): HTMLElement {
  const el = document.createElement("span");
  el.contentEditable = "false";
  el.className = "rounded-r border border-l-0 border-brand-300 bg-brand-100 px-1 py-px not-italic font-normal text-brand-900";
  el.textContent = value || "(empty)";
  return el;
}

export function placeholderChipsPlugin(valueFor: (name: string) => string | undefined): Plugin<Chip[]> {
  return new Plugin<Chip[]>({
    key: chipsKey,
    state: {
      init: (_, state) => chipsOf(state.doc),
      apply: (tr, chips) => (tr.docChanged ? chipsOf(tr.doc) : chips),
    },
    appendTransaction(transactions, before, after) {
      if (!transactions.some((tr) => tr.selectionSet || tr.docChanged)) return null;
      return wholeChipSelection(after, before.selection, chipsKey.getState(after) ?? []);
    },
    props: {
      decorations(state) {
        const chips = chipsKey.getState(state) ?? [];
        return DecorationSet.create(
          state.doc,
          chips.flatMap((chip) => {
            const value = valueFor(chip.name);
            const known = value !== undefined;
            return [
              Decoration.inline(chip.from, chip.to, {
                class: `${known ? "rounded-l border-r-0" : "rounded"} border border-brand-300 bg-brand-50 px-1 py-px font-mono text-[0.8em] text-brand-800`,
                "data-placeholder": chip.name,
              }),
              ...(known ? [Decoration.widget(chip.to, () => valueElement(value), { side: -1, key: `${chip.name}=${value}`, ignoreSelection: true })] : []),
            ];
          }),
        );
      },
      // The browser's own caret moves and deletions would go into a chip one character at a time.
      handleKeyDown(view, event) {
        if (["ArrowLeft", "ArrowRight", "Backspace", "Delete"].includes(event.key)) readCaret(view);
        const { selection } = view.state;
        const chips = chipsKey.getState(view.state) ?? [];
        const backwards = event.key === "Backspace" || event.key === "ArrowLeft";
        const chip = chips.find((c) => (backwards ? c.to : c.from) === selection.head);
        if (!chip || !(selection instanceof TextSelection) || event.altKey || event.ctrlKey || event.metaKey) return false;
        if ((event.key === "Backspace" || event.key === "Delete") && selection.empty) {
          view.dispatch(view.state.tr.delete(chip.from, chip.to));
          return true;
        }
        if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && (selection.empty || event.shiftKey)) {
          const to = backwards ? chip.from : chip.to;
          const next = event.shiftKey ? TextSelection.create(view.state.doc, selection.anchor, to) : TextSelection.create(view.state.doc, to);
          view.dispatch(view.state.tr.setSelection(next).scrollIntoView());
          return true;
        }
        return false;
      },
      handleDOMEvents: {
        // Typing over (or deleting) a selection that takes in part of a chip, such as the chip's
        // word selected by a double click: the browser would edit the text it shows selected, which
        // the editor may not have grown yet, and leave "locationName" as plain text. The editor
        // does it instead, on the selection grown to whole chips.
        beforeinput(view, event) {
          const input = event as InputEvent;
          if (input.isComposing || view.composing) return false;
          const typing = input.inputType === "insertText" || input.inputType === "insertReplacementText";
          // A cut or a drag is the editor's own (its handlers take the grown selection).
          const deleting = input.inputType.startsWith("delete") && input.inputType !== "deleteByCut" && input.inputType !== "deleteByDrag";
          if (!typing && !deleting) return false;
          const seen = rangeOnPage(view);
          // Everything selected (Ctrl+A) or a photo is the editor's own selection, taken whole already.
          if (!seen || !(view.state.selection instanceof TextSelection)) return false;
          const doc = view.state.doc;
          if (!doc.resolve(seen.from).parent.inlineContent || !doc.resolve(seen.to).parent.inlineContent) return false;
          const chips = chipsKey.getState(view.state) ?? [];
          if (!chips.some((c) => c.from < seen.to && seen.from < c.to)) return false;
          const text = typing ? (input.data ?? input.dataTransfer?.getData("text/plain") ?? "") : "";
          if (typing && !text) return false;
          const { from, to } = wholeChipRange(seen, chips);
          event.preventDefault();
          const tr = typing ? view.state.tr.insertText(text, from, to) : view.state.tr.delete(from, to);
          view.dispatch(tr.scrollIntoView());
          return true;
        },
      },
      // Text typed before the editor read a caret move could still be aimed inside a chip: it goes
      // beside the chip instead, on the side nearer to where it was aimed, and the chip stays whole.
      // Text replacing a range that cuts a chip replaces the whole chip.
      handleTextInput(view, from, to, text) {
        const chips = chipsKey.getState(view.state) ?? [];
        if (from !== to) {
          const whole = wholeChipRange({ from, to }, chips);
          if (whole.from === from && whole.to === to) return false;
          view.dispatch(view.state.tr.insertText(text, whole.from, whole.to));
          return true;
        }
        const chip = chips.find((c) => c.from < from && from < c.to);
        if (!chip) return false;
        const at = from - chip.from < chip.to - from ? chip.from : chip.to;
        const tr = view.state.tr.insertText(text, at);
        view.dispatch(tr.setSelection(TextSelection.create(tr.doc, at + text.length)));
        return true;
      },
    },
  });
}

/** The chips in a Tiptap editor. They read the values at each view update: any transaction redraws them with new values. */
export const PlaceholderChips = Extension.create<{ valueFor: (name: string) => string | undefined }>({
  name: "placeholderChips",
  addOptions() {
    return { valueFor: () => undefined };
  },
  addProseMirrorPlugins() {
    return [placeholderChipsPlugin(this.options.valueFor)];
  },
});

/** A placeholder being typed: `{{` and what follows it up to the caret, within one paragraph. */
export interface PlaceholderQuery {
  from: number;
  to: number;
  text: string;
}

/** The placeholder being typed at the caret, if any (a closed `{{name}}` is a chip, not a query). */
export function placeholderQuery(state: EditorState): PlaceholderQuery | null {
  const { selection } = state;
  if (!selection.empty || !selection.$head.parent.isTextblock) return null;
  const $head = selection.$head;
  const before = $head.parent.textBetween(0, $head.parentOffset, undefined, "\ufffc");
  const match = /\{\{([^{}\r\n\ufffc]{0,40})$/.exec(before);
  return match ? { from: selection.head - match[0].length, to: selection.head, text: match[1]!.trim() } : null;
}

/** The names offered for what was typed after `{{`: those containing it, in the menu's order. */
export function suggestedNames(names: readonly string[], typed: string, most = 8): string[] {
  const wanted = typed.toLowerCase();
  return [...new Set(names)].filter((name) => name.toLowerCase().includes(wanted)).slice(0, most);
}

/** Keys typed while suggestions show go to `handle` first (arrows, Enter, Tab, Escape). */
export const PlaceholderSuggestionKeys = Extension.create<{ handle: (event: KeyboardEvent) => boolean }>({
  name: "placeholderSuggestionKeys",
  addOptions() {
    return { handle: () => false };
  },
  addProseMirrorPlugins() {
    const { handle } = this.options;
    return [new Plugin({ props: { handleKeyDown: (_view, event) => handle(event) } })];
  },
});
