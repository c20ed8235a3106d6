/**
 * Malformed input never makes the server fail: several hundred generated requests (every route and
 * method, broken bodies, encodings and Host headers) against the production server get no 5xx, and
 * the server is healthy afterwards. The seed is fixed (FUZZ_SEED overrides it) so a failure reproduces.
 * Signed-in staff get the same promise: hostile ids, dates, control characters and fields on every
 * staff route and every form a staff page renders are answered with a 4xx (or accepted, cleaned),
 * never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzRequests } from "../support/fuzz-requests";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { sendRaw } from "../support/raw-http";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";
import { siteClient } from "../support/site-client";
import { formRequests, postForms, routeRequests, scriptForms, type StaffFuzzRequest } from "../support/staff-fuzz";

const seed = Number(process.env.FUZZ_SEED ?? 9);
let server: ServerProcess;
let ai: FakeOpenAI;

beforeAll(async () => {
  // The AI endpoints answer (through a local stand-in) instead of saying they are not configured.
  ai = await startFakeOpenAI();
  server = await startServer({ OPENAI_BASE_URL: ai.baseURL, OPENAI_API_KEY: "test-key", AI_TEXT_MODEL: "fake-writer", AI_IMAGE_MODEL: "fake-painter", AI_MAX_RETRIES: "0" });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await ai?.close();
});

describe("malformed requests", () => {
  it(`get a 4xx, never a 5xx, and the server stays healthy (seed ${seed})`, async () => {
    const requests = fuzzRequests(server.port, seed);
    expect(requests.length).toBeGreaterThanOrEqual(500);

    const statuses = new Map<string, number>();
    const failures: string[] = [];
    let next = 0;
    async function worker() {
      while (next < requests.length) {
        const request = requests[next++];
        const response = await sendRaw(server.port, request.bytes);
        const status = response ? String(response.status) : "no response";
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (!response || response.status >= 500) failures.push(`${status} ← ${request.label}`);
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker));

    const summary = [...statuses].sort().map(([s, n]) => `${s}: ${n}`).join(", ");
    console.log(`[fuzz] ${requests.length} requests (seed ${seed}) — ${summary}`);
    expect(failures, `${failures.length} of ${requests.length} requests failed:\n${failures.join("\n")}\n\nServer output:\n${server.output().slice(-4000)}`).toEqual([]);

    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});

describe("hostile input from signed-in staff", () => {
  let cookie = "";
  const client = siteClient(() => server, () => cookie);

  /** A request through the public form, so the inbox has a lead with forms to fuzz. */
  async function sendLead(): Promise<string> {
    const page = await fetch(`${server.origin}/book-inspection`);
    const stamp = /name="formStarted" value="([^"]+)"/.exec(await page.text())![1];
    await new Promise((r) => setTimeout(r, 3100));
    const res = await fetch(`${server.origin}/book-inspection`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: new URLSearchParams({ formStarted: stamp, website: "", name: "Dana Whitley", phone: "252-555-0142", service: "storm", town: "Wilson" }),
    });
    expect(res.status, await res.clone().text()).toBe(302);
    const inbox = await client.get("/leads", { Cookie: cookie });
    return /href="\/leads\/([0-9a-f-]{36})"/.exec(await inbox.text())![1];
  }

  it("get a 4xx or a normal answer, never a 5xx, on every staff route and form", async () => {
    cookie = await signInAsOwner(server);
    const headers = { Cookie: cookie };
    const post = await client.createPost("Ridge Vents in Wilson", "Ridge vents let a hot attic breathe.");
    const leadId = await sendLead();
    const countyPage = /href="(\/town-pages\/counties\/[\w-]+)"/.exec(await (await client.get("/town-pages", headers)).text())?.[1];

    // The forms every staff page renders, read from its HTML and sent back made hostile.
    const pages = [
      ...routeRequests().filter((r) => r.method === "GET" && !r.path.includes("?") && !r.path.endsWith(".data")).map((r) => r.path),
      "/Blog-Page-Builder", "/Blog-Page-Builder/staff", "/Blog-Page-Builder/ai-usage", "/create-post", `/create-post?edit=${post.id}`,
      "/photo-album/", "/photo-album/bulk-upload", "/posts", "/posts/trash", "/variables", "/town-pages", "/leads", `/leads/${leadId}`,
      `/post-preview/${post.id}`, ...(countyPage ? [countyPage] : []),
    ];
    const formFuzz: StaffFuzzRequest[] = [];
    for (const page of new Set(pages)) {
      const res = await client.get(page, headers);
      if (res.status !== 200) continue;
      for (const form of postForms(await res.text(), page)) if (!form.action.startsWith("/auth")) formFuzz.push(...formRequests(form, page));
    }
    const town = /value="([0-9a-f]{8}-[0-9a-f-]{27})"/.exec(await (await client.get("/photo-album/bulk-upload", headers)).text())?.[1] ?? "";
    for (const form of scriptForms({ postId: post.id, photoTown: town })) formFuzz.push(...formRequests(form, form.action));
    // Deleting goes last, so the other requests still find the lead and the post.
    const destructive = (r: StaffFuzzRequest) => /delete|purge|empty|trash/i.test(r.label);
    const requests = [...routeRequests(), ...formFuzz.filter((r) => !destructive(r)), ...formFuzz.filter(destructive)];
    expect(formFuzz.length).toBeGreaterThan(100);

    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    async function worker() {
      while (next < requests.length) {
        const request = requests[next++];
        const res = await fetch(`${server.origin}${request.path}`, {
          method: request.method,
          redirect: "manual",
          headers: { Cookie: cookie, Origin: server.origin, ...(request.body instanceof URLSearchParams ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
          body: request.body,
        }).catch(() => null);
        const status = res ? String(res.status) : "no response";
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (!res || res.status >= 500) failures.push(`${status} ← ${request.label}`);
        await res?.arrayBuffer().catch(() => null);
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker));

    const summary = [...statuses].sort().map(([s, n]) => `${s}: ${n}`).join(", ");
    console.log(`[fuzz] ${requests.length} staff requests — ${summary}`);
    expect(failures, `${failures.length} of ${requests.length} staff requests failed:\n${[...new Set(failures)].join("\n")}\n\nServer output:\n${server.output().slice(-4000)}`).toEqual([]);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    // Still signed in: nothing above ended the session.
    expect((await client.get("/posts", headers)).status).toBe(200);
  }, 300_000);
});
