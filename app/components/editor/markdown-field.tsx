import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import {
  imageMarkdown,
  insertBlock,
  insertLink,
  insertText,
  shortcutFor,
  toggleInline,
  toggleLines,
  type TextState,
} from "~/domain/markdown-edit";
import { LOCAL_FACTS_PARAGRAPH } from "~/domain/placeholders";
import { photoAlt, pictureSources } from "~/domain/photos";
import { FormattingToolbar, LinkDialog, PhotoDialog, type ToolbarStyle } from "./content-toolbar";
import type { ContentSurfaceProps } from "./content-surface";

/**
 * The post's content as a markdown text box with the formatting toolbar and the usual shortcuts
 * (docs/decisions/007-editor.md): the "Markdown" mode of the content field. Each command edits the
 * text through the browser's own editing (`insertText`), so Ctrl+Z undoes it like typing.
 */
export function MarkdownField({ id, describedBy, invalid, value, onChange, photos, placeholderGroups, sampleValues }: ContentSurfaceProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  /** The link dialog is open; the words it links. */
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const [photoOpen, setPhotoOpen] = useState(false);
  /** Where the selection was when a dialog opened (the text itself is always read live). */
  const saved = useRef<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    const sel = pendingSelection.current;
    if (!sel || !ref.current) return;
    pendingSelection.current = null;
    ref.current.setSelectionRange(sel.start, sel.end);
  });

  const current = (): TextState => {
    const el = ref.current!;
    return { value: el.value, start: el.selectionStart, end: el.selectionEnd };
  };

  /** Puts the command's result in the box as the browser's own edit, so undo works. */
  function apply(next: TextState) {
    const el = ref.current!;
    const before = el.value;
    let head = 0;
    while (head < before.length && head < next.value.length && before[head] === next.value[head]) head++;
    let tail = 0;
    while (tail < before.length - head && tail < next.value.length - head && before[before.length - 1 - tail] === next.value[next.value.length - 1 - tail]) tail++;
    el.focus();
    // While a dialog is still open the text box cannot take focus: then the text is set directly.
    const focused = document.activeElement === el;
    el.setSelectionRange(head, before.length - tail);
    const replacement = next.value.slice(head, next.value.length - tail);
    const done = focused && (replacement === "" ? document.execCommand("delete") : document.execCommand("insertText", false, replacement));
    if (!done || el.value !== next.value) onChange(next.value);
    pendingSelection.current = { start: next.start, end: next.end };
    el.setSelectionRange(next.start, next.end);
  }

  function style(s: ToolbarStyle) {
    apply(s === "bold" || s === "italic" ? toggleInline(current(), s) : toggleLines(current(), s));
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    const command = shortcutFor(e);
    if (!command) return;
    e.preventDefault();
    if (command.kind === "inline") apply(toggleInline(current(), command.style));
    else if (command.kind === "line") apply(toggleLines(current(), command.style));
    else openLink();
  }

  function openLink() {
    const state = current();
    saved.current = { start: state.start, end: state.end };
    setLinkFor(state.value.slice(state.start, state.end));
  }

  /** The text now, with the selection as it was when the dialog opened. */
  function atSaved(): TextState {
    const state = current();
    return saved.current ? { ...state, ...saved.current } : state;
  }

  return (
    <>
      <FormattingToolbar
        controls={id}
        onStyle={style}
        onLink={openLink}
        onPhoto={() => {
          const { start, end } = current();
          saved.current = { start, end };
          setPhotoOpen(true);
        }}
        onLocalFacts={() => apply(insertBlock(current(), LOCAL_FACTS_PARAGRAPH))}
        // Inserted where the text box's selection is (it keeps it while the menu has focus).
        onPlaceholder={(name) => apply(insertText(current(), `{{${name}}}`))}
        placeholderGroups={placeholderGroups}
        sampleValues={sampleValues}
      />
      <textarea
        ref={ref}
        id={id}
        className="field-input min-h-80 rounded-t-none font-mono text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <LinkDialog
        open={linkFor !== null}
        selected={linkFor ?? ""}
        onClose={() => setLinkFor(null)}
        onInsert={(url) => {
          setLinkFor(null);
          apply(insertLink(atSaved(), url));
        }}
      />
      <PhotoDialog
        open={photoOpen}
        photos={photos}
        onClose={() => setPhotoOpen(false)}
        onPick={(photo) => {
          setPhotoOpen(false);
          const src = pictureSources(photo).src;
          if (src) apply(insertBlock(atSaved(), imageMarkdown(photoAlt(photo), src)));
        }}
      />
    </>
  );
}
