/**
 * The answer of an XML resource route (sitemaps, feeds): the body with a validator pair, or a 304
 * when the client's copy is current. The ETag is a hash of the body, so it changes exactly when
 * the document does, across instances and restarts.
 */
import crypto from "node:crypto";
import { isNotModified } from "~/domain/sitemap";

/** The ETag of a body; callers that keep a document compute it once with it. */
export function etagOf(body: string): string {
  return `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

export function xmlResponse(
  request: Request,
  body: string,
  lastModified: Date | null,
  options: { contentType?: string; etag?: string } = {},
): Response {
  const contentType = options.contentType ?? "application/xml; charset=utf-8";
  const etag = options.etag ?? etagOf(body);
  const headers = new Headers({
    "Content-Type": contentType,
    // Crawlers may keep a copy for a few minutes; afterwards they revalidate with the ETag.
    "Cache-Control": "public, max-age=300, must-revalidate",
    ETag: etag,
  });
  if (lastModified) headers.set("Last-Modified", lastModified.toUTCString());
  const conditional = { ifNoneMatch: request.headers.get("If-None-Match"), ifModifiedSince: request.headers.get("If-Modified-Since") };
  if (isNotModified(conditional, etag, lastModified)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}
