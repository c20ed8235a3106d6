/**
 * The client's address as the Express server determined it: the socket's, or the one a proxy that
 * TRUST_PROXY trusts appended to X-Forwarded-For (docs/decisions/004-proxies-and-origins.md). The
 * server writes it under this header name into every request it hands on — better-auth's
 * (server/app.ts) and React Router's (server/react-router-handler.ts) — in place of anything a
 * client sent under the same name, so rate limits and sessions can read it from the request.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-ip";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "";
}
