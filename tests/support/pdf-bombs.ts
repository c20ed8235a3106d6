/**
 * PDFs that inflate to far more than they weigh, for the document import's memory bound
 * (docs/decisions/012-input-limits-and-shutdown.md). Each is built by hand, byte by byte, with a
 * correct cross-reference table, so pdf.js reads it as it would a real file:
 *
 * - `flate`: one page whose content stream is a FlateDecode stream of spaces after a line of text;
 *   each megabyte of the file inflates to about a gigabyte.
 * - `objectStream`: the catalog, page tree and page sit in a compressed object stream (PDF 1.5,
 *   with a cross-reference stream) whose objects start after gigabytes of padding.
 * - `pages`: the page limit's worth of pages, each with its own content stream of tens of
 *   megabytes once inflated.
 *
 * The deflate data is one 1 MB run of spaces compressed once, repeated: a full flush ends each copy
 * on a byte boundary with an empty dictionary, so the copies chain into one valid stream.
 */
import { constants, deflateRawSync, deflateSync } from "node:zlib";

const SPACES_MB = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
/** The last, empty block of a deflate stream (BFINAL=1, fixed Huffman, end of block). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A zlib stream: `text` then `inflatedMb` megabytes of spaces, about `inflatedMb` KB long. */
function inflatingStream(text: string, inflatedMb: number): Buffer {
  const head = deflateRawSync(Buffer.from(text, "latin1"), { finishFlush: constants.Z_FULL_FLUSH });
  const copies = new Array<Buffer>(inflatedMb).fill(SPACES_MB);
  // zlib header (deflate, 32 KB window, default level); pdf.js does not check the trailing Adler-32.
  return Buffer.concat([Buffer.from([0x78, 0x9c]), head, ...copies, FINAL_BLOCK, Buffer.alloc(4)]);
}

/** Objects numbered from 1, written with a classic cross-reference table. */
function pdfFile(objects: (string | Buffer)[], root = 1): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), typeof body === "string" ? Buffer.from(body, "latin1") : body, Buffer.from("\nendobj\n", "latin1")]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, "0000000000 65535 f \n", ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R >>\nstartxref\n${length}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

function streamObject(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]);
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
const textLine = (text: string) => `BT /F1 12 Tf 50 720 Td (${text}) Tj ET\n`;
const page = (contents: number, font: number) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contents} 0 R >>`;

/** Megabytes of spaces that fit in `bytes` of deflate data. */
const inflatedMbIn = (bytes: number) => Math.floor((bytes - 2048) / SPACES_MB.length);

/** At most `bytes` long; one page whose text inflates to about a thousand times that. */
export function flateBombPdf(bytes: number): Buffer {
  const content = inflatingStream(textLine("Roof report"), inflatedMbIn(bytes));
  return pdfFile(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", page(4, 5), streamObject("/Filter /FlateDecode", content), FONT]);
}

/** `pages` pages, each with its own content stream that inflates to `inflatedMbPerPage` megabytes. */
export function pagesBombPdf(pages: number, inflatedMbPerPage: number): Buffer {
  // 1 catalog, 2 page tree, 3 font, then each page and its content stream.
  const objects: (string | Buffer)[] = ["<< /Type /Catalog /Pages 2 0 R >>", "", FONT];
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) {
    const pageNumber = objects.length + 1;
    kids.push(`${pageNumber} 0 R`);
    objects.push(page(pageNumber + 1, 3), streamObject("/Filter /FlateDecode", inflatingStream(textLine(`Page ${i + 1}`), inflatedMbPerPage)));
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  return pdfFile(objects);
}

/**
 * At most `bytes` long: the document's catalog, page tree and page are compressed objects of an
 * object stream whose first object begins after about a thousand times that of spaces.
 */
export function objectStreamBombPdf(bytes: number): Buffer {
  // Objects 1-3 live in object stream 6; 4 is the content, 5 the font, 7 the cross-reference stream.
  const inner = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", page(4, 5)];
  const paddingMb = inflatedMbIn(bytes);
  const paddingBytes = paddingMb * 1024 * 1024;
  let offset = 0;
  const index = inner.map((body, i) => {
    const pair = `${i + 1} ${offset}`;
    offset += body.length + 1;
    return pair;
  });
  const header = `${index.join(" ")} `;
  const objStream = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    deflateRawSync(Buffer.from(header, "latin1"), { finishFlush: constants.Z_FULL_FLUSH }),
    ...new Array<Buffer>(paddingMb).fill(SPACES_MB),
    deflateRawSync(Buffer.from(inner.join("\n") + "\n", "latin1"), { finishFlush: constants.Z_FINISH }),
    Buffer.alloc(4),
  ]);
  const first = header.length + paddingBytes;

  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0].length;
  const offsets = new Map<number, number>();
  const add = (n: number, body: Buffer) => {
    offsets.set(n, length);
    const chunk = Buffer.concat([Buffer.from(`${n} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
    parts.push(chunk);
    length += chunk.length;
  };
  add(4, streamObject("", Buffer.from(textLine("Roof report"), "latin1")));
  add(5, Buffer.from(FONT, "latin1"));
  add(6, streamObject(`/Type /ObjStm /N ${inner.length} /First ${first} /Filter /FlateDecode`, objStream));
  // Cross-reference stream: type (1 byte), offset or object stream (4 bytes), generation or index (2 bytes).
  const rows: number[][] = [[0, 0, 65535], [2, 6, 0], [2, 6, 1], [2, 6, 2], [1, offsets.get(4)!, 0], [1, offsets.get(5)!, 0], [1, offsets.get(6)!, 0], [1, length, 0]];
  const table = Buffer.alloc(rows.length * 7);
  rows.forEach(([type, field, second], i) => {
    table.writeUInt8(type, i * 7);
    table.writeUInt32BE(field, i * 7 + 1);
    table.writeUInt16BE(second, i * 7 + 5);
  });
  const xrefAt = length;
  add(7, streamObject(`/Type /XRef /Size ${rows.length} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`, deflateSync(table)));
  parts.push(Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}
