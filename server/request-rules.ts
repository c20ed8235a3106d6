/**
 * What the server accepts before any route sees a request: methods, Host headers, the origin of a
 * state-changing request, and how large a body may be. Pure functions; server/request-guard.ts
 * applies them.
 */
import { MEDIA_MAX_FILE_MB_DEFAULT } from "~/config/env.server";
import { CLAIM_MAX_PHOTOS, CLAIM_PHOTO_MAX_BYTES } from "~/domain/claims";
import { DOCUMENT_IMPORT_PATH, IMPORT_MAX_BYTES } from "~/domain/document-type";
import { JOB_DOCUMENT_MAX_BYTES, JOB_PHOTO_MAX_BYTES, JOB_PHOTOS_PER_UPLOAD } from "~/domain/jobs";
import { LEAD_FORM_PAGES, LEAD_MAX_PHOTOS, LEAD_PHOTO_MAX_BYTES } from "~/domain/leads";
import { PHOTO_UPLOAD_PATH } from "~/domain/photos";
import { isStaffPath, normalizeRequestPath } from "~/domain/staff-paths";

/** Room for the multipart boundaries and the text fields sent with an uploaded file. */
export const UPLOAD_FORM_OVERHEAD = 256 * 1024;

/** The only methods the site answers; everything else gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

export function isAllowedMethod(method: string): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method);
}

/** Methods that change state and therefore must come from this site (origin check). */
export function changesState(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

const hostPattern = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?)(?::(\d{1,5}))?$/i;

/** A Host (or trusted X-Forwarded-Host) value a URL can be built from: a DNS name or IP, and a port. */
export function isValidHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = hostPattern.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

export type OriginVerdict = "same-origin" | "no-origin" | "cross-origin";

/**
 * Whether a state-changing request comes from the site itself. Browsers send `Origin` with every
 * POST (cross-site ones included), so its absence (and that of `Referer`) means a client that is
 * not a browser (curl, a monitor) and carries no victim's cookies: that is not cross-site request
 * forgery, and the routes' own sign-in checks still apply. `Origin: null` (sandboxed frames,
 * privacy redirects) is not this site.
 */
export function originVerdict(headers: { origin?: string; referer?: string }, siteOrigin: string): OriginVerdict {
  const claimed = headers.origin || headers.referer;
  if (!claimed) return "no-origin";
  const expected = originOf(siteOrigin);
  return expected !== null && originOf(claimed) === expected ? "same-origin" : "cross-origin";
}

/**
 * Request body limits, checked before a byte is parsed. A form is a few kilobytes; the staff editor
 * sends a post of up to 200,000 characters, which URL-encoded can reach about 2 MB. A photo upload
 * carries one file of up to MEDIA_MAX_FILE_MB (the server passes its own figure) plus a few fields.
 * The public request form carries up to LEAD_MAX_PHOTOS photos of LEAD_PHOTO_MAX_BYTES each. The
 * editor's document import carries one document of up to IMPORT_MAX_BYTES. A warranty claim carries
 * up to CLAIM_MAX_PHOTOS photos; a job's file upload (staff) a few photos or one document.
 */
export function bodyLimits(mediaMaxFileBytes: number) {
  return {
    form: 64 * 1024,
    editor: 4 * 1024 * 1024,
    upload: mediaMaxFileBytes + UPLOAD_FORM_OVERHEAD,
    leadForm: LEAD_MAX_PHOTOS * LEAD_PHOTO_MAX_BYTES + UPLOAD_FORM_OVERHEAD,
    documentImport: IMPORT_MAX_BYTES + UPLOAD_FORM_OVERHEAD,
    warrantyFiles: Math.max(CLAIM_MAX_PHOTOS * CLAIM_PHOTO_MAX_BYTES, JOB_PHOTOS_PER_UPLOAD * JOB_PHOTO_MAX_BYTES, JOB_DOCUMENT_MAX_BYTES) + UPLOAD_FORM_OVERHEAD,
  };
}

export type BodyLimits = ReturnType<typeof bodyLimits>;
export type BodyLimitName = keyof BodyLimits;

/** The limits with MEDIA_MAX_FILE_MB at its default; the server passes its own figure (server/app.ts). */
export const BODY_LIMITS: Readonly<BodyLimits> = bodyLimits(MEDIA_MAX_FILE_MB_DEFAULT * 1024 * 1024);

/**
 * The largest body any path accepts: what a reverse proxy in front must let through
 * (deploy/nginx.conf; server/request-rules.test.ts checks it against this).
 */
export function largestBodyLimit(limits: BodyLimits): number {
  return Math.max(...Object.values(limits));
}

/**
 * The warranty portal's uploads (docs/decisions/018-warranty-portal.md): a job's photos and documents
 * (app/routes/_staff.jobs.$id.files.ts) and a homeowner's claim with photos
 * (app/routes/_public.portal.jobs.$id.claim.tsx).
 */
export const WARRANTY_FILE_PATHS: readonly RegExp[] = [/^\/jobs\/[^/]+\/files$/, /^\/portal\/jobs\/[^/]+\/claim$/];

/** A homeowner's claim with photos: its body is read only from a signed-in portal session. */
export function isPortalUploadPath(pathname: string): boolean {
  return WARRANTY_FILE_PATHS[1].test(normalizeRequestPath(pathname).toLowerCase());
}

/**
 * The body limit of a path: uploads get `upload`, the request form `leadForm`, the document import
 * `documentImport`, the warranty portal's uploads `warrantyFiles`, the staff editor's other routes
 * `editor`, everything else `form`.
 */
export function bodyLimitFor(pathname: string, limits: BodyLimits = BODY_LIMITS): { name: BodyLimitName; bytes: number } {
  const path = normalizeRequestPath(pathname).toLowerCase();
  const name: BodyLimitName =
    path === PHOTO_UPLOAD_PATH
      ? "upload"
      : LEAD_FORM_PAGES.includes(path)
        ? "leadForm"
        : path === DOCUMENT_IMPORT_PATH
          ? "documentImport"
          : WARRANTY_FILE_PATHS.some((p) => p.test(path))
            ? "warrantyFiles"
            : isStaffPath(path)
              ? "editor"
              : "form";
  return { name, bytes: limits[name] };
}

/** The limits that let a body be megabytes: the paths whose bodies are capped in number (largeBodySlots). */
const LARGE_BODY_LIMITS: readonly BodyLimitName[] = ["upload", "leadForm", "documentImport", "warrantyFiles"];

export function isLargeBodyLimit(name: BodyLimitName): boolean {
  return LARGE_BODY_LIMITS.includes(name);
}

/**
 * Whether a body may be more than a form's few kilobytes: its Content-Length says so, or it has
 * none (a chunked body can be any size). Such a body is only read once its sender may send it.
 */
export function mayBeLargeBody(contentLength: string | undefined, limits: Pick<BodyLimits, "form"> = BODY_LIMITS): boolean {
  if (contentLength === undefined) return true;
  const declared = Number(contentLength);
  return !Number.isFinite(declared) || declared > limits.form;
}

/** Content types a page action reads with `request.formData()`. */
export function isFormContentType(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0].trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}
