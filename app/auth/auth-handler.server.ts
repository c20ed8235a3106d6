/**
 * better-auth's HTTP handler (/api/auth/*) behind the site's own checks. First, every parameter
 * that names where to send the browser must be a same-site path (app/domain/staff-paths.ts): the
 * library's own check lets `/x/..//evil.test` through and redirects to `//evil.test`. Then the
 * database-backed rate limiter counts the request (better-auth's own limiter is off: it keeps counts
 * in one process's memory and never sees the form actions' server-side calls).
 */
import { authEndpointLimit } from "~/domain/rate-limits";
import { isPlainSameSitePath, isRedirectParameter } from "~/domain/staff-paths";
import type { RateLimiter } from "./rate-limit.server";

export const FOREIGN_REDIRECT_MESSAGE = "The return address in this link is not a page on this site.";

export function guardAuthHandler(
  handler: (request: Request) => Promise<Response>,
  limiter: RateLimiter,
  basePath = "/api/auth",
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    // The body first: it is where the library reads an account from (a reset token may be in the query).
    const fields = [...(await bodyFields(request)), ...url.searchParams.entries()];
    if (fields.some(([name, value]) => isRedirectParameter(name) && !isPlainSameSitePath(value))) {
      return Response.json({ code: "INVALID_REDIRECT", message: FOREIGN_REDIRECT_MESSAGE }, { status: 400 });
    }

    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const { action, accountField } = authEndpointLimit(path, request.method);
    const field = (name: string) => fields.find(([key]) => key === name)?.[1];
    const account = accountField ? (field(accountField) ?? null) : null;
    const refusal = await limiter.attempt(action, request, typeof account === "string" ? account : null);
    if (refusal) {
      return Response.json({ code: "TOO_MANY_REQUESTS", message: refusal.message }, { status: 429, headers: refusal.headers });
    }
    const response = await handler(request);
    if (action === "login" && response.ok && typeof account === "string") await limiter.forgive(action, account);
    return response;
  };
}

/**
 * The top-level fields of a body the library would parse (JSON, urlencoded or multipart; a repeated
 * form field once per value), read from a copy so the handler still gets the body.
 */
async function bodyFields(request: Request): Promise<[string, unknown][]> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!request.body) return [];
  try {
    if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) {
      const json: unknown = await request.clone().json();
      return json && typeof json === "object" && !Array.isArray(json) ? Object.entries(json) : [];
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      return [...(await request.clone().formData()).entries()];
    }
  } catch {
    // An unreadable body: the library refuses it too, and it carries no address to check.
  }
  return [];
}
