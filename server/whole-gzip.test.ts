import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { wholeGzip } from "./whole-gzip";

/** A page as the server renders them: the same long head (the inlined stylesheet), then its own title and body. */
function page(title: string, body = "<p>Roof repair, storm damage and gutters.</p>".repeat(40)): Buffer {
  const head = `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><style>${".r{color:#14365d}".repeat(1500)}</style>`;
  return Buffer.from(`${head}<title>${title}</title></head><body>${body}</body></html>`);
}

/** Decompressed as a browser does it: streaming, checking the checksum and length at the end. */
async function gunzipStreaming(data: Buffer): Promise<Buffer> {
  const parts: Buffer[] = [];
  const gunzip = zlib.createGunzip();
  gunzip.on("data", (chunk: Buffer) => parts.push(chunk));
  await pipeline(Readable.from([data.subarray(0, 1000), data.subarray(1000)]), gunzip);
  return Buffer.concat(parts);
}

describe("wholeGzip", () => {
  it("gives bodies back byte for byte, before and after it has learned the start pages share", async () => {
    const gzip = wholeGzip();
    const pages = [page("Roof Repair in Wilson, NC"), page("Roof Repair in Tarboro, NC"), page("Privacy Policy"), page("Gutters", "<p>Ünïcode — “quotes” ✓</p>".repeat(300))];
    for (const body of pages) {
      const sent = gzip.gzip(body, `/${body.length}`);
      expect(zlib.gunzipSync(sent).equals(body)).toBe(true);
      expect((await gunzipStreaming(sent)).equals(body)).toBe(true);
    }
  });

  it("compresses the shared start once: a page after the first two reuses it, whatever its title", () => {
    const gzip = wholeGzip();
    gzip.gzip(page("Roof Repair in Wilson, NC"), "/locations/wilson-nc");
    gzip.gzip(page("Roof Repair in Tarboro, NC"), "/locations/tarboro-nc");
    const other = page("Privacy Policy");
    const sent = gzip.gzip(other, "/privacy");
    // The shared start was deflated at the best level once; a page deflated alone at the render level differs.
    expect(sent.equals(zlib.gzipSync(other, { level: 3 }))).toBe(false);
    expect(zlib.gunzipSync(sent).equals(other)).toBe(true);
    // The start it learned ends at a tag: the two towns' titles ("Roof Repair in ") are not part of it.
    const shared = other.indexOf("<title>") + "<title>".length;
    const withoutStart = zlib.deflateRawSync(other.subarray(shared), { level: 3 });
    expect(sent.subarray(sent.length - 8 - withoutStart.length, sent.length - 8).equals(withoutStart)).toBe(true);
  });

  it("does not learn from two renders of one path (their common start is the whole page)", () => {
    const gzip = wholeGzip();
    const privacy = page("Privacy Policy");
    gzip.gzip(privacy, "/privacy");
    gzip.gzip(privacy, "/privacy");
    gzip.gzip(page("Contact Us"), "/contact");
    // Learned from /privacy and /contact: the next page reuses the start they share.
    const faq = page("Frequently Asked Questions");
    const sent = gzip.gzip(faq, "/frequently-asked-questions");
    expect(sent.equals(zlib.gzipSync(faq, { level: 3 }))).toBe(false);
    expect(zlib.gunzipSync(sent).equals(faq)).toBe(true);
  });

  it("sends a body that does not start with the shared start as plain gzip", () => {
    const gzip = wholeGzip();
    gzip.gzip(page("A"), "/a");
    gzip.gzip(page("B"), "/b");
    const feed = Buffer.from(`<?xml version="1.0"?><rss>${"<item>x</item>".repeat(500)}</rss>`);
    const sent = gzip.gzip(feed, "/blog/feed.xml");
    expect(sent.equals(zlib.gzipSync(feed, { level: 3 }))).toBe(true);
    expect(zlib.gunzipSync(sent).equals(feed)).toBe(true);
  });
});
