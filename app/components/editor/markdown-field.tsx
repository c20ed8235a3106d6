import { Bold, Heading2, Heading3, ImagePlus, Info, Italic, Link2, List, ListOrdered, Quote, TriangleAlert } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { Picture } from "~/components/ui/picture";
import {
  imageMarkdown,
  insertBlock,
  insertLink,
  insertText,
  shortcutFor,
  toggleInline,
  toggleLines,
  type InlineStyle,
  type LineStyle,
  type TextState,
} from "~/domain/markdown-edit";
import { photoAlt, pictureSources, type Photo } from "~/domain/photos";
import { placeholder, type DoubledWord, type PlaceholderValues } from "~/domain/placeholders";

/** How long a value the placeholder menu shows before cutting it. */
const MENU_VALUE_CHARS = 40;

/** "{{locationCounty}} = Nash County": the menu says what each placeholder holds. */
function menuLabel(name: string, value: string | undefined): string {
  if (value === undefined) return placeholder(name);
  const short = value.length > MENU_VALUE_CHARS ? `${value.slice(0, MENU_VALUE_CHARS - 1).trimEnd()}…` : value;
  return `${placeholder(name)} = ${short || "(empty)"}`;
}

/** A group of placeholders the insert menu offers. */
export interface PlaceholderGroup {
  label: string;
  names: readonly string[];
}

const LINE_BUTTONS: { style: LineStyle; label: string; keys: string; icon: typeof Heading2 }[] = [
  { style: "h2", label: "Heading", keys: "Ctrl+Alt+2", icon: Heading2 },
  { style: "h3", label: "Subheading", keys: "Ctrl+Alt+3", icon: Heading3 },
  { style: "bullets", label: "Bulleted list", keys: "Ctrl+Shift+8", icon: List },
  { style: "numbers", label: "Numbered list", keys: "Ctrl+Shift+7", icon: ListOrdered },
  { style: "quote", label: "Quote", keys: "Ctrl+Shift+9", icon: Quote },
];
const INLINE_BUTTONS: { style: InlineStyle; label: string; keys: string; icon: typeof Bold }[] = [
  { style: "bold", label: "Bold", keys: "Ctrl+B", icon: Bold },
  { style: "italic", label: "Italic", keys: "Ctrl+I", icon: Italic },
];

/**
 * The post's content: a markdown text box with a formatting toolbar and the usual shortcuts
 * (docs/decisions/007-editor.md). Each command edits the text through the browser's own editing
 * (`insertText`), so Ctrl+Z undoes it like typing. Below it, the placeholders the publish guard
 * would refuse, listed live.
 */
