import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES, sniffDocument, titleFromDocumentName, zipUnpackedBytes, type DocumentSniff } from "./document-type";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));

const zipEntry = (name: string) => bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, name.length, 0, 0, 0], name, [1, 2, 3]);

describe("sniffDocument", () => {
  const cases: [string, Uint8Array, DocumentSniff][] = [
    ["a PDF", bytes("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj"), { ok: true, kind: "pdf" }],
    ["a PDF with bytes before its header", bytes([0, 0, 0], "junk %PDF-1.4\n"), { ok: true, kind: "pdf" }],
    ["a .docx (ZIP with word/document.xml)", new Uint8Array([...zipEntry("[Content_Types].xml"), ...zipEntry("word/document.xml")]), { ok: true, kind: "docx" }],
    ["an .xlsx (ZIP without word/document.xml)", zipEntry("xl/workbook.xml"), { ok: false, message: IMPORT_MESSAGES.otherZip }],
    ["an old Word .doc (OLE2)", bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), { ok: false, message: IMPORT_MESSAGES.oldDoc }],
    ["markdown", bytes("# Roof care\n\n- gutters\n- **flashing**\n"), { ok: true, kind: "text" }],
    ["UTF-8 text with a BOM, accents and tabs", bytes([0xef, 0xbb, 0xbf], "Café\tnotes\r\n— done"), { ok: true, kind: "text" }],
    ["Latin-1 text (not UTF-8)", new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x6e]), { ok: false, message: IMPORT_MESSAGES.unsupported }],
    ["a PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"), { ok: false, message: IMPORT_MESSAGES.unsupported }],
    ["binary with NUL bytes that is valid UTF-8", bytes("abc", [0, 0, 1, 2], "def"), { ok: false, message: IMPORT_MESSAGES.unsupported }],
    ["an empty file", new Uint8Array(), { ok: false, message: IMPORT_MESSAGES.empty }],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(sniffDocument(input)).toEqual(expected);
  });
});

describe("titleFromDocumentName", () => {
  it.each([
    ["Storm damage (final).docx", "Storm damage (final)"],
    ["C:\\Users\\pat\\roof_care_guide.pdf", "roof care guide"],
    ["notes.md", "notes"],
    ["no-extension", "no-extension"],
  ])("%s → %s", (name, title) => {
    expect(titleFromDocumentName(name)).toBe(title);
  });
});

/** A ZIP's central directory and end record (entry data left out: only the directory is read). */
function zipDirectory(sizes: number[], opts: { comment?: string } = {}): Uint8Array {
  const out: number[] = [..."PK\x03\x04junk-local-entries"].map((c) => c.charCodeAt(0));
  const dirOffset = out.length;
  const le = (n: number, width: number) => Array.from({ length: width }, (_, i) => (n >>> (8 * i)) & 0xff);
  sizes.forEach((size, i) => {
    const name = [...`word/f${i}.xml`].map((c) => c.charCodeAt(0));
    const header = [...le(0x02014b50, 4), ...Array(16).fill(0), ...le(100, 4), ...le(size, 4), ...le(name.length, 2), ...le(0, 2), ...le(0, 2), ...Array(12).fill(0)];
    out.push(...header, ...name);
  });
  const comment = [...(opts.comment ?? "")].map((c) => c.charCodeAt(0));
  out.push(...le(0x06054b50, 4), 0, 0, 0, 0, ...le(sizes.length, 2), ...le(sizes.length, 2), ...le(out.length - dirOffset, 4), ...le(dirOffset, 4), ...le(comment.length, 2), ...comment);
  return new Uint8Array(out);
}

describe("zipUnpackedBytes", () => {
  it.each([
    ["entries' declared sizes added up", zipDirectory([1000, 2500]), 3500],
    ["with an archive comment", zipDirectory([70 * 1024 * 1024], { comment: "made by Word" }), 70 * 1024 * 1024],
    ["ZIP64 (an entry over 4 GB)", zipDirectory([0xffffffff]), Infinity],
    ["no end record (truncated)", zipDirectory([1000]).subarray(0, 60), null],
  ])("%s", (_name, input, expected) => {
    expect(zipUnpackedBytes(input)).toBe(expected);
  });
});
