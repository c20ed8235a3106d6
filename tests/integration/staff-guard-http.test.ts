/**
 * The staff guard (docs/decisions/001-staff-access.md, docs/decisions/004-proxies-and-origins.md)
 * over real HTTP against the production server (needs `npm run build`): the staff guard reads the
 * path the way the router does, staff and /auth responses are not cached, a hostile `redirectTo`
 * never leaves the site nor breaks the login, and the login form is rate limited.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-guard-http-"));
const OWNER = "owner@staff.example";
const PASSWORD = "correct horse battery";
const DASHBOARD = "/Blog-Page-Builder";
let child: ChildProcess;
let base: string;
let cookie: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built server on an empty data folder and returns its owner set-up link. */
async function startServer(port: number): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    LOG_REQUESTS: "0",
    // Each login below comes from its own client address (X-Forwarded-For), so only the limit a test means to hit can trigger.
    TRUST_PROXY: "1",
  };
  delete env.AUTH_RATE_LIMIT;
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr!.on("data", (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no set-up link printed:\n${output}`)), 45_000);
    child.stdout!.on("data", (d) => {
      output += d;
      // Production logs are JSON lines: the link ends where the JSON string does.
      const link = /https?:\/\/[^\s"\\]+\/auth\/setup\?token=[^\s"\\]+/.exec(output)?.[0];
      if (link) {
        clearTimeout(timer);
        resolve(link);
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { redirect: "manual", headers });

let clients = 0;
const login = (redirectTo: string, password = PASSWORD, ip = `198.51.100.${++clients}`) =>
  form("/auth", { intent: "login", email: OWNER, password, redirectTo }, { "x-forwarded-for": ip });

beforeAll(async () => {
  expect(fs.existsSync(path.join(root, "build/server/index.js")), "run `npm run build` first (npm test does)").toBe(true);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const link = new URL(await startServer(port));
  const created = await form("/auth/setup", { token: link.searchParams.get("token")!, email: OWNER, password: PASSWORD });
  expect(created.status).toBe(302);
  cookie = created.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 60_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the staff guard, signed out", () => {
  it.each(["/posts", "/%70osts", "/POSTS", "//posts", "/posts/", "/%63reate-post", "/%2570osts", "/Variables"])(
    "GET %s is sent to /auth by the guard",
    async (p) => {
      const res = await get(p);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    },
  );

  it.each(["/%63reate-post.data", "/%70osts.data", "/POSTS.data"])("GET %s (a client navigation) is sent to /auth", async (p) => {
    const res = await get(p);
    // React Router answers a .data request with its redirect in the body.
    expect(res.status).toBe(202);
    expect(await res.text()).toMatch(/"redirect","\/auth\?redirectTo=/);
  });

  it.each(["/%70osts", "/%63reate-post.data", "/POSTS", "//posts", "/%76ariables"])("POST %s is refused with 401", async (p) => {
    const res = await form(p, { intent: "delete", id: "00000000-0000-4000-8000-000000000000" });
    expect(res.status).toBe(401);
  });
});

describe("Cache-Control", () => {
  it.each(["/posts", "/posts.data", "/Blog-Page-Builder", "/variables.data", "/home"])(
    "%s, signed in, is not stored",
    async (p) => {
      const res = await get(p, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    },
  );

  it.each(["/auth", "/auth/reset-password?token=x", "/auth.data"])("%s, signed out, is not stored", async (p) => {
    const res = await get(p);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("public pages, signed out, keep their caching", async () => {
    const res = await get("/home");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).not.toBe("no-store");
  });
});

describe("redirectTo after login", () => {
  it.each([
    "/\t/evil.example/phish",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/auth",
  ])("%j ends on the dashboard", async (redirectTo) => {
    const res = await login(redirectTo);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(DASHBOARD);
  });

  it.each(["/x\r\nSet-Cookie: a=b", "/\u0000x", "/%0a", "/caf\u00e9\u0100\ud800"])("%j stays on this site, never a 500", async (redirectTo) => {
    const res = await login(redirectTo);
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("a="))).toBe(false);
    expect(new URL(res.headers.get("Location")!, base).origin).toBe(base);
  });

  it.each([
    ["/posts?x=1", "/posts?x=1"],
    ["/blog/\u5c4b\u6839", "/blog/%E5%B1%8B%E6%A0%B9"],
    ["/posts?q=\u00e9\u0100", "/posts?q=%C3%A9%C4%80"],
  ])("%j is kept, percent-encoded", async (redirectTo, location) => {
    const res = await login(redirectTo);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(location);
  });

  it("a signed-in visit to /auth with a hostile redirectTo goes to the dashboard", async () => {
    for (const value of ["/%0a/evil.example", "/%09/evil.example/phish", "/%E5%B1%8B%0d%0a"]) {
      const res = await get(`/auth?redirectTo=${value}`, { cookie });
      expect(res.status, value).toBe(302);
      expect(new URL(res.headers.get("Location")!, base).origin, value).toBe(base);
    }
  });
});

describe("login rate limit over HTTP", () => {
  it("refuses the right password after too many wrong ones with 429 and the message", async () => {
    for (let i = 0; i < 5; i++) expect((await login("/posts", `wrong-${i}-password`, "203.0.113.7")).status).toBe(401);
    const res = await login("/posts", PASSWORD, "203.0.113.8");
    expect(res.status).toBe(429);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toContain("Too many attempts. Try again in 15 minutes.");
  });
});
