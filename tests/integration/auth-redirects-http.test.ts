/**
 * No open redirect through the auth library (docs/decisions/004-proxies-and-origins.md): every
 * parameter of /api/auth/* that names where to send the browser is held to the same same-site rule
 * as the login's return path before better-auth sees it. Over HTTP against the production server,
 * every hostile value on every redirect parameter of every endpoint that takes one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOREIGN_REDIRECT_MESSAGE } from "~/auth/auth-handler.server";
import { hasControlCharacters } from "~/domain/input-rules";
import { startServer, type ServerProcess } from "../support/server-process";

let site: ServerProcess;

beforeAll(async () => {
  site = await startServer({ STAFF_EMAIL_DOMAINS: "staff.example" });
}, 90_000);
afterAll(async () => {
  await site?.stop();
});

/** Addresses that lead off the site, or that a browser and the library could read differently. */
const HOSTILE = [
  "//evil.test",
  "///evil.test",
  "////evil.test/x",
  "/x/..//evil.test",
  "/x/../..//evil.test",
  "/./..//evil.test",
  "/.//evil.test",
  "/%2e%2e//evil.test",
  "/.%2e//evil.test",
  "/x/%2E%2E//evil.test",
  "/\\evil.test",
  "/\\\\evil.test",
  "\\\\evil.test",
  "\\/evil.test",
  "/\\/evil.test",
  "/./\\evil.test",
  "/\t/evil.test",
  "/\n/evil.test",
  "/\r\n/evil.test",
  "\t//evil.test",
  " //evil.test",
  "//%09/evil.test",
  "https://evil.test",
  "HTTPS://EVIL.TEST/auth",
  "http://evil.test",
  "https:evil.test",
  "https:/evil.test",
  "http:/evil.test",
  "ftp://evil.test",
  "//evil.test:443/auth",
  "//user@evil.test",
  "http://127.0.0.1@evil.test",
  "http://localhost.evil.test",
  "//[::1]/",
  "//0x7f.1/",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "evil.test",
  "evil.test/auth",
  "?next=//evil.test",
  "#//evil.test",
  "%2F%2Fevil.test",
  "／／evil.test",
  "/\u0000//evil.test",
  "/auth#\u0000//evil.test",
  `/${"a".repeat(3000)}`,
];

type Send = (value: string) => Promise<Response>;

const json = (path: string, body: Record<string, unknown>): Promise<Response> =>
  fetch(`${site.origin}/api/auth${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/json", Origin: site.origin },
    body: JSON.stringify(body),
  });

const get = (path: string, query: Record<string, string>): Promise<Response> =>
  fetch(`${site.origin}/api/auth${path}?${new URLSearchParams(query)}`, { redirect: "manual" });

const account = { email: "someone@staff.example", password: "correct horse battery", name: "Someone" };

/** Every redirect parameter the auth endpoints take, each on the endpoint that reads it. */
const PARAMETERS: [string, Send][] = [
  ["GET /verify-email callbackURL", (v) => get("/verify-email", { token: "bogus", callbackURL: v })],
  ["GET /reset-password/:token callbackURL", (v) => get("/reset-password/bogus", { callbackURL: v })],
  ["POST /sign-up/email callbackURL", (v) => json("/sign-up/email", { ...account, callbackURL: v })],
  [
    "POST /sign-up/email callbackURL (form)",
    (v) =>
      fetch(`${site.origin}/api/auth/sign-up/email`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
        // Repeated: the library keeps the last value, so every one is checked.
        body: `${new URLSearchParams({ ...account, callbackURL: "/auth?verified=1" })}&${new URLSearchParams({ callbackURL: v })}`,
      }),
  ],
  ["POST /sign-in/email callbackURL", (v) => json("/sign-in/email", { ...account, callbackURL: v })],
  ["POST /send-verification-email callbackURL", (v) => json("/send-verification-email", { email: account.email, callbackURL: v })],
  ["POST /request-password-reset redirectTo", (v) => json("/request-password-reset", { email: account.email, redirectTo: v })],
  ["POST /sign-in/social callbackURL", (v) => json("/sign-in/social", { provider: "google", callbackURL: v })],
  ["POST /sign-in/social errorCallbackURL", (v) => json("/sign-in/social", { provider: "google", errorCallbackURL: v })],
  ["POST /sign-in/social newUserCallbackURL", (v) => json("/sign-in/social", { provider: "google", newUserCallbackURL: v })],
  ["POST /change-email callbackURL", (v) => json("/change-email", { newEmail: "new@staff.example", callbackURL: v })],
  ["POST /delete-user callbackURL", (v) => json("/delete-user", { callbackURL: v })],
];

describe("hostile redirect parameters are refused before the auth library sees them", () => {
  it("has at least 40 hostile values", () => expect(HOSTILE.length).toBeGreaterThanOrEqual(40));

  for (const [parameter, send] of PARAMETERS) {
    it(`${parameter}: 400 with a readable message, never a Location`, async () => {
      const failures: string[] = [];
      for (const value of HOSTILE) {
        const res = await send(value);
        const location = res.headers.get("location");
        const body = await res.text();
        const refused = res.status === 400 && location === null && body.includes(FOREIGN_REDIRECT_MESSAGE);
        // Control characters in a query string are removed at the server's door
        // (docs/decisions/012-input-limits-and-shutdown.md): what reaches the library is then a
        // path of this site, and the redirect must stay on it.
        const target = location === null ? null : new URL(location, site.origin);
        const thisSite = target !== null && ["127.0.0.1", "localhost"].includes(target.hostname) && target.port === String(site.port);
        const cleanedAtTheDoor = hasControlCharacters(value) && thisSite;
        const ok = refused || cleanedAtTheDoor;
        if (!ok) failures.push(`${JSON.stringify(value).slice(0, 40)} → ${res.status} ${location ?? ""} ${body.slice(0, 80)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

describe("the site's own return paths still work", () => {
  it("a confirmation link with a bad token returns to /auth on this site, saying so", async () => {
    const res = await get("/verify-email", { token: "bogus", callbackURL: "/auth?verified=1" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!, site.origin);
    expect(location.origin).toBe(site.origin);
    expect(`${location.pathname}${location.search}`).toMatch(/^\/auth\?verified=1&error=/);
  });

  it("a password reset asked for through the API is accepted with the site's reset page as its return path", async () => {
    const res = await json("/request-password-reset", { email: account.email, redirectTo: "/auth/reset-password" });
    expect(res.status).toBe(200);
  });
});

describe("the log", () => {
  it("holds no error-level line for any of the refusals above: error level is for what needs a person", async () => {
    // A few more refusals the auth library itself makes.
    await fetch(`${site.origin}/api/auth/verify-email?token=not-a-token&callbackURL=/auth`, { redirect: "manual" });
    await fetch(`${site.origin}/api/auth/reset-password/not-a-token?callbackURL=/auth/reset-password`, { redirect: "manual" });
    // An OAuth callback with a made-up state, and a sign-in with a provider the site does not have.
    await fetch(`${site.origin}/api/auth/callback/google?state=made-up&code=x`, { redirect: "manual" });
    await fetch(`${site.origin}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.origin },
      body: JSON.stringify({ provider: "google" }),
    });
    await fetch(`${site.origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.origin },
      body: JSON.stringify({ email: "nobody@staff.example", password: "wrong password!" }),
    });
    await expect.poll(() => site.output().includes("Provider not found")).toBe(true);
    const errors = site
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":"error"'));
    expect(errors).toEqual([]);
  });
});
