/**
 * Clipboard HTML from Word (desktop and online), Google Docs, Excel and Google Sheets, cleaned to what
 * the visual editor keeps (docs/decisions/019-visual-editor.md): headings, paragraphs, bulleted and
 * numbered lists (nested), tables, bold, italic and links to http(s), mailto and tel — and nothing
 * else. Styles, fonts, colours, classes, comments, deleted tracked changes and Word's list markers are
 * dropped; inserted tracked changes keep their text. A table becomes what a GFM table can hold: a
 * rectangle of one-line cells under one header row (`tableBlocks`). The HTML is parsed by whoever
 * calls: the browser's own DOMParser in the editor (no parser shipped to it), htmlparser2 in Vitest;
 * both give nodes of the shape `PastedNode` describes, which are read once into a plain tree.
 */

/** What is read of a parsed node: the DOM's `Node` and htmlparser2's (domhandler) nodes both have it. */
export interface PastedNode {
  readonly nodeType: number;
  readonly data?: string;
  readonly tagName?: string;
  readonly attributes?: Iterable<{ readonly name: string; readonly value: string }>;
  readonly childNodes?: Iterable<PastedNode>;
}

type Element = { type: "element"; name: string; attribs: Record<string, string>; children: Node[] };
type Node = Element | { type: "text"; data: string };

const isElement = (node: Node): node is Element => node.type === "element";

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements and text, names lower-cased; comments, Word's `<![if …]>` directives and the like left out. */
function treeOf(nodes: Iterable<PastedNode>): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE) out.push({ type: "text", data: node.data ?? "" });
    else if (node.nodeType === ELEMENT_NODE && typeof node.tagName === "string") {
      const attribs: Record<string, string> = {};
      for (const a of node.attributes ?? []) attribs[a.name.toLowerCase()] = a.value;
      out.push({ type: "element", name: node.tagName.toLowerCase(), attribs, children: treeOf(node.childNodes ?? []) });
    }
  }
  return out;
}

/** Elements whose content is never text of the document (or, for `del`, text the author deleted). */
const DROPPED_TAGS = new Set(["head", "style", "script", "meta", "link", "title", "xml", "del", "img", "svg", "object", "iframe", "template", "button", "input", "select", "textarea"]);
/** Word's comment anchors and texts, Word Online's comment marks and deleted tracked changes. */
const DROPPED_CLASS = /\b(MsoCommentReference|MsoCommentText|msocom\w*|msoDel|CommentStart|CommentEnd|TrackChange\w*Deletion|TrackedChange\w*Deletion)\b/i;
/** Word's list markers (`mso-list:Ignore`), its comment list and hidden text. */
const DROPPED_STYLE = /mso-list:\s*ignore|mso-element:\s*comment|mso-special-character:\s*comment|display:\s*none/i;

const HEADING = /^h([1-6])$/;
/** A Word paragraph that is a list item: `mso-list:l0 level2 lfo1`. */
const WORD_LIST = /mso-list:\s*l\d+\s+level(\d)/i;
/** A numbered item's marker in Word ("1.", "a)", "iv."); bullets are "·", "o", "§" or "•". */
const NUMBER_MARKER = /^\(?[0-9a-z]{1,5}[.)]$/i;
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  href: string | null;
}
type Marks = Omit<Run, "text">;

type Block =
  | { kind: "p"; runs: Run[] }
  | { kind: "h"; level: number; runs: Run[] }
  | { kind: "li"; level: number; ordered: boolean; runs: Run[] }
  | { kind: "table"; rows: Run[][][] };

/** What was changed to make a pasted table a GFM table; the editor tells the writer to check it. */
export interface TableChanges {
  /** Cells spanning columns or rows were split: the text stays in the first cell, the others are empty. */
  mergedCells: boolean;
  /** A table inside a cell became that cell's text. */
  nestedTables: boolean;
}

export interface CleanedPaste {
  html: string;
  tableChanges: TableChanges;
}

