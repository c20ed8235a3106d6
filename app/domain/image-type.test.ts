import { describe, expect, it } from "vitest";
import { sniffImageType, type SniffedType } from "./image-type";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);
};

describe("sniffImageType", () => {
  const cases: [string, Uint8Array, SniffedType][] = [
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"), "jpeg"],
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"), "png"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "webp"],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0]), "gif"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "gif"],
    ["TIFF little-endian", bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), "tiff"],
    ["TIFF big-endian", bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), "tiff"],
    ["AVIF", ftyp("avif", "mif1", "miaf"), "avif"],
    ["AVIF by compatible brand", ftyp("mif1", "avif"), "avif"],
    ["HEIC (iPhone)", ftyp("heic", "mif1", "heic"), "heic"],
    ["HEIF mif1 only", ftyp("mif1", "mif1"), "heic"],
    ["MP4 video is not an image", ftyp("isom", "mp41"), "unknown"],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), "svg"],
    ["SVG with XML prolog", bytes('<?xml version="1.0"?>\n<svg></svg>'), "svg"],
    ["SVG with BOM and whitespace", bytes([0xef, 0xbb, 0xbf], "  \n<SVG></SVG>"), "svg"],
    ["plain XML that is not SVG", bytes('<?xml version="1.0"?><note/>'), "unknown"],
    ["a PDF", bytes("%PDF-1.7\n"), "unknown"],
    ["a text file named .jpg", bytes("hello, this is not a photo"), "unknown"],
    ["HTML", bytes("<!doctype html><html>"), "unknown"],
    ["empty", bytes(), "unknown"],
    ["truncated JPEG signature", bytes([0xff, 0xd8]), "unknown"],
    ["RIFF that is not WebP (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "), "unknown"],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });
});
