/**
 * The homeowner's portal session (docs/decisions/018-warranty-portal.md): its own cookie and its
 * own table, never better-auth's staff session, so a staff login opens no portal and a portal
 * session opens no staff screen. Every portal loader and action calls requirePortalCustomer; the
 * models then match each record to the session's e-mail address.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { PORTAL_COOKIE, PORTAL_MESSAGES, PORTAL_SESSION_DAYS } from "~/domain/portal";
import { createPortalSession, deletePortalSession, portalSessionEmail } from "~/models/portal.server";
import { servicesContext } from "~/context.server";
import type { Database } from "~/db/client.server";

export interface PortalCustomer {
  email: string;
}

function sessionToken(request: Request): string | null {
  return tokenInCookie(request.headers.get("Cookie"));
}

function tokenInCookie(cookie: string | null | undefined): string | null {
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === PORTAL_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[\w-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

export async function readPortalCustomer(request: Request, context: Readonly<RouterContextProvider>): Promise<PortalCustomer | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const { db } = context.get(servicesContext);
  const email = await portalSessionEmail(db, token);
  return email ? { email } : null;
}

/** Whether a Cookie header carries a live portal session: the server asks before it reads a claim's photos. */
export async function hasPortalSession(db: Database, cookie: string | undefined): Promise<boolean> {
  const token = tokenInCookie(cookie);
  return token !== null && (await portalSessionEmail(db, token)) !== null;
}

/** For portal loaders and actions: the signed-in homeowner; pages redirect to /portal, actions answer 401. */
export async function requirePortalCustomer(request: Request, context: Readonly<RouterContextProvider>): Promise<PortalCustomer> {
  const customer = await readPortalCustomer(request, context);
  if (customer) return customer;
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") throw redirect("/portal");
  throw data({ ok: false, tone: "error", message: PORTAL_MESSAGES.signInFirst }, { status: 401 });
}

function cookie(value: string, maxAgeSeconds: number, siteUrl: string): string {
  // Path=/ rather than /portal: React Router fetches a page's data from /portal.data, outside /portal/.
  return [`${PORTAL_COOKIE}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(siteUrl.startsWith("https://") ? ["Secure"] : [])].join("; ");
}

/** Starts a session for the address and returns its Set-Cookie header. */
export async function startPortalSession(context: Readonly<RouterContextProvider>, email: string): Promise<string> {
  const { db, env } = context.get(servicesContext);
  const token = await createPortalSession(db, email, PORTAL_SESSION_DAYS);
  return cookie(token, PORTAL_SESSION_DAYS * 24 * 60 * 60, env.siteUrl);
}

/** Ends the request's session and returns the Set-Cookie header that clears it. */
export async function endPortalSession(request: Request, context: Readonly<RouterContextProvider>): Promise<string> {
  const token = sessionToken(request);
  const { db, env } = context.get(servicesContext);
  if (token) await deletePortalSession(db, token);
  return cookie("", 0, env.siteUrl);
}