function dropped(el: Element): boolean {
  return DROPPED_TAGS.has(el.name) || el.name.includes(":") || DROPPED_CLASS.test(el.attribs.class ?? "") || DROPPED_STYLE.test(el.attribs.style ?? "");
}

/** A CSS property's value in an inline style (its last, as in CSS), lower-cased. */
function styleValue(el: Element, property: string): string | undefined {
  const matches = [...(el.attribs.style ?? "").matchAll(new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, "gi"))];
  return matches.at(-1)?.[1]?.trim().toLowerCase();
}

/** A style sheet's rule for one class alone: `.xl65 {font-weight:700; …}`. */
const CLASS_RULE = /(?:^|[\s{},>])\.([\w-]+)\s*\{([^}]*)\}/g;

/**
 * The source's class rules written before each element's own style: Excel sets a cell's bold and
 * italic with classes of its style sheet (`<td class=xl66>`, `<font class="font5">`), not inline.
 */
function applyClassRules(nodes: Node[]): void {
  const rules = new Map<string, string>();
  const collect = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === "style") for (const [, name, body] of textOf(node).matchAll(CLASS_RULE)) rules.set(name!, body!);
      else collect(node.children);
    }
  };
  const apply = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const own = (node.attribs.class ?? "").split(/\s+/).flatMap((name) => rules.get(name) ?? []);
      if (own.length) node.attribs.style = [...own, node.attribs.style ?? ""].join(";");
      apply(node.children);
    }
  };
  collect(nodes);
  if (rules.size) apply(nodes);
}

/** Google's redirect (`https://www.google.com/url?q=REAL&sa=…`) unwrapped; null for schemes a post may not link to. */
export function safeHref(raw: string | undefined): string | null {
  let href = (raw ?? "").trim();
  if (/^https?:\/\/(www\.)?google\.[a-z.]+\/url\?/i.test(href)) href = new URL(href).searchParams.get("q") ?? "";
  return SAFE_HREF.test(href) ? href : null;
}

/** The marks an element adds to (or, like Google Docs' `font-weight:normal` wrapper, takes from) its text. */
function marksOf(el: Element, marks: Marks): Marks {
  const weight = styleValue(el, "font-weight");
  const fontStyle = styleValue(el, "font-style");
  let bold = marks.bold || el.name === "b" || el.name === "strong";
  if (weight) bold = weight === "bold" || weight === "bolder" || Number(weight) >= 600;
  let italic = marks.italic || el.name === "i" || el.name === "em";
  if (fontStyle) italic = fontStyle === "italic" || fontStyle === "oblique";
  const href = el.name === "a" ? (safeHref(el.attribs.href) ?? marks.href) : marks.href;
  return { bold, italic, href };
}

function textOf(node: Node): string {
  if (node.type === "text") return node.data;
  return isElement(node) ? node.children.map(textOf).join("") : "";
}

/** A Word list paragraph's marker ("·", "1."), from the span Word tells other programs to ignore. */
function wordMarker(el: Element): string {
  for (const child of el.children) {
    if (!isElement(child)) continue;
    if (/mso-list:\s*ignore/i.test(child.attribs.style ?? "")) return textOf(child).replace(/\s+/g, "");
    const inner = wordMarker(child);
    if (inner) return inner;
  }
  return "";
}

/** Lists and tables inside a list item are blocks of their own, after the item's text. */
const BLOCKS_IN_ITEM = new Set(["ul", "ol", "table"]);

/** The text runs of an element's inline content; lists and tables inside it are blocks of their own. */
function runsOf(nodes: Node[], marks: Marks, out: Run[] = []): Run[] {
  for (const node of nodes) {
    // A newline in the source is a space: only <br> is a line break ("\n" runs).
    if (node.type === "text") out.push({ text: node.data.replace(/\n/g, " "), ...marks });
    else if (isElement(node) && !dropped(node) && !BLOCKS_IN_ITEM.has(node.name)) {
      if (node.name === "br") out.push({ text: "\n", ...marks });
      else runsOf(node.children, marksOf(node, marks), out);
    }
  }
  return out;
}

