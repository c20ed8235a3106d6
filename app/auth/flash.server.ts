import { createCookie } from "react-router";

/**
 * A one-time message carried across a redirect — 'Login successful' shown on the page the login
 * leads to. It lives a minute at most and is cleared by the first staff page that reads it.
 */
const flashCookie = createCookie("staff_flash", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

export async function setFlash(request: Request, headers: Headers, message: string): Promise<void> {
  headers.append("Set-Cookie", await flashCookie.serialize(message, { secure: isHttps(request) }));
}

/** The waiting message, if any, and the header that clears it. */
export async function takeFlash(request: Request): Promise<{ message: string | null; headers: Headers }> {
  const headers = new Headers();
  const value: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string" || !value) return { message: null, headers };
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0, secure: isHttps(request) }));
  return { message: value, headers };
}
