/**
 * Where photo files live (spec §2.9): one interface, two back-ends — the local disk under
 * DATA_DIR/media (default) or an S3-compatible bucket when S3_BUCKET is set, so several server
 * instances can share one set of files. Keys are checked with isMediaKey before they touch either.
 */
import { createReadStream, type Dirent } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import type { Env } from "~/config/env.server";
import { contentTypeOfKey, isMediaKey } from "~/domain/variant-plan";

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
  etag: string;
}

/** A stored object as a listing names it. */
export interface StoredKey {
  key: string;
  /** When it was last written (a re-upload of the same photo writes it again). */
  modifiedAt: Date;
}

export interface MediaStorage {
  readonly kind: "disk" | "s3";
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** When the object was last written, or null when there is none. */
  modifiedAt(key: string): Promise<Date | null>;
  /** Every media key the store holds, a page at a time (anything else in it is not ours to touch). */
  list(): AsyncIterable<StoredKey>;
}

function checkKey(key: string): void {
  if (!isMediaKey(key)) throw new TypeError(`Not a media key: ${JSON.stringify(key)}`);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === "ENOENT" || (error as NodeJS.ErrnoException)?.code === "ENOTDIR";
}

export function diskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    kind: "disk",
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return {
          body: createReadStream(file),
          size: stat.size,
          contentType: contentTypeOfKey(key),
          etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      // Leave no empty photo folders behind.
      await fs.rmdir(path.dirname(file)).catch(() => {});
    },
    async exists(key) {
      if (!isMediaKey(key)) return false;
      return fs.stat(fileOf(key)).then((s) => s.isFile(), () => false);
    },
    async modifiedAt(key) {
      if (!isMediaKey(key)) return null;
      return fs.stat(fileOf(key)).then((s) => (s.isFile() ? s.mtime : null), () => null);
    },
    async *list() {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (!isMediaKey(key)) continue;
        const stat = await fs.stat(path.join(entry.parentPath, entry.name)).catch(() => null);
        if (stat) yield { key, modifiedAt: stat.mtime };
      }
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string | null;
  region?: string | null;
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  forcePathStyle?: boolean;
}

function s3NotFound(sdk: typeof S3, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata?.httpStatusCode === 404;
}

/**
 * The bucket's storage. The AWS SDK is loaded with the first request for a file, not when the
 * server starts (tens of megabytes, docs/decisions/015-scale-and-memory.md).
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  let connecting: Promise<{ sdk: typeof S3; client: S3.S3Client }> | null = null;
  const connect = () =>
    (connecting ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region ?? "us-east-1",
        endpoint: settings.endpoint ?? undefined,
        forcePathStyle: settings.forcePathStyle ?? false,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Many S3-compatible services do not understand the SDK's default CRC trailers.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = settings.bucket;
  async function modifiedAt(key: string): Promise<Date | null> {
    if (!isMediaKey(key)) return null;
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return head.LastModified ?? new Date(0);
    } catch (error) {
      if (s3NotFound(sdk, error)) return null;
      throw error;
    }
  }
  return {
    kind: "s3",
    async put(key, body, contentType) {
      checkKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentType ?? contentTypeOfKey(key),
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          body: out.Body instanceof Readable ? out.Body : Readable.fromWeb(out.Body.transformToWebStream() as never),
          size: Number(out.ContentLength ?? 0),
          contentType: out.ContentType || contentTypeOfKey(key),
          etag: out.ETag ?? `"${key}"`,
        };
      } catch (error) {
        if (s3NotFound(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    exists: async (key) => (await modifiedAt(key)) !== null,
    modifiedAt,
    async *list() {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isMediaKey(object.Key)) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** The storage the environment asks for: S3 when S3_BUCKET is set, else DATA_DIR/media. */
export function mediaStorageFromEnv(env: Env): MediaStorage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return diskStorage(path.join(env.dataDir, "media"));
}