const NO_MARKS: Marks = { bold: false, italic: false, href: null };

function headingLevel(el: Element): number | null {
  const tag = HEADING.exec(el.name);
  if (tag) return Number(tag[1]);
  // Word Online writes headings as <p role="heading" aria-level="2">.
  if (el.attribs.role === "heading") return Math.min(6, Math.max(1, Number(el.attribs["aria-level"]) || 2));
  return null;
}

/** The document as a flat run of blocks; list items carry their level, and are nested when written. */
function blocksOf(nodes: Node[], marks: Marks, depth: number, ordered: boolean, out: Block[], changes: TableChanges): Block[] {
  /** Text met between blocks (outside any paragraph) becomes a paragraph of its own. */
  let loose: Run[] = [];
  const flush = () => {
    if (loose.length) out.push({ kind: "p", runs: loose });
    loose = [];
  };
  for (const node of nodes) {
    if (node.type === "text") {
      if (node.data.trim()) loose.push({ text: node.data, ...marks });
      continue;
    }
    if (!isElement(node) || dropped(node)) continue;
    const el = node;
    const level = headingLevel(el);
    const wordList = el.name === "p" ? WORD_LIST.exec(el.attribs.style ?? "") : null;
    if (level || wordList || el.name === "p" || el.name === "li" || el.name === "ul" || el.name === "ol" || el.name === "br" || el.name === "table") flush();
    if (el.name === "table") out.push(...tableBlocks(el, marks, changes));
    else if (level) out.push({ kind: "h", level, runs: runsOf(el.children, marksOf(el, marks)) });
    else if (wordList) out.push({ kind: "li", level: Number(wordList[1]), ordered: NUMBER_MARKER.test(wordMarker(el)), runs: runsOf(el.children, marksOf(el, marks)) });
    else if (el.name === "p") out.push({ kind: "p", runs: runsOf(el.children, marksOf(el, marks)) });
    else if (el.name === "ul" || el.name === "ol") blocksOf(el.children, marks, depth + 1, el.name === "ol", out, changes);
    else if (el.name === "li") {
      // Google Docs and Word Online say the level (and Word Online writes each item as a list of its own).
      const said = Number(el.attribs["aria-level"] ?? el.attribs["data-aria-level"]);
      out.push({ kind: "li", level: said > 0 ? said : Math.max(depth, 1), ordered, runs: runsOf(el.children, marksOf(el, marks)) });
      blocksOf(el.children.filter((c) => isElement(c) && BLOCKS_IN_ITEM.has(c.name)), marks, depth, ordered, out, changes);
    } else if (el.name !== "br") blocksOf(el.children, marksOf(el, marks), depth, ordered, out, changes);
  }
  flush();
  return out;
}

/** Where a cell's text had a line break or a new block: joined into one line by `oneLine`. */
const CELL_BREAK: Run = { text: "", ...NO_MARKS };
/** Elements that start a new line inside a cell (a nested table's rows and cells included). */
const CELL_LINE = new Set(["p", "div", "li", "ul", "ol", "br", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "table", "tr", "td", "th", "caption"]);

/** A cell's content as inline runs; its line breaks and blocks marked by `CELL_BREAK`. */
function cellRuns(nodes: Node[], marks: Marks, changes: TableChanges, out: Run[] = []): Run[] {
  for (const node of nodes) {
    if (node.type === "text") out.push({ text: node.data.replace(/[\s\u00a0]+/g, " "), ...marks });
    else if (isElement(node) && !dropped(node)) {
      if (node.name === "table") changes.nestedTables = true;
      const line = CELL_LINE.has(node.name);
      if (line) out.push(CELL_BREAK);
      cellRuns(node.children, marksOf(node, marks), changes, out);
      if (line) out.push(CELL_BREAK);
    }
  }
  return out;
}

/**
 * A cell's runs on one line, as a GFM cell must be: its lines joined with "; " ("Greenville; Tarboro"),
 * or with a space after a line that ends in punctuation ("Good value. Lasts 20 years.").
 */
