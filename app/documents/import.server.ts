/**
 * Document import for the editor (spec §2.11): a PDF's text layer (unpdf), a Word .docx (mammoth,
 * its pictures into the photo album through the media pipeline) or a text/markdown file becomes a
 * title and markdown content. Nothing is saved as a post: the editor shows the result. No React or HTTP.
 */
import mammoth from "mammoth";
import { extractTextItems, getDocumentProxy, type StructuredTextItem } from "unpdf";
import type { MediaLimits } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_PICTURES,
  IMPORT_MAX_UNPACKED_BYTES,
  IMPORT_MESSAGES,
  sniffDocument,
  titleFromDocumentName,
  zipUnpackedBytes,
} from "~/domain/document-type";
import { htmlToMarkdown } from "~/domain/html-to-markdown";
import { photoAlt, pictureSources } from "~/domain/photos";
import { MAX_CONTENT_LENGTH } from "~/domain/post-input";
import { uploadPhoto, type UploadResult } from "~/media/photos.server";
import type { MediaStorage } from "~/media/storage.server";

export type ImportOutcome =
  | { ok: true; title: string; content: string; photosAdded: number; notes: string[] }
  | { ok: false; status: 413 | 415 | 422; message: string };

interface Deps {
  db: Database;
  media: MediaStorage;
  limits: MediaLimits;
}

interface Converted {
  title: string | null;
  markdown: string;
  photosAdded: number;
  notes: string[];
}

class ImportRefused extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export async function importDocument(deps: Deps, file: { bytes: Uint8Array; name: string }): Promise<ImportOutcome> {
  if (file.bytes.length > IMPORT_MAX_BYTES) return { ok: false, status: 413, message: IMPORT_MESSAGES.tooLarge };
  const sniff = sniffDocument(file.bytes);
  if (!sniff.ok) return { ok: false, status: file.bytes.length === 0 ? 422 : 415, message: sniff.message };
  let converted: Converted;
  try {
    converted =
      sniff.kind === "pdf" ? await fromPdf(file.bytes) : sniff.kind === "docx" ? await fromDocx(deps, file.bytes, file.name) : fromText(file.bytes);
  } catch (error) {
    if (error instanceof ImportRefused) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
  const content = converted.markdown.trim();
  if (!content) return { ok: false, status: 422, message: IMPORT_MESSAGES.emptyDocument };
  const notes = [...converted.notes];
  if (content.length > MAX_CONTENT_LENGTH) {
    const count = (n: number) => n.toLocaleString("en-US");
    notes.push(`The text is ${count(content.length)} characters long; a post may have at most ${count(MAX_CONTENT_LENGTH)}. Shorten it before saving.`);
  }
  const title = (converted.title?.trim() || titleFromDocumentName(file.name) || "Imported document").slice(0, 300);
  return { ok: true, title, content, photosAdded: converted.photosAdded, notes };
}

/** Plain text or markdown, as written; a leading `# Heading` line is the title. */
function fromText(bytes: Uint8Array): Converted {
  const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const heading = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(text);
  return heading
    ? { title: heading[1], markdown: text.slice(heading[0].length), photosAdded: 0, notes: [] }
    : { title: null, markdown: text, photosAdded: 0, notes: [] };
}

/** Word's own Title style (mammoth maps only headings by default) is the document's title. */
const DOCX_STYLES = ["p[style-name='Title'] => h1:fresh"];

/** The picture's alternative text in Word: mammoth reads it, its type declarations omit it. */
const altTextOf = (image: object) => ("altText" in image && typeof image.altText === "string" ? image.altText.trim() : "") || null;

/** Word .docx: mammoth's HTML (styles mapped to headings, lists, tables, links), pictures stored in the album. */
async function fromDocx(deps: Deps, bytes: Uint8Array, fileName: string): Promise<Converted> {
  const notes: string[] = [];
  let photosAdded = 0;
  let pictures = 0;
  let skipped = 0;
  let storageError: unknown = null;
  const baseTitle = titleFromDocumentName(fileName) || "Imported document";
  const convertImage = mammoth.images.imgElement(async (image) => {
    const n = ++pictures;
    if (n > IMPORT_MAX_PICTURES) {
      skipped++;
      return { src: "" };
    }
    const picture = Buffer.from(await image.readAsBuffer());
    let result: UploadResult;
    try {
      result = await uploadPhoto(deps, { bytes: picture, name: `${baseTitle} picture ${n}` }, {
        title: `${baseTitle} – picture ${n}`,
        altTag: altTextOf(image),
        // A document's picture is in the album for the post; the gallery is for photos staff choose.
        showInGallery: false,
      });
    } catch (error) {
      // The album's storage failed, not the document: reported as such after mammoth is done.
      storageError ??= error;
      return { src: "" };
    }
    if (result.outcome === "refused") {
      notes.push(`Picture ${n} was left out: ${result.message}`);
      return { src: "" };
    }
    if (result.outcome === "stored") photosAdded++;
    return { src: pictureSources(result.photo).src, alt: photoAlt(result.photo) };
  });
  const unpacked = zipUnpackedBytes(bytes);
  if (unpacked === null) throw new ImportRefused(422, IMPORT_MESSAGES.corruptDocx);
  if (unpacked > IMPORT_MAX_UNPACKED_BYTES) throw new ImportRefused(413, IMPORT_MESSAGES.unpackedTooLarge);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { convertImage, styleMap: DOCX_STYLES })).value;
  } catch (error) {
    console.warn(`[import] ${JSON.stringify(fileName)} could not be read as .docx:`, error instanceof Error ? error.message : error);
    throw new ImportRefused(422, IMPORT_MESSAGES.corruptDocx);
  }
  if (storageError) throw storageError;
  if (photosAdded) notes.push(`Added ${photosAdded === 1 ? "1 picture" : `${photosAdded} pictures`} to the photo album.`);
  if (skipped) notes.push(`${skipped === 1 ? "1 picture was" : `${skipped} pictures were`} left out: at most ${IMPORT_MAX_PICTURES} pictures are imported from one document.`);
  const { title, markdown } = htmlToMarkdown(html);
  return { title, markdown, photosAdded, notes };
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
async function fromPdf(bytes: Uint8Array): Promise<Converted> {
  let pages: StructuredTextItem[][];
  try {
    // pdf.js takes the buffer over (detaches it): give it a copy. verbosity 0: no console noise for odd files.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      pages = (await extractTextItems(pdf)).items;
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch (error) {
    if (error instanceof Error && error.name === "PasswordException") throw new ImportRefused(422, IMPORT_MESSAGES.encrypted);
    console.warn("[import] a PDF could not be read:", error instanceof Error ? `${error.name}: ${error.message}` : error);
    throw new ImportRefused(422, IMPORT_MESSAGES.corruptPdf);
  }
  const perPage = pages.map(pageLines);
  const all = perPage.flat();
  if (all.length === 0) throw new ImportRefused(422, pages.length > 0 ? IMPORT_MESSAGES.scanned : IMPORT_MESSAGES.emptyDocument);

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
  return { title, markdown, photosAdded: 0, notes: ["A PDF keeps no headings or paragraphs: they were guessed from the text size and spacing. Check them before saving."] };
}
