/**
 * The editor toolbar's commands (docs/decisions/007-editor.md) as pure functions on the textarea's
 * text and selection: each returns the new text and the new selection. The stored format stays
 * markdown, so the placeholder engine, cloning, the doorway check and the public rendering are
 * untouched.
 */
export interface TextState {
  value: string;
  start: number;
  end: number;
}

export type LineStyle = "h2" | "h3" | "bullets" | "numbers" | "quote";
export type InlineStyle = "bold" | "italic";

const INLINE_MARK: Record<InlineStyle, string> = { bold: "**", italic: "_" };
const INLINE_SAMPLE: Record<InlineStyle, string> = { bold: "bold text", italic: "italic text" };

/**
 * Wraps the selection in ** or _ (or unwraps it when already wrapped); with nothing selected, a
 * sample word is inserted and selected so typing replaces it.
 */
export function toggleInline(state: TextState, style: InlineStyle): TextState {
  const mark = INLINE_MARK[style];
  const { value, start, end } = state;
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (before.endsWith(mark) && after.startsWith(mark)) {
    return { value: before.slice(0, -mark.length) + value.slice(start, end) + after.slice(mark.length), start: start - mark.length, end: end - mark.length };
  }
  const selected = value.slice(start, end) || INLINE_SAMPLE[style];
  // Markdown does not close emphasis before a space: keep the selection's outer spaces outside the marks.
  const lead = selected.match(/^\s*/)![0];
  const trail = selected.slice(lead.length).match(/\s*$/)![0];
  const core = selected.slice(lead.length, selected.length - trail.length);
  const inserted = `${lead}${mark}${core}${mark}${trail}`;
  const coreStart = start + lead.length + mark.length;
  return { value: before + inserted + after, start: coreStart, end: coreStart + core.length };
}

const LINE_PREFIX: Record<LineStyle, (n: number) => string> = {
  h2: () => "## ",
  h3: () => "### ",
  bullets: () => "- ",
  numbers: (n) => `${n}. `,
  quote: () => "> ",
};

/** What a line starts with that another line style replaces: a heading, list or quote marker. */
const ANY_PREFIX = /^(#{1,6} |[-*+] |\d+\. |> )/;

/**
 * Sets every line the selection touches to a heading, list item or quote; when all of them already
 * have that style, it is removed instead (the button toggles).
 */
export function toggleLines(state: TextState, style: LineStyle): TextState {
  const { value, start, end } = state;
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const endAt = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const next = value.indexOf("\n", endAt);
  const lineEnd = next === -1 ? value.length : next;
  const lines = value.slice(lineStart, lineEnd).split("\n");
  const has = (line: string, i: number) =>
    style === "numbers" ? /^\d+\. /.test(line) : line.startsWith(LINE_PREFIX[style](i + 1));
  const remove = lines.every(has);
  const changed = lines.map((line, i) => {
    const bare = line.replace(ANY_PREFIX, "");
    return remove ? bare : LINE_PREFIX[style](i + 1) + bare;
  });
  const block = changed.join("\n");
  // A heading, list or quote needs a blank line before it when it follows a paragraph.
  const needsGap = !remove && lineStart > 0 && value[lineStart - 2] !== undefined && value[lineStart - 2] !== "\n";
  const gap = needsGap ? "\n" : "";
  // A list or quote swallows the next line unless a blank line ends it ("lazy continuation").
  const rest = value.slice(lineEnd);
  const endGap = !remove && style !== "h2" && style !== "h3" && /^\n[^\n]/.test(rest) ? "\n" : "";
  const newValue = value.slice(0, lineStart) + gap + block + endGap + rest;
  return { value: newValue, start: lineStart + gap.length, end: lineStart + gap.length + block.length };
}

/** A link around the selection (or "link text"), with the address selected when none was given. */
export function insertLink(state: TextState, url: string): TextState {
  const { value, start, end } = state;
  const text = value.slice(start, end) || "link text";
  const href = url.trim() || "https://";
  const inserted = `[${text}](${href})`;
  const hrefStart = start + text.length + 3;
  return { value: value.slice(0, start) + inserted + value.slice(end), start: hrefStart, end: hrefStart + href.length };
}

/** Inserts text in place of the selection and puts the cursor after it. */
export function insertText(state: TextState, text: string): TextState {
  const { value, start, end } = state;
  const at = start + text.length;
  return { value: value.slice(0, start) + text + value.slice(end), start: at, end: at };
}

/** Inserts a block (an image) on a line of its own, with blank lines around it. */
export function insertBlock(state: TextState, block: string): TextState {
  const { value, start, end } = state;
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = lead + block + trail;
  const at = start + lead.length + block.length;
  return { value: before + inserted + after, start: at, end: at };
}

/** Markdown for an album photo: its alt text and its largest stored file. */
export function imageMarkdown(alt: string, src: string): string {
  return `![${alt.replace(/[[\]\\]/g, "")}](${src.replace(/[()\s]/g, encodeURIComponent)})`;
}

type Command = { kind: "inline"; style: InlineStyle } | { kind: "line"; style: LineStyle } | { kind: "link" };

/**
 * The usual word-processor shortcuts, as Google Docs has them (Ctrl or ⌘ with the key). Headings and
 * lists take Alt or Shift too: Ctrl+1…9 alone switch the browser's tabs and cannot be taken over.
 */
export const SHORTCUTS: Record<string, Command> = {
  "mod+b": { kind: "inline", style: "bold" },
  "mod+i": { kind: "inline", style: "italic" },
  "mod+k": { kind: "link" },
  "mod+alt+2": { kind: "line", style: "h2" },
  "mod+alt+3": { kind: "line", style: "h3" },
  "mod+shift+8": { kind: "line", style: "bullets" },
  "mod+shift+7": { kind: "line", style: "numbers" },
  "mod+shift+9": { kind: "line", style: "quote" },
};

/** The command of a key press, if any. Digits are read from the key's position, so Shift+8 is "8", not "*". */
export function shortcutFor(e: { key: string; code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): Command | null {
  if (!(e.ctrlKey || e.metaKey)) return null;
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(e.code)?.[1];
  const letter = /^Key([A-Z])$/.exec(e.code)?.[1]?.toLowerCase() ?? (/^[a-z]$/i.test(e.key) ? e.key.toLowerCase() : null);
  const key = digit ?? letter;
  if (!key) return null;
  return SHORTCUTS[["mod", e.altKey && "alt", e.shiftKey && "shift", key].filter(Boolean).join("+")] ?? null;
}
