import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MESSAGES, sniffDocument, titleFromDocumentName, type DocumentSniff } from "./document-type";

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

describe("the import's messages", () => {
  it("name the limits IMPORT_LIMITS sets", () => {
    expect(IMPORT_MESSAGES.tooManyPages).toContain(`more than ${IMPORT_LIMITS.pages} pages`);
    expect(IMPORT_MESSAGES.unpackedTooLarge).toContain(`more than ${IMPORT_LIMITS.unpackedBytes / 1024 / 1024} MB`);
    expect(IMPORT_MESSAGES.tookTooLong).toContain(`longer than ${IMPORT_LIMITS.timeMs / 1000} seconds`);
  });
});
