/**
 * Whether a request carries better-auth's session cookie (or its cached copy), under any of the
 * prefixes better-auth uses on https. Without one there is no session to look up.
 */
const sessionCookie = /(?:^|;\s*)(?:__Secure-|__Host-)?better-auth\.[\w-]+=/;

export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return cookie != null && sessionCookie.test(cookie);
}
