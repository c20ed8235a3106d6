/**
 * The production server's front door, over real HTTP: body limits before parsing, one origin check
 * for every state-changing request, proxies (trusted on this machine by default, a clear refusal
 * otherwise), HSTS, and one JSON log line per request carrying the id the response echoes.
 */
import crypto from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "../support/mail";
import { rawRequest, sendRaw } from "../support/raw-http";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";

const PASSWORD = "correct horse battery";
let site: ServerProcess;
let ownerSession: Promise<string> | null = null;
/** The owner's session on `site`, created once (its set-up link works once). */
const ownerCookie = () => (ownerSession ??= signInAsOwner(site));
let behindUntrustedProxy: ServerProcess;
let behindOneProxy: ServerProcess;

beforeAll(async () => {
  [site, behindUntrustedProxy, behindOneProxy] = await Promise.all([
    startServer({ LOG_REQUESTS: "1", STAFF_EMAIL_DOMAINS: "staff.example" }),
    startServer({ TRUST_PROXY: "0", SITE_URL: "https://roofing.example" }),
    startServer({ TRUST_PROXY: "1", LOG_REQUESTS: "1" }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([site?.stop(), behindUntrustedProxy?.stop(), behindOneProxy?.stop()]);
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(server: ServerProcess, pathname: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin, ...headers },
    body,
  });
}

/** A confirmed editor signed in through the /auth form; returns the session cookie. */
async function signIn(server: ServerProcess): Promise<string> {
  const email = `editor-${crypto.randomBytes(4).toString("hex")}@staff.example`;
  const signUp = await fetch(`${server.origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin },
    body: JSON.stringify({ email, password: PASSWORD, name: "Editor" }),
  });
  expect(signUp.status).toBe(200);
  const mail = await waitForMail(path.join(server.dataDir, "outbox"), email, /Confirm your/);
  const verify = mail.links.find((l) => l.includes("/api/auth/verify-email"))!;
  await fetch(verify.replace(/^https?:\/\/[^/]+/, server.origin), { redirect: "manual" });
  const login = await post(server, "/auth?index", form({ intent: "login", email, password: PASSWORD }));
  expect(login.status).toBe(302);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  expect(cookie).toContain("session_token");
  return cookie;
}

async function sessionEmail(server: ServerProcess, cookie: string): Promise<string | null> {
  const res = await fetch(`${server.origin}/api/auth/get-session`, { headers: { Cookie: cookie } });
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe("body limits", () => {
  it("refuses a declared Content-Length over the limit with 413 before the body is sent", async () => {
    // Only 1 KB of the announced 50 MB is ever written: the answer cannot have waited for the rest.
    const head = rawRequest("POST", "/auth?index", [
      ["Host", `127.0.0.1:${site.port}`],
      ["Origin", site.origin],
      ["Content-Type", "application/x-www-form-urlencoded"],
      ["Content-Length", String(50 * 1024 * 1024)],
    ]);
    const response = await sendRaw(site.port, [head, Buffer.alloc(1024, "a")], { waitMs: 15_000 });
    expect(response?.status).toBe(413);
    expect(response?.body).toContain("The request is too large: at most 64 KB is accepted here.");
  });

  it("stops reading a chunked body once it passes the limit and answers 413", async () => {
    const chunk = Buffer.alloc(16 * 1024, "a");
    const chunks = Array.from({ length: 8 }, () => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]));
    const head = rawRequest("POST", "/auth/logout", [
      ["Host", `127.0.0.1:${site.port}`],
      ["Origin", site.origin],
      ["Content-Type", "application/x-www-form-urlencoded"],
      ["Transfer-Encoding", "chunked"],
    ]);
    // 128 KB in chunks, never terminated: only a server that stops at the limit can answer.
    const response = await sendRaw(site.port, [head, ...chunks], { waitMs: 15_000 });
    expect(response?.status).toBe(413);
  });

  it("gives the staff editor room for a long post, and still a limit", async () => {
    const longPost = form({ intent: "save", title: "Long", content: "é".repeat(250_000) });
    expect((await post(site, "/create-post", longPost)).status).toBe(401); // signed out: refused before the body is read
    // Signed in, the body is read up to its limit (docs/decisions/012-input-limits-and-shutdown.md).
    const cookie = await ownerCookie();
    const tooLong = rawRequest("POST", "/create-post", [
      ["Host", `127.0.0.1:${site.port}`],
      ["Cookie", cookie],
      ["Content-Type", "application/x-www-form-urlencoded"],
      ["Content-Length", String(5 * 1024 * 1024)],
    ]);
    const response = await sendRaw(site.port, [tooLong, Buffer.from("content=")], { waitMs: 15_000 });
    expect(response?.status).toBe(413);
    expect(response?.body).toContain("at most 4 MB");
  });

  it("gives the editor's document import room for a 10 MB document, and still a limit", async () => {
    const body = new FormData();
    body.set("file", new Blob([Buffer.alloc(6 * 1024 * 1024, "a")]), "long-notes.txt");
    const sixMegabytes = await fetch(`${site.origin}/create-post/import`, { method: "POST", redirect: "manual", headers: { Origin: site.origin }, body });
    expect(sixMegabytes.status).toBe(401); // signed out: refused before the body is read
    const cookie = await ownerCookie();
    const tooLarge = rawRequest("POST", "/create-post/import", [
      ["Host", `127.0.0.1:${site.port}`],
      ["Cookie", cookie],
      ["Content-Type", "multipart/form-data; boundary=x"],
      ["Content-Length", String(11 * 1024 * 1024)],
    ]);
    const response = await sendRaw(site.port, [tooLarge, Buffer.from("--x\r\n")], { waitMs: 15_000 });
    expect(response?.status).toBe(413);
    expect(response?.body).toContain("at most 10 MB");
  });
});

describe("origin check", () => {
  it("refuses a cross-site POST to /auth/logout with 403 and keeps the user signed in; same-origin signs out", async () => {
    const cookie = await signIn(site);
    const email = await sessionEmail(site, cookie);
    expect(email).toMatch(/@staff\.example$/);

    const crossSite = await post(site, "/auth/logout", "", { Cookie: cookie, Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("This request came from another site, so it was refused.");
    const refererOnly = await post(site, "/auth/logout", "", { Cookie: cookie, Origin: "", Referer: "https://evil.example/page" });
    expect(refererOnly.status).toBe(403);
    expect(await sessionEmail(site, cookie)).toBe(email);

    const sameSite = await post(site, "/auth/logout", "", { Cookie: cookie });
    expect(sameSite.status).toBe(302);
    expect(sameSite.headers.get("location")).toBe("/auth");
    expect(await sessionEmail(site, cookie)).toBeNull();
  });
});

describe("malformed requests get a short 4xx", () => {
  it.each([
    ["a JSON body to a page action", "POST", "/auth?index", { "Content-Type": "application/json" }, "{}", 415, "Unsupported content type"],
    ["an empty body without a type", "POST", "/auth?index", {}, "", 415, "Unsupported content type"],
    ["a multipart body without a boundary", "POST", "/auth?index", { "Content-Type": "multipart/form-data" }, "x", 400, "the form data could not be read"],
    ["PUT on an auth route", "PUT", "/auth", {}, "", 405, "The PUT method is not supported here."],
    ["DELETE on an auth route", "DELETE", "/auth/logout", {}, "", 405, "The DELETE method is not supported here."],
  ])("%s", async (_label, method, pathname, headers, body, status, message) => {
    const res = await fetch(`${site.origin}${pathname}`, { method, headers: { Origin: site.origin, ...headers }, body: method === "GET" ? undefined : body });
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(message);
    if (status === 405) expect(res.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
  });

  it.each(["/blog/%00", "/locations/wilson%01-nc", "/%7f", "/photo-album/%0a"])("a control character in the path (%s) is a 400, and never reaches the database", async (target) => {
    const response = await sendRaw(site.port, rawRequest("GET", target, [["Host", "x.example"]]));
    expect(response?.status).toBe(400);
    expect(response?.body).toContain("Bad request: the address holds a control character.");
    expect(site.output()).not.toContain("invalid byte sequence");
  });

  it.each([
    ["TRACE", rawRequest("TRACE", "/", [["Host", "x.example"]]), 405],
    ["a missing Host", Buffer.from("GET /home HTTP/1.0\r\n\r\n"), 400],
    ["an invalid Host", rawRequest("GET", "/home", [["Host", "exa mple"]]), 400],
    ["an absolute-form target", rawRequest("GET", "http://evil.example/home", [["Host", "x.example"]]), 400],
  ])("%s", async (_label, bytes, status) => {
    const response = await sendRaw(site.port, bytes);
    expect(response?.status).toBe(status);
  });
});

describe("behind a proxy", () => {
  const proxied = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "roofing.example", Origin: "https://roofing.example" };

  it("trusts a proxy on this machine by default: forms work and HSTS is sent", async () => {
    const res = await post(site, "/auth/logout", "", proxied);
    expect(res.status).toBe(302);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect((await fetch(`${site.origin}/home`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("explains the refusal when the proxy is not trusted, and warns once in the log", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await post(behindUntrustedProxy, "/auth/logout", "", proxied);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("the server is behind a proxy it does not trust (TRUST_PROXY)");
    }
    expect(behindUntrustedProxy.output().match(/TRUST_PROXY does not trust/g)).toHaveLength(1);
  });

  it("TRUST_PROXY=1 trusts one proxy: the last forwarded address is the client, and a longer chain is noted once", async () => {
    for (let i = 0; i < 2; i++) {
      await fetch(`${behindOneProxy.origin}/home?hop=${i}`, { headers: { "X-Forwarded-For": "6.6.6.6, 203.0.113.7" } });
    }
    await expect.poll(() => behindOneProxy.output().match(/"path":"\/home"[^\n]*/g)?.length ?? 0).toBe(2);
    const lines = behindOneProxy.output().match(/\{[^\n]*"path":"\/home"[^\n]*\}/g)!.map((l) => JSON.parse(l) as { ip?: string });
    expect(lines.map((l) => l.ip)).toEqual(["203.0.113.7", "203.0.113.7"]);
    expect(behindOneProxy.output().match(/TRUST_PROXY trusts 1 proxy/g)).toHaveLength(1);
  });

  it("sends HSTS on every response when SITE_URL is https", async () => {
    const res = await fetch(`${behindUntrustedProxy.origin}/home`);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("request log", () => {
  interface LogLine {
    requestId?: string;
    msg: string;
    method?: string;
    path?: string;
    status?: number;
    durationMs?: number;
    bytes?: number;
    ip?: string;
  }
  const lines = (server: ServerProcess): LogLine[] =>
    server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as LogLine);

  async function waitForLine(server: ServerProcess, requestId: string): Promise<LogLine[]> {
    for (let i = 0; i < 50 && !lines(server).some((l) => l.requestId === requestId && l.msg === "request"); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    return lines(server).filter((l) => l.requestId === requestId);
  }

  it("writes one JSON line per request with the id the response carries, and no cookies", async () => {
    const res = await fetch(`${site.origin}/home?token=secret-in-query`, { headers: { Cookie: "better-auth.session_token=s3cret" } });
    const requestId = res.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = await waitForLine(site, requestId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ msg: "request", method: "GET", path: "/home", status: 200, ip: "127.0.0.1" });
    expect(line.durationMs).toBeGreaterThan(0);
    expect(line.bytes).toBeGreaterThan(1000);
    expect(site.output()).not.toContain("s3cret");
    expect(site.output()).not.toContain("secret-in-query");
  });

  it("gives the lines app code logs during a request that request's id", async () => {
    const res = await post(site, "/auth?index", form({ intent: "login", email: "nobody@staff.example", password: "wrong password!" }));
    expect(res.status).toBe(401);
    const related = await waitForLine(site, res.headers.get("x-request-id")!);
    expect(related.map((l) => l.msg)).toEqual([expect.stringContaining("[Better Auth]: User not found"), "request"]);
  });

  it("keeps the X-Request-Id of a trusted proxy and replaces an untrusted one", async () => {
    const trusted = await fetch(`${site.origin}/healthz`, { headers: { "X-Request-Id": "lb-1234" } });
    expect(trusted.headers.get("x-request-id")).toBe("lb-1234");
    const untrusted = await fetch(`${behindUntrustedProxy.origin}/healthz`, { headers: { "X-Request-Id": "lb-1234" } });
    expect(untrusted.headers.get("x-request-id")).not.toBe("lb-1234");
  });
});