function oneLine(runs: Run[]): Run[] {
  const out: Run[] = [];
  let broken = false;
  for (const run of runs) {
    if (run === CELL_BREAK) {
      broken = out.some((r) => r.text.trim());
      continue;
    }
    if (!run.text.trim()) {
      if (!broken) out.push({ ...run });
      continue;
    }
    let text = run.text;
    if (broken) {
      while (!out.at(-1)!.text.trim()) out.pop();
      const last = out.at(-1)!;
      last.text = last.text.trimEnd();
      out.push({ ...NO_MARKS, text: /[.!?:;,]$/.test(last.text) ? " " : "; " });
      text = text.trimStart();
      broken = false;
    }
    out.push({ ...run, text });
  }
  return out;
}

const isEmptyCell = (runs: Run[]) => runs.every((run) => !run.text.trim());

/** A table's rows in reading order (head, body, foot), not those of tables inside its cells. */
function tableRows(table: Element): Element[] {
  const head: Element[] = [];
  const body: Element[] = [];
  const foot: Element[] = [];
  const collect = (el: Element, into: Element[]) => {
    for (const child of el.children) {
      if (!isElement(child) || dropped(child)) continue;
      if (child.name === "tr") into.push(child);
      else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") collect(child, child.name === "thead" ? head : child.name === "tfoot" ? foot : into);
    }
  };
  collect(table, body);
  return [...head, ...body, ...foot];
}

/** A span attribute (colspan, rowspan) as a count from 1 to `max`. */
function span(value: string | undefined, max: number): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 1 ? Math.min(n, max) : 1;
}

/**
 * A pasted table as the rectangle a GFM table is (docs/decisions/019-visual-editor.md): a merged
 * cell's text stays in its first (top-left) cell and the cells it covered are left empty, as
 * Excel's and Sheets' "Unmerge" leave them; rows of only empty cells (Word's
 * `supportMisalignedColumns` row of widths) are dropped; short rows are padded. A caption becomes a
 * paragraph before the table.
 */
