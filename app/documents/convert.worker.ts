/**
 * The document import's parsing (spec §2.11), run in a child process whose memory the operating
 * system bounds, killed when it takes too long (app/documents/import.server.ts starts it): a PDF's text layer
 * (unpdf) or a Word .docx (mammoth) becomes a title and markdown. mammoth and pdf.js are loaded here
 * only, never in the server's own process. A .docx's pictures come back as bytes, with placeholders
 * in the markdown, for the server to put in the album; a PDF longer than the page limit and a .docx
 * that unpacks to more than its limit are refused before they are parsed.
 */
import mammoth from "mammoth";
import { extractTextItems, getDocumentProxy, type StructuredTextItem } from "unpdf";
import { CONVERTER_CHILD_ENV, importPicturePlaceholder } from "~/domain/document-type";
import { htmlToMarkdown } from "~/domain/html-to-markdown";
import { unpackedSizeWithin } from "./zip";

export interface ConversionRequest {
  kind: "pdf" | "docx";
  bytes: Uint8Array;
  maxPages: number;
  maxUnpackedBytes: number;
  maxPictures: number;
}

/** A picture of a .docx, to store in the album; `n` numbers its placeholder (importPicturePlaceholder). */
export interface ExtractedPicture {
  n: number;
  bytes: Uint8Array;
  alt: string | null;
}

export type ConversionRefusal = "tooManyPages" | "unpackedTooLarge" | "corruptDocx" | "corruptPdf" | "encrypted" | "scanned" | "emptyDocument" | "tooMuchMemory";

export type ConversionResult =
  | { ok: true; title: string | null; markdown: string; pictures: ExtractedPicture[]; skippedPictures: number; notes: string[] }
  | { ok: false; refusal: ConversionRefusal; detail?: string };

/** Word's own Title style (mammoth maps only headings by default) is the document's title. */
const DOCX_STYLES = ["p[style-name='Title'] => h1:fresh"];

/** The picture's alternative text in Word: mammoth reads it, its type declarations omit it. */
const altTextOf = (image: object) => ("altText" in image && typeof image.altText === "string" ? image.altText.trim() : "") || null;

async function fromDocx(request: ConversionRequest): Promise<ConversionResult> {
  const unpacked = unpackedSizeWithin(request.bytes, request.maxUnpackedBytes);
  if (!unpacked.ok) return { ok: false, refusal: unpacked.reason === "over-limit" ? "unpackedTooLarge" : "corruptDocx" };
  const pictures: ExtractedPicture[] = [];
  let skippedPictures = 0;
  const convertImage = mammoth.images.imgElement(async (image) => {
    const n = pictures.length + skippedPictures + 1;
    if (pictures.length >= request.maxPictures) {
      skippedPictures++;
      return { src: "" };
    }
    pictures.push({ n, bytes: new Uint8Array(await image.readAsBuffer()), alt: altTextOf(image) });
    return { src: importPicturePlaceholder(n) };
  });
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(request.bytes) }, { convertImage, styleMap: DOCX_STYLES })).value;
  } catch (error) {
    return { ok: false, refusal: "corruptDocx", detail: error instanceof Error ? error.message : String(error) };
  }
  const { title, markdown } = htmlToMarkdown(html);
  return { ok: true, title, markdown, pictures, skippedPictures, notes: [] };
}

interface PdfLine {
  text: string;
  size: number;
  y: number;
}

