/**
 * Several instances behind a load balancer are one site: two production servers on one PostgreSQL
 * database and one S3 bucket (same BETTER_AUTH_SECRET, each its own DATA_DIR and port) share
 * sessions, content, rate limits and photos.
 * Runs on CI's PostgreSQL pass (TEST_DATABASE_URL); the embedded database is one server per folder by
 * design, so there is nothing to prove on PGlite. Needs the production build.
 *
 * Every case gets the two running servers and a signed-in owner from `site`, so a new shared-state
 * case (e.g. a rate limit counted across both) is one more `it`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { cameraJpeg } from "../support/test-images";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const root = path.resolve(import.meta.dirname, "../..");

interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  log: () => string;
}

interface Site {
  a: Instance;
  b: Instance;
  /** The owner's session cookie, made on A. */
  cookie: string;
  database: TestDatabase;
  /** The one S3 bucket both instances keep photos in. */
  bucket: TestS3;
}

let site: Site;
const scratch: string[] = [];
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined> | T | null | undefined, log: () => string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not happen. Server log:\n${log()}`);
}

async function startInstance(name: string, databaseUrl: string, secret: string, bucket: TestS3): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `roofing-instance-${name}-`));
  scratch.push(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: secret,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      LOG_REQUESTS: "0",
      S3_BUCKET: bucket.settings.bucket,
      S3_ENDPOINT: bucket.settings.endpoint ?? "",
      S3_REGION: bucket.settings.region ?? "",
      S3_ACCESS_KEY_ID: bucket.settings.accessKeyId ?? "",
      S3_SECRET_ACCESS_KEY: bucket.settings.secretAccessKey ?? "",
      S3_FORCE_PATH_STYLE: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const log = () => output;
  await until(`${name} answering /healthz`, async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
    return fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
  }, log);
  return { name, origin, child, log };
}

function setupToken(instance: Instance): Promise<string> {
  return until(`${instance.name} printing the owner set-up link`, () => /\/auth\/setup\?token=([\w-]+)/.exec(instance.log())?.[1], instance.log);
}

/** A form submitted to a route action the way a browser without JavaScript does, from the site itself. */
function submit(instance: Instance, pathAndQuery: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${instance.origin}${pathAndQuery}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: instance.origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  expect(fs.existsSync(path.join(root, "build/server/index.js")), "run `npm run build` first (npm test does)").toBe(true);
  const database = await createTestDatabase();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${database.databaseName}`;
  const secret = crypto.randomBytes(32).toString("base64url");

  // Started one after the other: each prints a set-up link while no owner exists, and the newer one
  // replaces the older. B's link is the live one; using it on A already shows they share the database.
  const bucket = await startTestS3("instances-media");
  const a = await startInstance("A", url.toString(), secret, bucket);
  await setupToken(a);
  const b = await startInstance("B", url.toString(), secret, bucket);
  const token = await setupToken(b);

  const setup = await submit(a, `/auth/setup?token=${token}`, { token, email: "owner@roofing.example", password: "correct horse battery" });
  expect(setup.status, await setup.clone().text()).toBe(302);
  expect(setup.headers.get("location")).toBe("/Blog-Page-Builder/start?welcome=owner");
  const cookie = cookieHeader(setup);
  expect(cookie).toMatch(/session_token=/);
  site = { a, b, cookie, database, bucket };
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await site?.database.drop();
  await site?.bucket.stop();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("a session made on A is valid on B's staff pages", async () => {
    const signedIn = await fetch(`${site.b.origin}/posts`, { headers: { Cookie: site.cookie }, redirect: "manual" });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("owner@roofing.example");

    const signedOut = await fetch(`${site.b.origin}/posts`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fposts");
  });

  it("a post published through A is on B's public pages at once", async () => {
    const title = `Shared Gutters ${crypto.randomBytes(3).toString("hex")}`;
    const created = await submit(site.a, "/create-post.data", { title, content: "Seamless gutters for Wilson homes.", author: "Olive" }, site.cookie);
    expect(created.status).toBe(200);
    const body = await created.text();
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(body)?.[0];
    expect(id, body).toBeTruthy();

    const draftOnB = await fetch(`${site.b.origin}/blog`);
    expect(await draftOnB.text()).not.toContain(title);

    const published = await submit(site.a, "/posts.data", { intent: "publish", id: id! }, site.cookie);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain("Post published");

    const blog = await fetch(`${site.b.origin}/blog`);
    expect(blog.status).toBe(200);
    expect(await blog.text()).toContain(title);
  });

  it("a page B holds in its page cache is replaced when A changes it (LISTEN/NOTIFY reaches every instance)", async () => {
    const title = `Cached Shingles ${crypto.randomBytes(3).toString("hex")}`;
    const created = await submit(site.a, "/create-post.data", { title, content: "Architectural shingles.", author: "Olive" }, site.cookie);
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(await created.text())?.[0];
    expect(id).toBeTruthy();
    // B stores /blog once its compressed copies are made; a stored answer carries an ETag.
    await until("B caching /blog", async () => {
      const res = await fetch(`${site.b.origin}/blog`);
      expect(await res.text()).not.toContain(title);
      return res.headers.get("etag");
    }, site.b.log);

    const published = await submit(site.a, "/posts.data", { intent: "publish", id: id! }, site.cookie);
    expect(await published.text()).toContain("Post published");
    // The notification travels through the database: B hears it within moments, without polling it.
    await expect.poll(async () => (await fetch(`${site.b.origin}/blog`)).text(), { timeout: 5_000, interval: 20 }).toContain(title);
  });

  it("a business setting the owner saves on A is on B's cached pages at once", async () => {
    await until("B caching /home", async () => {
      const res = await fetch(`${site.b.origin}/home`);
      expect(await res.text()).toContain("(252) 555-0100");
      return res.headers.get("etag");
    }, site.b.log);
    const saved = await submit(site.a, "/Blog-Page-Builder/business-settings", { "contact.mainPhone": "(252) 555-0166" }, site.cookie);
    expect(await saved.text()).toContain("Saved 1 change.");
    await expect.poll(async () => (await fetch(`${site.b.origin}/home`)).text(), { timeout: 5_000, interval: 20 }).toContain("(252) 555-0166");
  });

  it("a rate limit counts attempts made on either instance", async () => {
    const email = "owner@roofing.example";
    // Five wrong passwords, alternating between the two servers, use up the account's login attempts…
    for (let i = 0; i < 5; i++) {
      const wrong = await submit(i % 2 ? site.b : site.a, "/auth", { intent: "login", email, password: `wrong guess ${i}` });
      expect(wrong.status).toBe(401);
    }
    // …so the right one is refused on both, with a message saying when to try again.
    for (const instance of [site.a, site.b]) {
      const refused = await submit(instance, "/auth", { intent: "login", email, password: "correct horse battery" });
      expect(refused.status).toBe(429);
      expect(await refused.text()).toMatch(/Too many attempts\. Try again in \d+ minutes?\./);
      expect(refused.headers.getSetCookie().join("")).not.toMatch(/session_token=/);
    }
  });

  it("a photo uploaded through A is in B's album and served by B from the shared bucket", async () => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await cameraJpeg(640, 480, 7))], { type: "image/jpeg" }), "shared-roof.jpg");
    form.set("title", "Shared bucket roof");
    const uploaded = await fetch(`${site.a.origin}/photo-album/upload`, {
      method: "POST",
      headers: { Origin: site.a.origin, Cookie: site.cookie },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);

    const album = await fetch(`${site.b.origin}/photo-album/`, { headers: { Cookie: site.cookie } });
    const html = await album.text();
    expect(html).toContain("Shared bucket roof");
    const key = /\/media\/(photos\/[\w/.-]+\.(?:jpg|webp|avif))/.exec(html)?.[1];
    expect(key, "the album links the photo's variants").toBeTruthy();

    const served = await fetch(`${site.b.origin}/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
