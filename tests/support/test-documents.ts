/**
 * Real documents for the import tests, made on the spot: a Word .docx (docx package) with a
 * title (Word's Title style), a heading, a linked paragraph, a bulleted list, a table and an embedded PNG, and PDFs (pdf-lib) with
 * a text layer, with only a picture (a "scan"), and password-protected.
 */
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { Document, ExternalHyperlink, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from "docx";
import sharp from "sharp";
import { zipFiles } from "./zip-files";

/** A small solid-colour PNG; `seed` changes the colour, so different tests store different album photos. */
export function testPng(seed = 0, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: (30 + seed * 37) % 256, b: (60 + seed * 91) % 256 } } })
    .png()
    .toBuffer();
}

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });

/** `png` replaces the picture made from `seed` (a test whose database outlives a run passes a unique one). */
export async function testDocx(opts: { title?: string; seed?: number; picture?: boolean; png?: Buffer } = {}): Promise<Buffer> {
  const { title = "Storm Damage Checklist", seed = 0, picture = true } = opts;
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
    new Paragraph({
      children: [
        new TextRun("Call "),
        new ExternalHyperlink({ link: "https://example.com/help", children: [new TextRun({ text: "our office", style: "Hyperlink" })] }),
        new TextRun(" after "),
        new TextRun({ text: "every", bold: true }),
        new TextRun(" storm."),
      ],
    }),
    new Paragraph({ text: "Before you call", heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ text: "Check shingles", bullet: { level: 0 } }),
    new Paragraph({ text: "Check gutters", bullet: { level: 0 } }),
    new Table({
      rows: [new TableRow({ children: [cell("Item"), cell("Cost")] }), new TableRow({ children: [cell("Shingles"), cell("$400")] })],
    }),
  ];
  if (picture) {
    const png = opts.png ?? (await testPng(seed));
    children.push(
      new Paragraph({
        children: [new ImageRun({ type: "png", data: png, transformation: { width: 64, height: 48 }, altText: { name: "Red roof", description: "A red roof", title: "Red roof" } })],
      }),
    );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** A .docx without any text. */
export function emptyDocx(): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph("")] }] }));
}

export async function textPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText("Roof Repair Guide", { x: 50, y: 720, size: 24, font });
  page.drawText("Shingles on most homes here last twenty to", { x: 50, y: 680, size: 12, font });
  page.drawText("twenty-five years before they need replacing.", { x: 50, y: 665, size: 12, font });
  page.drawText("Flashing", { x: 50, y: 625, size: 16, font });
  page.drawText("Check the flashing around chimneys every spring.", { x: 50, y: 600, size: 12, font });
  return Buffer.from(await doc.save());
}

/** A PDF with a picture and no text layer, as a scanner makes it. */
export async function scannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await testPng(9, 200, 260));
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await doc.save());
}

export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText("Confidential estimate", { x: 50, y: 700, size: 12, font });
  await doc.encrypt({ userPassword: "roof", ownerPassword: "owner" });
  return Buffer.from(await doc.save());
}

/** The header of an old Word .doc (OLE2 compound file), padded like a real one. */
export function oldWordDoc(): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

const WORD_XML = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

/**
 * A Word document whose word/document.xml inflates to `bytes` (a paragraph padded with spaces), a
 * few hundred kilobytes on disk. With `statedSize` the archive's directory states that size instead
 * of the real one, as a crafted "zip bomb" does (2 KB for hundreds of megabytes).
 */
export function paddedDocx(bytes: number, opts: { statedSize?: number } = {}): Buffer {
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${WORD_XML}"><w:body><w:p><w:r><w:t>Roof report</w:t></w:r></w:p>`;
  const tail = "</w:body></w:document>";
  const document = Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, bytes - head.length - tail.length), " "), Buffer.from(tail)]);
  return zipFiles([
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: "_rels/.rels",
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    { name: "word/document.xml", data: document, statedSize: opts.statedSize },
  ]);
}

/** A PDF of `pages` pages, one line of text on each (pdf-lib writes a few hundred pages a second). */
export async function manyPagePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]).drawText(`Inspection notes, page ${i}`, { x: 50, y: 720, size: 12, font });
  return Buffer.from(await doc.save());
}
