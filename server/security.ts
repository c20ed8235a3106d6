import type { Business } from "~/domain/business";

function origin(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every response. Scripts run only from this origin or with this
 * request's nonce; frames only from the services the pages embed (estimate widget, maps, video).
 */
export function contentSecurityPolicy(opts: {
  nonce: string;
  business: Business;
  dev: boolean;
  https: boolean;
}): string {
  const { business } = opts;
  const widget = origin(business.external.estimateWidgetUrl);
  const chat = origin(business.external.chatScriptUrl);
  const scriptSrc = opts.dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", `'nonce-${opts.nonce}'`, ...(chat ? [chat] : [])];
  const frameSrc = [
    "'self'",
    "https://www.google.com",
    "https://maps.google.com",
    "https://www.youtube-nocookie.com",
    ...(widget ? [widget] : []),
  ];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": opts.dev ? ["'self'", "ws:", "wss:"] : ["'self'", ...(chat ? [chat] : [])],
    "frame-src": frameSrc,
    "frame-ancestors": ["'self'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  const parts = Object.entries(directives).map(([k, v]) => `${k} ${v.join(" ")}`);
  if (opts.https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}