/** A page's text items as lines (pdf.js marks where each line ends), each with its largest font size. */
function pageLines(items: StructuredTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  for (const item of items) {
    current ??= { text: "", size: 0, y: item.y };
    current.text += item.str;
    if (item.str.trim()) current.size = Math.max(current.size, Math.round(item.fontSize * 10) / 10);
    if (item.hasEOL) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines.filter((l) => l.text.trim()).map((l) => ({ ...l, text: l.text.replace(/\s+/g, " ").trim() }));
}

/** The font size most of the text is set in: anything clearly larger is a heading. */
function bodySize(lines: PdfLine[]): number {
  const chars = new Map<number, number>();
  for (const l of lines) chars.set(l.size, (chars.get(l.size) ?? 0) + l.text.length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A PDF's text layer. PDF keeps no headings or paragraphs, only positioned text: short lines set
 * clearly larger than the body become headings (the largest size level 1), a vertical gap or a new
 * page starts a paragraph, and a word hyphenated across lines is joined again.
 */
async function fromPdf(request: ConversionRequest): Promise<ConversionResult> {
  let pages: StructuredTextItem[][];
  try {
    // verbosity 0: no console noise for odd files.
    const pdf = await getDocumentProxy(request.bytes, { verbosity: 0 });
    try {
      // Counted before a page is read: its table of pages is all pdf.js has parsed so far.
      if (pdf.numPages > request.maxPages) return { ok: false, refusal: "tooManyPages", detail: String(pdf.numPages) };
      pages = (await extractTextItems(pdf)).items;
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch (error) {
    if (error instanceof Error && error.name === "PasswordException") return { ok: false, refusal: "encrypted" };
    return { ok: false, refusal: "corruptPdf", detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  const perPage = pages.map(pageLines);
  const all = perPage.flat();
  if (all.length === 0) return { ok: false, refusal: pages.length > 0 ? "scanned" : "emptyDocument" };

  const body = bodySize(all);
  const headingSizes = [...new Set(all.filter((l) => l.size >= body * 1.2 && l.text.length <= 120).map((l) => l.size))].sort((a, b) => b - a);
  const levelOf = (l: PdfLine) => (l.text.length <= 120 ? headingSizes.indexOf(l.size) + 1 : 0);

  const html: string[] = [];
  for (const lines of perPage) {
    let paragraph = "";
    let previous: PdfLine | null = null;
    const flush = () => {
      if (paragraph) html.push(`<p>${escapeHtml(paragraph)}</p>`);
      paragraph = "";
    };
    for (const line of lines) {
      const level = levelOf(line);
      if (level > 0) {
        flush();
        html.push(`<h${Math.min(level, 6)}>${escapeHtml(line.text)}</h${Math.min(level, 6)}>`);
        previous = null;
        continue;
      }
      const gap = previous ? previous.y - line.y : 0;
      if (previous && (gap > previous.size * 1.8 || gap < 0)) flush();
      paragraph = !paragraph ? line.text : /[A-Za-z]-$/.test(paragraph) && /^[a-z]/.test(line.text) ? paragraph.slice(0, -1) + line.text : `${paragraph} ${line.text}`;
      previous = line;
    }
    flush();
  }
  const { title, markdown } = htmlToMarkdown(html.join(""));
  return {
    ok: true,
    title,
    markdown,
    pictures: [],
    skippedPictures: 0,
    notes: ["A PDF keeps no headings or paragraphs: they were guessed from the text size and spacing. Check them before saving."],
  };
}

export function convert(request: ConversionRequest): Promise<ConversionResult> {
  return request.kind === "pdf" ? fromPdf(request) : fromDocx(request);
}

/** An allocation the memory limit refused, thrown where pdf.js or mammoth asked for a buffer. */
const outOfMemory = (error: unknown) => error instanceof RangeError && /allocation failed|invalid array length|invalid typed array length/i.test(error.message);

// Started as the converter's child process (import.server.ts): one request in, one answer out, then exit.
if (process.env[CONVERTER_CHILD_ENV] === "1" && process.send) {
  const answer = (result: ConversionResult) => process.send!(result, () => process.exit(0));
  process.once("message", (sent: ConversionRequest) => {
    // The channel hands a Buffer back as a Buffer; pdf.js wants a plain Uint8Array.
    const request = { ...sent, bytes: new Uint8Array(sent.bytes.buffer, sent.bytes.byteOffset, sent.bytes.byteLength) };
    convert(request).then(answer, (error: unknown) =>
      answer(outOfMemory(error) ? { ok: false, refusal: "tooMuchMemory" } : { ok: false, refusal: request.kind === "pdf" ? "corruptPdf" : "corruptDocx", detail: String(error) }),
    );
  });
}
