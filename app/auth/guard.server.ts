/**
 * The one server-side guard of the staff area. It runs as root middleware for every request, so a
 * new staff route is protected the moment its path starts with a staff root (app/domain/staff-paths).
 * Signed out: pages redirect to /auth and come back after login; actions answer 401 and change nothing.
 * Staff and /auth responses, and every response to a signed-in member, carry Cache-Control: no-store.
 */
import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { hasSessionCookie } from "~/domain/session-cookie";
import { isNoIndexPath, isStaffPath, normalizeRequestPath, routerSearch } from "~/domain/staff-paths";
import { servicesContext } from "~/context.server";
import type { StaffUser } from "./staff-user";

const staffUserContext = createContext<StaffUser | null>(null);

/** The path the visitor asked for, as the router reads it (see normalizeRequestPath). */
export function requestedPath(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  return { pathname: normalizeRequestPath(url.pathname), search: routerSearch(url) };
}

export async function readStaffUser(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffUser | null> {
  // Most requests are visitors without a session cookie: nothing to look up.
  if (!hasSessionCookie(request.headers.get("Cookie"))) return null;
  const { auth } = context.get(servicesContext);
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string };
  return { id: u.id, email: u.email, role: u.role === "owner" ? "owner" : "editor" };
}

export async function staffGuard(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
): Promise<Response> {
  const { pathname, search } = requestedPath(request);
  const user = await readStaffUser(request, context);
  setStaffUser(context, user);
  if (isStaffPath(pathname) && !user) {
    const method = request.method.toUpperCase();
    if (method === "GET" || method === "HEAD") {
      throw redirect(`/auth?redirectTo=${encodeURIComponent(pathname + search)}`);
    }
    throw data({ error: "Sign in to the staff area to do this." }, { status: 401 });
  }
  const response = await next();
  // Staff pages, their .data responses, /auth and anything rendered for a signed-in member are
  // personal: no browser back-button copy or shared cache may keep them.
  if (user || isNoIndexPath(pathname)) response.headers.set("Cache-Control", "no-store");
  return response;
}

/** Records who is signed in for this request (the guard does; tests of loaders and actions do too). */
export function setStaffUser(context: Readonly<RouterContextProvider>, user: StaffUser | null): void {
  (context as RouterContextProvider).set(staffUserContext, user);
}

/** The signed-in staff member, if any (set by the guard). */
export function optionalStaffUser(context: Readonly<RouterContextProvider>): StaffUser | null {
  return context.get(staffUserContext);
}

/** For staff loaders and actions: the signed-in staff member, or a 401. */
export function requireStaff(context: Readonly<RouterContextProvider>): StaffUser {
  const user = context.get(staffUserContext);
  if (!user) throw data({ error: "Sign in to the staff area to do this." }, { status: 401 });
  return user;
}

/** For owner-only screens and actions: 403 for editors, saying what only the owner may do. */
export function requireOwner(context: Readonly<RouterContextProvider>, what = "manage staff"): StaffUser {
  const user = requireStaff(context);
  if (user.role !== "owner") throw data({ error: `Only the site owner can ${what}.` }, { status: 403 });
  return user;
}
