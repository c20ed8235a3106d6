/**
 * The HTML of an imported document (mammoth's output for a .docx, or the editor's own for a PDF's
 * lines) as the editor's markdown (spec §2.11): headings, paragraphs, bold/italic, links, nested
 * lists, GFM tables and album pictures. Mammoth writes a small, regular subset of HTML, so a small
 * converter is enough; anything else keeps its text. The first heading becomes the post's title.
 */
import { parseDocument } from "htmlparser2";
import { imageMarkdown } from "./markdown-edit";

type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

const isElement = (node: Node): node is Element => "attribs" in node;
const isText = (node: Node): node is Extract<Node, { data: string }> => node.type === "text";

const HEADING = /^h([1-6])$/;
const BLOCK = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table", "blockquote", "pre", "hr", "div", "section", "article", "header", "footer", "li"]);

/** Links to these schemes survive; anything else (javascript:, data:, file:) keeps only its text. */
const SAFE_HREF = /^(https?:|mailto:|tel:|#)/i;

/** Escapes what markdown would otherwise read as formatting; braces stay, so {{placeholders}} still work. */
export function escapeMarkdownText(text: string): string {
  return text.replace(/[\\*_`[\]<]/g, (c) => `\\${c}`);
}

/** A line that would start a heading, quote or list item if left as it is. */
function escapeLineStart(line: string): string {
  return line
    .replace(/^(#{1,6})(?=\s|$)/, "\\$1")
    .replace(/^>/, "\\>")
    .replace(/^([-+])(?=\s)/, "\\$1")
    .replace(/^(\d+)([.)])(?=\s)/, "$1\\$2");
}

function textOf(node: Node): string {
  if (isText(node)) return node.data;
  if (isElement(node)) return node.children.map(textOf).join("");
  return "";
}

const collapse = (s: string) => s.replace(/\s+/g, " ");

/** Wraps inline markdown in a mark, keeping outer spaces outside (markdown does not close emphasis before a space). */
function wrap(inner: string, mark: string): string {
  const core = inner.trim();
  if (!core) return inner;
  const lead = inner.match(/^\s*/)![0];
  const trail = inner.match(/\s*$/)![0];
  return `${lead}${mark}${core}${mark}${trail}`;
}

/** Inline content; `cell` renders line breaks as spaces and escapes the table's pipes. */
function inline(nodes: Node[], cell = false): string {
  return nodes.map((n) => inlineNode(n, cell)).join("");
}

function inlineNode(node: Node, cell: boolean): string {
  if (isText(node)) {
    const text = escapeMarkdownText(collapse(node.data));
    return cell ? text.replace(/\|/g, "\\|") : text;
  }
  if (!isElement(node)) return "";
  const inner = () => inline(node.children, cell);
  switch (node.name) {
    case "strong":
    case "b":
      return wrap(inner(), "**");
    case "em":
    case "i":
      return wrap(inner(), "_");
    case "s":
    case "del":
    case "strike":
      return wrap(inner(), "~~");
    case "code":
      return `\`${collapse(textOf(node)).replace(/`/g, "")}\``;
    case "br":
      return cell ? " " : "\\\n";
    case "img": {
      const src = node.attribs.src ?? "";
      return src ? imageMarkdown(collapse(node.attribs.alt ?? "").trim(), src) : "";
    }
    case "a": {
      const text = inner();
      const href = (node.attribs.href ?? "").trim();
      if (!href || !SAFE_HREF.test(href) || !text.trim()) return text;
      return `[${text.trim()}](${href.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)})`;
    }
    default:
      // Block elements inside inline content (a paragraph in a table cell): their text, spaced.
      return BLOCK.has(node.name) ? ` ${inner()} ` : inner();
  }
}

/** A paragraph's text: trimmed, each line safe from being read as a heading or list. */
function paragraph(nodes: Node[]): string {
  return inline(nodes)
    .split("\n")
    .map((line) => escapeLineStart(line.trim()))
    .join("\n")
    .trim();
}

interface Block {
  kind: "heading" | "other";
  level?: number;
  text: string;
  /** The heading's plain text (for the title). */
  plain?: string;
}

