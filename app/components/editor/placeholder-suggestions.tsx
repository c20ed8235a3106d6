import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { useId, useLayoutEffect, useMemo, useState } from "react";
import { placeholder, type PlaceholderValues } from "~/domain/placeholders";
import { menuLabel, type PlaceholderGroup } from "./content-toolbar";
import { placeholderQuery, suggestedNames } from "./placeholder-chips";

/** Sends the editor's keys to the placeholder suggestions of the latest render. */
export class KeyRouter {
  private handler: (event: KeyboardEvent) => boolean = () => false;
  route(handler: (event: KeyboardEvent) => boolean) {
    this.handler = handler;
  }
  handle = (event: KeyboardEvent): boolean => this.handler(event);
}

/** Where the suggestions go: under the caret, inside the editor's frame. */
function belowCaret(editor: Editor, pos: number): { top: number; left: number } {
  const caret = editor.view.coordsAtPos(pos);
  const frame = editor.view.dom.getBoundingClientRect();
  return { top: caret.bottom - frame.top + 4, left: Math.max(0, Math.min(caret.left - frame.left, frame.width - 272)) };
}

/**
 * Typing `{{` in the visual editor offers the placeholders whose names hold what follows
 * (docs/decisions/019-visual-editor.md): arrows choose, Enter or Tab inserts, Escape closes. Focus
 * stays in the text; the surface names the chosen option (`aria-activedescendant`).
 */
export function usePlaceholderSuggestions(editor: Editor, keys: KeyRouter, groups: PlaceholderGroup[]) {
  const listId = useId();
  const query = useEditorState({ editor, selector: ({ editor }) => placeholderQuery(editor.state) });
  const names = useMemo(() => groups.flatMap((g) => g.names), [groups]);
  /** Where Escape closed the suggestions: they stay closed for that `{{`. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [picked, setPicked] = useState({ at: "", index: 0 });
  const queryKey = query ? `${query.from}:${query.text}` : "";
  const matches = query && query.from !== dismissed ? suggestedNames(names, query.text) : [];
  const index = picked.at === queryKey ? Math.min(picked.index, matches.length - 1) : 0;

  function insert(name: string) {
    if (!query) return;
    // A `}}` already typed after the caret is part of the placeholder.
    const after = editor.state.doc.textBetween(query.to, Math.min(query.to + 2, editor.state.selection.$head.end()));
    editor
      .chain()
      .focus()
      .insertContentAt({ from: query.from, to: after === "}}" ? query.to + 2 : query.to }, { type: "text", text: placeholder(name) })
      .run();
  }

  useLayoutEffect(() => {
    keys.route((event) => {
      if (!matches.length || !query) return false;
      const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
      if (step) setPicked({ at: queryKey, index: (index + step + matches.length) % matches.length });
      else if (event.key === "Enter" || event.key === "Tab") insert(matches[index]!);
      else if (event.key === "Escape") setDismissed(query.from);
      else return false;
      return true;
    });
  });

  const open = matches.length > 0;
  const surfaceAttributes = useMemo((): Record<string, string> => {
    if (!open) return {};
    return { "aria-controls": listId, "aria-activedescendant": `${listId}-${index}` };
  }, [open, listId, index]);
  return { listId, matches, index, place: open && query ? belowCaret(editor, query.to) : null, insert, surfaceAttributes };
}

/** The suggestions' list, under the caret; a click inserts without taking the caret out of the text. */
export function PlaceholderSuggestions({
  suggestions: { listId, matches, index, place, insert },
  sampleValues,
}: {
  suggestions: ReturnType<typeof usePlaceholderSuggestions>;
  sampleValues: PlaceholderValues;
}) {
  if (!place) return null;
  return (
    <div
      id={listId}
      role="listbox"
      aria-label="Placeholders"
      className="absolute z-10 max-h-64 w-68 overflow-y-auto rounded-md border border-gray-300 bg-white py-1 text-sm shadow-lg"
      style={place}
    >
      {matches.map((name, i) => (
        <div
          key={name}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === index}
          // Focus stays in the text (aria-activedescendant names the option); never a tab stop.
          tabIndex={-1}
          className={`cursor-pointer truncate px-3 py-1.5 ${i === index ? "bg-brand-100 text-brand-900" : "text-ink"}`}
          onMouseDown={(e) => {
            e.preventDefault();
            insert(name);
          }}
        >
          {menuLabel(name, sampleValues[name])}
        </div>
      ))}
    </div>
  );
}
