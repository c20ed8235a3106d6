/**
 * The workmanship warranty certificate as a PDF (docs/decisions/018-warranty-portal.md): one US
 * Letter page laid out from certificateContent (app/domain/certificate.ts) with pdf-lib. It uses
 * the PDF standard font Helvetica, which every reader has, so the file looks the same everywhere and
 * the server needs no font files; text is kept to the characters that font can show.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import type { CertificateContent } from "~/domain/certificate";

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const WIDTH = PAGE.width - 2 * MARGIN;
const NAVY = rgb(0x14 / 255, 0x36 / 255, 0x5d / 255);
const ACCENT = rgb(0xd9 / 255, 0x82 / 255, 0x2b / 255);
const INK = rgb(0x1b / 255, 0x24 / 255, 0x30 / 255);
const MUTED = rgb(0.38, 0.42, 0.48);

/** Windows-1252 beyond Latin-1: what Helvetica's WinAnsi encoding adds (curly quotes, dashes, €…). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text Helvetica can show: Latin-1 and the Windows-1252 extras as they are; other letters without
 * their accents when that is all they lack ("Đ" stays "?", "ő" becomes "o"); anything else "?".
 */
export function winAnsiText(text: string): string {
  let out = "";
  for (const ch of text.replace(/[\r\n\t]+/g, " ")) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    out += base.length === 1 && base.codePointAt(0)! <= 0x7e ? base : "?";
  }
  return out;
}

/** Words of `text` in lines at most `width` points wide. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of winAnsiText(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  y = PAGE.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(text: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; x?: number; width?: number; gap?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    for (const line of wrap(text, font, size, opts.width ?? WIDTH)) {
      this.y -= size * 1.3;
      this.page.drawText(line, { x: opts.x ?? MARGIN, y: this.y, size, font, color: opts.color ?? INK });
    }
    this.y -= opts.gap ?? 0;
  }

  rule(color = ACCENT, thickness = 1.5) {
    this.y -= 8;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness, color });
    this.y -= 6;
  }

  /** Label in a left column, value wrapped beside it. */
  row(label: string, value: string) {
    const top = this.y;
    this.text(label, { bold: true, size: 9.5, color: MUTED, width: 120 });
    const afterLabel = this.y;
    this.y = top;
    this.text(value, { size: 10.5, x: MARGIN + 130, width: WIDTH - 130 });
    this.y = Math.min(this.y, afterLabel) - 3;
  }

  list(items: readonly string[], size = 9.5) {
    for (const item of items) {
      const top = this.y;
      this.text("-", { size, x: MARGIN + 4, width: 10 });
      this.y = top;
      this.text(item, { size, x: MARGIN + 16, width: WIDTH / 2 - 24 });
    }
  }
}

/** The certificate as PDF bytes. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsiText(`${content.title} ${content.number}`));
  doc.setAuthor(winAnsiText(content.company.legalName));
  doc.setSubject(winAnsiText(`${content.title} for ${content.facts[0]?.[1] ?? ""}`));
  doc.setCreator(winAnsiText(content.company.name));
  doc.setProducer(winAnsiText(content.company.name));
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const w = new Writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  page.drawRectangle({ x: 0, y: PAGE.height - 10, width: PAGE.width, height: 10, color: NAVY });
  w.text(content.company.name, { size: 18, bold: true, color: NAVY });
  w.text(`${content.company.address} · ${content.company.phone} · ${content.company.email} · ${content.company.website}`, { size: 9, color: MUTED });
  w.rule();
  w.text(content.title, { size: 22, bold: true, color: NAVY, gap: 2 });
  w.text(`Certificate ${content.number} · issued ${content.issuedOn}`, { size: 10.5, bold: true });
  if (content.replaces) w.text(`Re-issued: replaces certificate ${content.replaces}, which is no longer valid.`, { size: 9.5, color: MUTED });
  w.y -= 10;
  for (const [label, value] of content.facts) w.row(label, value);
  w.y -= 8;
  w.text(content.promise, { size: 10.5, gap: 6 });

  const top = w.y;
  w.text("Covered", { bold: true, size: 11, color: NAVY });
  w.list(content.covered);
  const leftEnd = w.y;
  w.y = top;
  const half = MARGIN + WIDTH / 2 + 8;
  w.text("Not covered", { bold: true, size: 11, color: NAVY, x: half });
  for (const item of content.excluded) {
    const rowTop = w.y;
    w.text("-", { size: 9.5, x: half + 4, width: 10 });
    w.y = rowTop;
    w.text(item, { size: 9.5, x: half + 16, width: WIDTH / 2 - 24 });
  }
  w.y = Math.min(w.y, leftEnd) - 8;
  w.text("How to make a claim", { bold: true, size: 11, color: NAVY });
  w.text(content.howToClaim, { size: 9.5, gap: 14 });
  w.rule(NAVY, 0.75);
  w.text(`${content.company.legalName} · ${content.company.address}`, { size: 8.5, color: MUTED });
  return doc.save();
}
