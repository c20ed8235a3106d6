/**
 * GET /media/<key>: a stored photo file from whichever storage holds them (DATA_DIR/media or S3).
 * Keys are content-addressed, so a file never changes under its key: cached for a year, immutable.
 */
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import { isPrivateMediaKey } from "~/domain/variant-plan";
import type { MediaStorage } from "~/media/storage.server";
import { refuse } from "./request-guard";

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function serveMedia(storage: MediaStorage) {
  return async (req: Request, res: Response) => {
    const raw = (req.params as { key?: string | string[] }).key;
    const key = Array.isArray(raw) ? raw.join("/") : (raw ?? "");
    // Files about customers' homes (requests, jobs, warranty claims) go out only through routes that check who asks.
    if (isPrivateMediaKey(key)) return refuse(res, 404, "Not found.");
    const object = await storage.get(key);
    if (!object) return refuse(res, 404, "Not found.");
    res.setHeader("ETag", object.etag);
    if (req.fresh) {
      object.body.destroy();
      return res.status(304).end();
    }
    res.status(200);
    res.setHeader("Content-Type", object.contentType);
    res.setHeader("Content-Length", String(object.size));
    res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL);
    if (req.method === "HEAD") {
      object.body.destroy();
      return res.end();
    }
    // A client that goes away mid-file is not an error worth a log line.
    await pipeline(object.body, res).catch(() => res.destroy());
  };
}
