import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, MapPin, Quote } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { Picture } from "~/components/ui/picture";
import type { InlineStyle, LineStyle } from "~/domain/markdown-edit";
import { pictureSources, type Photo } from "~/domain/photos";
import { placeholder, type PlaceholderValues } from "~/domain/placeholders";

/** How long a value the placeholder menu shows before cutting it. */
const MENU_VALUE_CHARS = 40;

/** "{{locationCounty}} = Nash County": the menu says what each placeholder holds. */
export function menuLabel(name: string, value: string | undefined): string {
  if (value === undefined) return placeholder(name);
  const short = value.length > MENU_VALUE_CHARS ? `${value.slice(0, MENU_VALUE_CHARS - 1).trimEnd()}…` : value;
  return `${placeholder(name)} = ${short || "(empty)"}`;
}

/** A group of placeholders the insert menu offers. */
export interface PlaceholderGroup {
  label: string;
  names: readonly string[];
}

export type ToolbarStyle = LineStyle | InlineStyle;

const BUTTONS: { style: ToolbarStyle; label: string; keys: string; icon: typeof Heading2 }[] = [
  { style: "h2", label: "Heading", keys: "Ctrl+Alt+2", icon: Heading2 },
  { style: "h3", label: "Subheading", keys: "Ctrl+Alt+3", icon: Heading3 },
  { style: "bold", label: "Bold", keys: "Ctrl+B", icon: Bold },
  { style: "italic", label: "Italic", keys: "Ctrl+I", icon: Italic },
  { style: "bullets", label: "Bulleted list", keys: "Ctrl+Shift+8", icon: List },
  { style: "numbers", label: "Numbered list", keys: "Ctrl+Shift+7", icon: ListOrdered },
  { style: "quote", label: "Quote", keys: "Ctrl+Shift+9", icon: Quote },
];

/**
 * The content's formatting toolbar (docs/decisions/007-editor.md), the same for the markdown box
 * and the visual editor: each gives what a button does to its own surface. The buttons keep the
 * surface's selection (a click does not take focus).
 */
export function FormattingToolbar({
  controls,
  onStyle,
  isActive,
  onLink,
  onPhoto,
  onLocalFacts,
  onPlaceholder,
  placeholderGroups,
  sampleValues,
}: {
  /** The id of the text surface the toolbar formats. */
  controls: string;
  onStyle: (style: ToolbarStyle) => void;
  /** Whether the selection has a format (the visual editor knows; the markdown box does not say). */
  isActive?: (style: ToolbarStyle | "link") => boolean;
  onLink: () => void;
  onPhoto: () => void;
  /** Inserts the local-facts paragraph (placeholders.ts LOCAL_FACTS_PARAGRAPH) where the cursor is. */
  onLocalFacts: () => void;
  onPlaceholder: (name: string) => void;
  placeholderGroups: PlaceholderGroup[];
  /** What each placeholder holds (the business's values, the sample town's, the library's). */
  sampleValues: PlaceholderValues;
}) {
  const uid = useId();
  /** The placeholder picked in the menu with the keyboard, inserted on Enter. */
  const [picked, setPicked] = useState("");
  /** Set while a key pressed in the menu is being handled: the change it makes is browsing, not a choice. */
  const browsing = useRef(false);
  const tool = buttonClass("ghost", "sm", "px-2");
  const insertPlaceholder = (name: string) => {
    setPicked("");
    onPlaceholder(name);
  };
  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={controls} className="flex flex-wrap items-center gap-1 rounded-t-md border border-b-0 border-gray-300 bg-gray-50 p-1">
      {BUTTONS.map((b) => (
        <ToolButton key={b.style} label={b.label} keys={b.keys} className={tool} pressed={isActive?.(b.style)} onClick={() => onStyle(b.style)}>
          <b.icon aria-hidden="true" className="size-4" />
        </ToolButton>
      ))}
      <ToolButton label="Link" keys="Ctrl+K" className={tool} pressed={isActive?.("link")} onClick={onLink}>
        <Link2 aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Insert photo from the album" className={tool} onClick={onPhoto}>
        <ImagePlus aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Local facts: insert a paragraph of the town's county, population, history, climate and nearby towns" className={buttonClass("ghost", "sm", "px-2 gap-1")} onClick={onLocalFacts}>
        <MapPin aria-hidden="true" className="size-4" />
        <span aria-hidden="true">Local facts</span>
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
  );
}

function ToolButton({
  label,
  keys,
  className,
  pressed,
  onClick,
  children,
}: {
  label: string;
  keys?: string;
  className: string;
  /** In the visual editor: whether the selection already has this format. */
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={pressed}
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

export function LinkDialog({ open, selected, onClose, onInsert }: { open: boolean; selected: string; onClose: () => void; onInsert: (url: string) => void }) {
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

export function PhotoDialog({ open, photos, onClose, onPick }: { open: boolean; photos: Photo[]; onClose: () => void; onPick: (photo: Photo) => void }) {
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
