import { describe, expect, it } from "vitest";
import { zipFiles } from "../../tests/support/zip-files";
import { unpackedSizeWithin } from "./zip";

const MB = 1024 * 1024;

describe("unpackedSizeWithin", () => {
  it("adds up what the entries really inflate to, stored and deflated", () => {
    const zip = zipFiles([
      { name: "word/document.xml", data: Buffer.alloc(3000, "a") },
      { name: "word/media/image1.png", data: Buffer.alloc(500, 7), stored: true },
    ]);
    expect(unpackedSizeWithin(zip, 10 * MB)).toEqual({ ok: true, bytes: 3500 });
  });

  it("does not believe a directory that states 2 KB for an entry inflating to 60 MB, and stops at the limit", () => {
    const bomb = zipFiles([{ name: "word/document.xml", data: Buffer.alloc(60 * MB, " "), statedSize: 2048 }]);
    expect(bomb.length).toBeLessThan(MB);
    expect(unpackedSizeWithin(bomb, 50 * MB)).toEqual({ ok: false, reason: "over-limit" });
  });

  it("counts the limit across entries, not per entry", () => {
    const zip = zipFiles([1, 2, 3].map((i) => ({ name: `word/part${i}.xml`, data: Buffer.alloc(20 * MB, "x"), statedSize: 10 })));
    expect(unpackedSizeWithin(zip, 50 * MB)).toEqual({ ok: false, reason: "over-limit" });
    expect(unpackedSizeWithin(zip, 61 * MB)).toEqual({ ok: true, bytes: 60 * MB });
  });

  it("calls a truncated or garbled archive damaged", () => {
    const zip = zipFiles([{ name: "word/document.xml", data: Buffer.alloc(3000, "a") }]);
    expect(unpackedSizeWithin(zip.subarray(0, 60), MB)).toEqual({ ok: false, reason: "damaged" });
    const unknownMethod = Buffer.from(zip);
    unknownMethod.writeUInt16LE(99, unknownMethod.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    expect(unpackedSizeWithin(unknownMethod, MB)).toEqual({ ok: false, reason: "damaged" });
  });
});