function blocks(nodes: Node[]): Block[] {
  const out: Block[] = [];
  let run: Node[] = [];
  const flush = () => {
    const text = paragraph(run);
    if (text) out.push({ kind: "other", text });
    run = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || !BLOCK.has(node.name)) {
      run.push(node);
      continue;
    }
    flush();
    out.push(...block(node));
  }
  flush();
  return out;
}

function block(el: Element): Block[] {
  const heading = HEADING.exec(el.name);
  if (heading) {
    const text = inline(el.children).trim();
    return text ? [{ kind: "heading", level: Number(heading[1]), text, plain: collapse(textOf(el)).trim() }] : [];
  }
  switch (el.name) {
    case "p": {
      const text = paragraph(el.children);
      return text ? [{ kind: "other", text }] : [];
    }
    case "ul":
    case "ol": {
      const text = list(el);
      return text ? [{ kind: "other", text }] : [];
    }
    case "table": {
      const text = table(el);
      return text ? [{ kind: "other", text }] : [];
    }
    case "blockquote": {
      const text = render(blocks(el.children));
      return text ? [{ kind: "other", text: text.replace(/^/gm, "> ").replace(/^> $/gm, ">") }] : [];
    }
    case "pre": {
      const code = textOf(el).replace(/\n$/, "");
      return code.trim() ? [{ kind: "other", text: `\`\`\`\n${code.replace(/```/g, "'''")}\n\`\`\`` }] : [];
    }
    case "hr":
      return [{ kind: "other", text: "---" }];
    default:
      return blocks(el.children);
  }
}

function list(el: Element): string {
  const ordered = el.name === "ol";
  const items = el.children.filter((c): c is Element => isElement(c) && c.name === "li");
  return items
    .map((li, i) => {
      const marker = ordered ? `${i + 1}. ` : "- ";
      const indent = " ".repeat(marker.length);
      const parts: string[] = [];
      let run: Node[] = [];
      const flush = () => {
        const text = paragraph(run);
        if (text) parts.push(text);
        run = [];
      };
      for (const child of li.children) {
        if (isElement(child) && (child.name === "ul" || child.name === "ol")) {
          flush();
          const nested = list(child);
          if (nested) parts.push(nested);
        } else if (isElement(child) && child.name === "p") {
          flush();
          run = child.children;
          flush();
        } else {
          run.push(child);
        }
      }
      flush();
      const body = parts.join("\n").replace(/\n/g, `\n${indent}`);
      return `${marker}${body}`;
    })
    .join("\n");
}

function rowsOf(el: Element): Element[] {
  return el.children.flatMap((c) => {
    if (!isElement(c)) return [];
    if (c.name === "tr") return [c];
    return ["thead", "tbody", "tfoot"].includes(c.name) ? rowsOf(c) : [];
  });
}

/** A GFM table; its first row is the header (GFM needs one, and Word tables usually start with theirs). */
function table(el: Element): string {
  const rows = rowsOf(el).map((tr) =>
    tr.children.filter((c): c is Element => isElement(c) && (c.name === "td" || c.name === "th")).map((cell) => collapse(inline(cell.children, true)).trim()),
  );
  const width = Math.max(0, ...rows.map((r) => r.length));
  if (width === 0) return "";
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
  return [line(rows[0]), line(Array(width).fill("---")), ...rows.slice(1).map(line)].join("\n");
}

function render(list: Block[]): string {
  return list.map((b) => (b.kind === "heading" ? `${"#".repeat(b.level!)} ${b.text}` : b.text)).join("\n\n");
}

export interface ConvertedDocument {
  /** The first heading's text, or null when the document has none. */
  title: string | null;
  markdown: string;
}

/**
 * Converts the HTML; the first heading becomes the title (and leaves the content when it opens the
 * document). The page shows the title as its one h1, so the content's headings are raised or lowered
 * to start at level 2.
 */
export function htmlToMarkdown(html: string): ConvertedDocument {
  const all = blocks(parseDocument(html).children);
  const first = all.find((b) => b.kind === "heading");
  const rest = first && all[0] === first ? all.slice(1) : all;
  const top = Math.min(7, ...rest.filter((b) => b.kind === "heading").map((b) => b.level!));
  const shift = top === 7 ? 0 : 2 - top;
  const shifted = rest.map((b) => (b.kind === "heading" ? { ...b, level: Math.min(6, Math.max(2, b.level! + shift)) } : b));
  return { title: first?.plain || null, markdown: render(shifted) };
}
