/**
 * Photos made on the spot with sharp for the media tests: camera-like JPEGs carrying GPS, an
 * orientation flag and an ICC profile, plus the files the pipeline must refuse.
 */
import zlib from "node:zlib";
import sharp from "sharp";

/** Where the "homeowner's house" is: what must never leak. */
export const SECRET_GPS = { latitude: 35.7212, longitude: -77.9155 };

/**
 * A JPEG `width`×`height` as stored by the camera, with EXIF orientation 6 (shown rotated a quarter
 * turn), GPS coordinates, a camera make and a Display P3 ICC profile. `seed` varies the pixels so
 * each call gives a distinct file.
 */
export async function cameraJpeg(width: number, height: number, seed = 0): Promise<Buffer> {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: (40 + seed * 37) % 256, g: (120 + seed * 11) % 256, b: (200 + seed * 5) % 256 } },
  });
  const stripe = await sharp({ create: { width: Math.max(1, Math.floor(width / 4)), height, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  return base
    .composite([{ input: stripe, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withIccProfile("p3")
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Camera 12", Copyright: "Homeowner" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "35/1 43/1 1632/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "77/1 54/1 5580/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function pngWithAlpha(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header claims `side`×`side` pixels (by
 * default 100,000 squared = 10 gigapixels, 30 GB decoded).
 */
export function pngBomb(side = 100_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = zlib.deflateSync(Buffer.alloc(side + 1), { level: 9 }).subarray(0, 200);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Starts like a JPEG, then nothing a decoder can read. */
export function corruptJpeg(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("this is not the rest of a photo ".repeat(40))]);
}

export const notAnImage = (): Buffer => Buffer.from("Quarterly invoice\nTotal: $1,200\n");

export const svgFile = (): Buffer => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** An iPhone-style HEIC header (ftyp heic) followed by data no prebuilt decoder reads. */
export function heicFile(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "binary"), Buffer.alloc(2000, 7)]);
}
