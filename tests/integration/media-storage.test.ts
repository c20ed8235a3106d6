/**
 * The media storage contract, run against both back-ends: the disk under DATA_DIR/media and an
 * S3-compatible bucket on a real S3-protocol server (s3rver) started here on 127.0.0.1.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage, s3Storage, type MediaStorage } from "~/media/storage.server";
import { startTestS3, type TestS3 } from "../support/s3-server";

let s3: TestS3;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startTestS3();
  diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), "media-disk-"));
});

afterAll(async () => {
  await s3?.stop();
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

const backends: [string, () => MediaStorage][] = [
  ["disk", () => diskStorage(diskRoot)],
  ["s3", () => s3Storage(s3.settings)],
];

describe.each(backends)("media storage: %s", (kind, make) => {
  it("stores, reads back, says it exists and deletes", async () => {
    const storage = make();
    expect(storage.kind).toBe(kind);
    const key = `photos/${kind}0123456789abcdef/640.webp`;
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from("pretend webp bytes"), "image/webp");
    expect(await storage.exists(key)).toBe(true);

    const got = await storage.get(key);
    expect(got).not.toBeNull();
    expect(got!.size).toBe(18);
    expect(got!.contentType).toBe("image/webp");
    expect(got!.etag).toMatch(/^"[^"]+"$/);
    expect(await text(got!.body)).toBe("pretend webp bytes");

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it("answers null for a key it does not hold, and deleting it is not an error", async () => {
    const storage = make();
    expect(await storage.get("photos/nothing-here/320.jpg")).toBeNull();
    await expect(storage.delete("photos/nothing-here/320.jpg")).resolves.toBeUndefined();
  });

  it("overwrites a key with the same bytes (content-addressed: a re-upload lands on the same key)", async () => {
    const storage = make();
    const key = `photos/${kind}-again/320.jpg`;
    await storage.put(key, Buffer.from("one"));
    await storage.put(key, Buffer.from("two"));
    const got = await storage.get(key);
    expect(got!.contentType).toBe("image/jpeg");
    expect(await text(got!.body)).toBe("two");
    await storage.delete(key);
  });

  it("refuses keys that could escape the store", async () => {
    const storage = make();
    await expect(storage.put("../escape.jpg", Buffer.from("x"))).rejects.toThrow("Not a media key");
    expect(await storage.get("../../etc/passwd")).toBeNull();
    expect(await storage.exists("/etc/passwd")).toBe(false);
  });
});

it("the S3 objects really are on the S3 server, and the disk ones under the disk root", async () => {
  await s3Storage(s3.settings).put("photos/where/1.jpg", Buffer.from("s3"));
  await diskStorage(diskRoot).put("photos/where/1.jpg", Buffer.from("disk"));
  expect(fs.readFileSync(path.join(diskRoot, "photos", "where", "1.jpg"), "utf8")).toBe("disk");
  const held = fs.readdirSync(s3.directory, { recursive: true }).map(String);
  expect(held.some((p) => p.includes(path.join("photos", "where")))).toBe(true);
});