export function MarkdownField({
  id,
  value,
  onChange,
  error,
  photos,
  placeholderGroups,
  sampleValues,
  unknownPlaceholders,
  perTownPlaceholders,
  doubledWords,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Album photos offered by "Insert photo". */
  photos: Photo[];
  placeholderGroups: PlaceholderGroup[];
  /** What each placeholder holds (the business's values, the sample town's, the library's). */
  sampleValues: PlaceholderValues;
  /** Names no page can fill: the publish guard refuses them. */
  unknownPlaceholders: string[];
  /** A template's location names: filled per town when it is cloned (docs/decisions/013-publishing.md). */
  perTownPlaceholders: string[];
  doubledWords: DoubledWord[];
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  /** The link dialog is open; the words it links. */
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const [photoOpen, setPhotoOpen] = useState(false);
  /** The placeholder picked in the menu with the keyboard, inserted on Enter. */
  const [picked, setPicked] = useState("");
  /** Set while a key pressed in the menu is being handled: the change it makes is browsing, not a choice. */
  const browsing = useRef(false);
  /** Where the selection was when a dialog opened (the text itself is always read live). */
  const saved = useRef<{ start: number; end: number } | null>(null);
  const uid = useId();
  const unknownId = `${uid}-unknown`;
  const perTownId = `${uid}-per-town`;
  const doubledId = `${uid}-doubled`;
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;

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

  /** Inserts {{name}} where the text box's selection is (it keeps it while the menu has focus). */
  function insertPlaceholder(name: string) {
    setPicked("");
    apply(insertText(current(), `{{${name}}}`));
  }

  /** The text now, with the selection as it was when the dialog opened. */
  function atSaved(): TextState {
    const state = current();
    return saved.current ? { ...state, ...saved.current } : state;
  }

  const tool = buttonClass("ghost", "sm", "px-2");

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        Content <span className="font-normal text-muted">(formatting is stored as markdown; placeholders like {"{{businessName}}"} are replaced)</span>
      </label>
      <div role="toolbar" aria-label="Formatting" aria-controls={id} className="flex flex-wrap items-center gap-1 rounded-t-md border border-b-0 border-gray-300 bg-gray-50 p-1">
        {LINE_BUTTONS.slice(0, 2).map((b) => (
          <ToolButton key={b.style} label={b.label} keys={b.keys} className={tool} onClick={() => apply(toggleLines(current(), b.style))}>
            <b.icon aria-hidden="true" className="size-4" />
          </ToolButton>
        ))}
        {INLINE_BUTTONS.map((b) => (
          <ToolButton key={b.style} label={b.label} keys={b.keys} className={tool} onClick={() => apply(toggleInline(current(), b.style))}>
            <b.icon aria-hidden="true" className="size-4" />
          </ToolButton>
        ))}
        {LINE_BUTTONS.slice(2).map((b) => (
          <ToolButton key={b.style} label={b.label} keys={b.keys} className={tool} onClick={() => apply(toggleLines(current(), b.style))}>
            <b.icon aria-hidden="true" className="size-4" />
          </ToolButton>
        ))}
        <ToolButton label="Link" keys="Ctrl+K" className={tool} onClick={openLink}>
          <Link2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Insert photo from the album"
          className={tool}
          onClick={() => {
            const { start, end } = current();
            saved.current = { start, end };
            setPhotoOpen(true);
          }}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
        </ToolButton>
        <label htmlFor={`${uid}-placeholder`} className="sr-only">
          Insert placeholder
        </label>
        <span id={`${uid}-placeholder-keys`} className="sr-only">
          Arrow keys choose, Enter inserts.
        </span>
        <select
          id={`${uid}-placeholder`}
          className="ml-auto max-w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm"
          value={picked}
          aria-describedby={`${uid}-placeholder-keys`}
          onKeyDown={(e) => {
            if (e.key === "Enter" && picked) {
              e.preventDefault();
              insertPlaceholder(picked);
              return;
            }
            // A closed drop-down changes its value on each arrow key or typed letter (Windows, Linux):
            // the change that follows a key is the writer browsing the list, not picking.
            browsing.current = true;
            setTimeout(() => (browsing.current = false));
          }}
          onChange={(e) => {
            const name = e.target.value;
            if (browsing.current) setPicked(name);
            else if (name) insertPlaceholder(name);
          }}
        >
          <option value="">Insert placeholder…</option>
          {placeholderGroups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.names.map((n) => (
                <option key={n} value={n}>
                  {menuLabel(n, sampleValues[n])}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <textarea
        ref={ref}
        id={id}
        className="field-input min-h-80 rounded-t-none font-mono text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={[
          hintId,
          unknownPlaceholders.length ? unknownId : null,
          perTownPlaceholders.length ? perTownId : null,
          doubledWords.length ? doubledId : null,
          error ? errorId : null,
        ]
          .filter(Boolean)
          .join(" ")}
      />
      <p id={hintId} className="mt-1 text-xs text-muted">
        Select text and use the toolbar, or Ctrl+B bold, Ctrl+I italic, Ctrl+K link, Ctrl+Alt+2 heading, Ctrl+Shift+8 list (⌘ on a Mac).
      </p>
      <div aria-live="polite">
        {unknownPlaceholders.length ? (
          <p id={unknownId} className="mt-2 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950" data-testid="unknown-placeholders">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              This post cannot be published yet: {unknownPlaceholders.map((n) => `{{${n}}}`).join(", ")}{" "}
              {unknownPlaceholders.length === 1 ? "is" : "are"} not defined. Fix the spelling or add {unknownPlaceholders.length === 1 ? "it" : "them"} in
              the Variable Manager.
            </span>
          </p>
        ) : null}
        {perTownPlaceholders.length ? (
          <p id={perTownId} className="mt-2 flex gap-2 rounded-md border border-brand-200 bg-brand-50 p-2 text-sm text-brand-900" data-testid="per-town-placeholders">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Filled per town when cloned: {perTownPlaceholders.map(placeholder).join(", ")}. This is a template: clone it to the towns
              instead of publishing it.
            </span>
          </p>
        ) : null}
        {doubledWords.length ? (
          <div id={doubledId} className="mt-2 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950" data-testid="doubled-words">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <ul>
              {doubledWords.map((d) => (
                <li key={`${d.name}-${d.word}`}>
                  “{placeholder(d.name)} {d.word}” reads “{d.reads}”: {placeholder(d.name)} already ends with “{d.word}”.
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
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
    </div>
  );
}

function ToolButton({ label, keys, className, onClick, children }: { label: string; keys?: string; className: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={keys ? `${label} (${keys})` : label}
      aria-keyshortcuts={keys?.replace("Ctrl", "Control")}
      // Keep the text box's selection: a toolbar click must not move focus before the command reads it.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function LinkDialog({ open, selected, onClose, onInsert }: { open: boolean; selected: string; onClose: () => void; onInsert: (url: string) => void }) {
  const titleId = useId();
  const [url, setUrl] = useState("");
  const insert = () => {
    onInsert(url);
    setUrl("");
  };
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className="max-w-md">
      {/* Not a <form>: the dialog sits inside the post's form, and forms cannot nest in HTML. */}
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="font-sans text-lg font-bold">
          Insert link
        </h2>
        <p className="text-sm text-muted">{selected ? `Links “${selected}”.` : "Select words first to link them, or a sample text is inserted."}</p>
        <div>
          <label htmlFor={`${titleId}-url`} className="mb-1 block text-sm font-semibold">
            Link address
          </label>
          <input
            id={`${titleId}-url`}
            className="field-input"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://… or /financing"
            data-autofocus
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                insert();
              }
            }}
          />
        </div>
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass("outline")} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={buttonClass("primary")} onClick={insert}>
            Insert link
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

function PhotoDialog({ open, photos, onClose, onPick }: { open: boolean; photos: Photo[]; onClose: () => void; onPick: (photo: Photo) => void }) {
  const titleId = useId();
  const usable = photos.filter((p) => pictureSources(p).src);
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className="max-w-2xl">
      <div className="p-6">
        <h2 id={titleId} className="font-sans text-lg font-bold">
          Insert a photo from the album
        </h2>
        {usable.length ? (
          <ul className="mt-4 grid max-h-96 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
            {usable.map((p) => (
              <li key={p.id}>
                <button type="button" className="w-full rounded border border-gray-200 p-1 text-left text-xs hover:border-brand-600" onClick={() => onPick(p)}>
                  <Picture sources={pictureSources(p)} sizes="12rem" className="aspect-video w-full rounded object-cover" />
                  <span className="mt-1 block truncate">{p.title}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted">The album has no photos yet. Upload them in the Photo Album.</p>
        )}
        <div className="mt-4 flex justify-end">
          <button type="button" className={buttonClass("outline")} onClick={onClose} data-autofocus>
            Cancel
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
