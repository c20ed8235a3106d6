/**
 * What kind of document an editor import is (spec §2.11), decided from its bytes — never from its
 * name or the Content-Type the browser sent, which anyone can set — and the messages staff read
 * when a document cannot be imported. Pure; the import route and the editor's control share it.
 */

/** The largest document the editor imports (the server's body limit for the import path allows this much plus the form). */
/** The editor's document import endpoint (app/routes/_staff.create-post_.import.tsx). */
export const DOCUMENT_IMPORT_PATH = "/create-post/import";

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What one import may take (app/documents/import.server.ts), each far above what a real post's
 * document needs, so only a crafted or mistaken file meets them:
 * - pages: a PDF's; a post holds at most 200,000 characters, some 60 pages of text.
 * - unpackedBytes: a .docx is a ZIP, and 10 MB of it can unpack to gigabytes ("zip bomb"), which
 *   mammoth would hold in memory; a long real document unpacks to a few megabytes.
 * - pictures: embedded pictures put in the album; each is decoded and resized.
 * - timeMs and memoryMb: the child process that parses it is stopped past these (its heap, and twice that of resident memory).
 */
export const IMPORT_LIMITS = {
  pages: 200,
  unpackedBytes: 50 * 1024 * 1024,
  pictures: 30,
  timeMs: 30_000,
  memoryMb: 256,
} as const;

/** Set in the environment of the child process that converts a document (app/documents/import.server.ts). */
export const CONVERTER_CHILD_ENV = "DOCUMENT_CONVERTER_CHILD";

/** Where a .docx's picture goes in the markdown until it is stored in the album (import-picture:N). */
export const importPicturePlaceholder = (n: number) => `import-picture:${n}`;
/** A picture's markdown while it has its placeholder: `![alt](import-picture:N)`. */
export const IMPORT_PICTURE_MARKDOWN = /!\[[^\]]*\]\(import-picture:(\d+)\)/g;

export type DocumentKind = "pdf" | "docx" | "text";

export const IMPORT_MESSAGES = {
  noFile: "Choose a file to import.",
  tooLarge: "This file is too large: documents of at most 10 MB can be imported.",
  empty: "This file is empty: there is nothing to import.",
  emptyDocument: "This document has no text to import.",
  oldDoc: "This is an old Word .doc file. Open it in Word and save it as .docx, or as PDF, then import that.",
  otherZip: "This is a ZIP archive but not a Word .docx document. Import a .docx, PDF, .txt or .md file.",
  unsupported: "This file is not a Word .docx, PDF or text file. Import a .docx, PDF, .txt or .md file.",
  encrypted: "This PDF is password-protected. Open it, save or print it as a PDF without a password, then import that.",
  scanned: "This PDF is a scan; it has no text to import.",
  corruptPdf: "This PDF is damaged or incomplete and could not be read.",
  corruptDocx: "This Word document is damaged or incomplete and could not be read.",
  unpackedTooLarge: "This Word document unpacks to more than 50 MB, more than a post can hold. Split it into smaller documents, then import those.",
  tooManyPages: "This PDF has more than 200 pages, more than a post can hold. Split it into smaller PDFs, then import those.",
  tookTooLong: "Reading this document took longer than 30 seconds, the most an import may take. Split it into smaller documents, or save it again as PDF or .docx, then import those.",
  tooMuchMemory: "Reading this document needed more memory than an import may use. Split it into smaller documents, then import those.",
  busy: "The server is receiving other uploads at the moment. Wait a few seconds, then import the document again.",
  failed: "The document could not be imported. Please try again.",
} as const;

/** The control's hint: what can be imported and how large. */
export const IMPORT_HINT = "Word (.docx), PDF, text (.txt) or markdown (.md), up to 10 MB. The first heading becomes the title.";

export type DocumentSniff = { ok: true; kind: DocumentKind } | { ok: false; message: string };

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** A .docx is a ZIP whose entries include word/document.xml; entry names are stored as plain bytes in the archive. */
function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  const needle = [...name].map((c) => c.charCodeAt(0));
  outer: for (let at = bytes.indexOf(needle[0]); at !== -1 && at + needle.length <= bytes.length; at = bytes.indexOf(needle[0], at + 1)) {
    for (let i = 1; i < needle.length; i++) if (bytes[at + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
}

/** Text is valid UTF-8 without the control characters that only binary files carry. */
function isText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- looking for exactly those characters
  return !/[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/.test(text);
}

export function sniffDocument(bytes: Uint8Array): DocumentSniff {
  if (bytes.length === 0) return { ok: false, message: IMPORT_MESSAGES.empty };
  // Readers accept a PDF header anywhere in the first kilobyte (some generators put bytes before it).
  if (ascii(bytes, 0, 1024).includes("%PDF-")) return { ok: true, kind: "pdf" };
  if (startsWith(bytes, ZIP)) {
    return zipHasEntry(bytes, "word/document.xml") ? { ok: true, kind: "docx" } : { ok: false, message: IMPORT_MESSAGES.otherZip };
  }
  if (startsWith(bytes, OLE2)) return { ok: false, message: IMPORT_MESSAGES.oldDoc };
  if (isText(bytes)) return { ok: true, kind: "text" };
  return { ok: false, message: IMPORT_MESSAGES.unsupported };
}

/** "Storm damage (final).docx" → "Storm damage (final)": the title when the document has no heading. */
export function titleFromDocumentName(fileName: string): string {
  return fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/[_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}

/** What POST /create-post/import answers (JSON). */
export type ImportResponse = { ok: true; title: string; content: string; photosAdded: number; notes: string[] } | { ok: false; message: string };