function tableBlocks(table: Element, marks: Marks, changes: TableChanges): Block[] {
  const blocks: Block[] = [];
  const caption = table.children.find((c): c is Element => isElement(c) && c.name === "caption" && !dropped(c));
  if (caption) blocks.push({ kind: "p", runs: runsOf(caption.children, marksOf(caption, marks)) });
  const rows = tableRows(table);
  const grid: Run[][][] = rows.map(() => []);
  rows.forEach((tr, r) => {
    let c = 0;
    for (const td of tr.children) {
      if (!isElement(td) || (td.name !== "td" && td.name !== "th") || dropped(td)) continue;
      while (grid[r]![c]) c++;
      const cols = span(td.attribs.colspan, 1000);
      const down = span(td.attribs.rowspan, rows.length - r);
      if (cols > 1 || down > 1) changes.mergedCells = true;
      for (let dr = 0; dr < down; dr++) for (let dc = 0; dc < cols; dc++) grid[r + dr]![c + dc] = [];
      grid[r]![c] = oneLine(cellRuns(td.children, marksOf(td, marks), changes));
      c += cols;
    }
  });
  const kept = grid.filter((row) => row.some((cell) => cell && !isEmptyCell(cell)));
  const width = kept.reduce((widest, row) => Math.max(widest, row.length), 0);
  if (kept.length) blocks.push({ kind: "table", rows: kept.map((row) => Array.from({ length: width }, (_, c) => row[c] ?? [])) });
  return blocks;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Runs as inline HTML: spaces collapsed, ends trimmed, neighbours with the same marks joined. */
function inlineHtml(runs: Run[]): string {
  const merged: Run[] = [];
  for (const run of runs) {
    const text = run.text === "\n" ? "\n" : run.text.replace(/[\s\u00a0]+/g, " ");
    const last = merged.at(-1);
    if (last && text !== "\n" && last.text !== "\n" && last.bold === run.bold && last.italic === run.italic && last.href === run.href) last.text += text;
    else merged.push({ ...run, text });
  }
  // Trim the paragraph's ends (and around line breaks), then drop what is left empty.
  merged.forEach((run, i) => {
    if (run.text === "\n") return;
    if (i === 0 || merged[i - 1]!.text === "\n") run.text = run.text.trimStart();
    if (i === merged.length - 1 || merged[i + 1]!.text === "\n") run.text = run.text.trimEnd();
  });
  const kept = merged.filter((r) => r.text !== "");
  while (kept.at(-1)?.text === "\n") kept.pop();
  while (kept[0]?.text === "\n") kept.shift();
  return kept
    .map((run) => {
      if (run.text === "\n") return "<br>";
      let html = escapeHtml(run.text);
      if (!run.text.trim()) return html;
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      if (run.href) html = `<a href="${escapeHtml(run.href)}">${html}</a>`;
      return html;
    })
    .join("");
}

/**
 * A table as the editor's schema reads it: the first row is the header (GFM has exactly one; a
 * source's own header — `<thead>`, `<th>`, Word's repeated header row — is its first row), without
 * bold, which a header has anyway; each cell one paragraph.
 */
function tableHtml(rows: Run[][][]): string {
  const row = (cells: Run[][], tag: "th" | "td") => `<tr>${cells.map((runs) => `<${tag}><p>${inlineHtml(runs)}</p></${tag}>`).join("")}</tr>`;
  const [head, ...body] = rows;
  const header = head!.map((runs) => runs.map((run) => ({ ...run, bold: false })));
  return `<table><tbody>${row(header, "th")}${body.map((cells) => row(cells, "td")).join("")}</tbody></table>`;
}

type ListItem = Extract<Block, { kind: "li" }> & { html: string };

/** Consecutive list items as nested lists: a deeper item belongs to the item before it. */
function listHtml(items: ListItem[]): string {
  let i = 0;
  const list = (level: number): string => {
    const ordered = items[i]!.ordered;
    let html = "";
    while (i < items.length && items[i]!.level >= level && !(items[i]!.level === level && items[i]!.ordered !== ordered)) {
      const item = items[i++]!;
      let inner = `<p>${item.html}</p>`;
      while (i < items.length && items[i]!.level > level) inner += list(items[i]!.level);
      html += `<li>${inner}</li>`;
    }
    const tag = ordered ? "ol" : "ul";
    return `<${tag}>${html}</${tag}>`;
  };
  let html = "";
  while (i < items.length) html += list(items[i]!.level);
  return html;
}

/**
 * Clipboard HTML (Word, Word Online, Google Docs, Excel, Google Sheets or any page) as clean HTML for
 * the visual editor, and what had to change in its tables; `parse` turns HTML into nodes (the
 * browser's DOMParser, or htmlparser2).
 */
export function cleanPastedHtml(html: string, parse: (html: string) => PastedNode): CleanedPaste {
  const tableChanges: TableChanges = { mergedCells: false, nestedTables: false };
  // Copied from the editor itself (ProseMirror marks its own slices): already the editor's, tables and photos included.
  if (/\sdata-pm-slice=/.test(html)) return { html, tableChanges };
  const tree = treeOf(parse(html).childNodes ?? []);
  applyClassRules(tree);
  const blocks = blocksOf(tree, NO_MARKS, 0, false, [], tableChanges);
  let out = "";
  let items: ListItem[] = [];
  const flushList = () => {
    if (items.length) out += listHtml(items);
    items = [];
  };
  for (const block of blocks) {
    if (block.kind === "table") {
      flushList();
      out += tableHtml(block.rows);
      continue;
    }
    const inner = inlineHtml(block.runs);
    if (!inner.replace(/<br>/g, "").trim()) continue;
    if (block.kind === "li") {
      items.push({ ...block, html: inner });
      continue;
    }
    flushList();
    out += block.kind === "h" ? `<h${block.level}>${inner}</h${block.level}>` : `<p>${inner}</p>`;
  }
  flushList();
  return { html: out, tableChanges };
}
