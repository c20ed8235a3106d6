/**
 * Visits and attribution over HTTP against the production server (
 * docs/decisions/022-visits-and-attribution.md; needs the build): a visitor from Google lands on a town post, opens the contact
 * page, taps the phone number and sends a request — the dashboard shows one visitor from Google who
 * landed on that post, and the request and the tap owed to its town and post; the lead's page and
 * the leads CSV carry the path. A cached and a rendered view both count; a bot, a signed-in staff
 * member, a prefetch and a browser sending Do Not Track do not; a prerendered page counts once it
 * reports being shown. Then the server is killed with SIGKILL: what was written survives.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, serviceLocations } from "~/db/schema";
import { csvRecords } from "../support/csv";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const POST_SLUG = "metal-roofs-greenville-nc";
const POST_TITLE = "Metal Roofs for Greenville Homes";
const POST = `/blog/${POST_SLUG}`;
/** The counter writes what waits every 2 seconds (app/analytics/counter.server.ts FLUSH_MS). */
const FLUSH_WAIT_MS = 2_600;

let site: ServerProcess;
let owner: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const get = (path: string, headers: Record<string, string>) => fetch(`${site.origin}${path}`, { headers, redirect: "manual" });

/** A table of the dashboard's export as objects keyed by its header. */
async function exported(table: string): Promise<Record<string, string>[]> {
  const res = await get(`/analytics/export.csv?table=${table}&days=7`, { Cookie: owner });
  expect(res.status).toBe(200);
  return csvRecords(await res.text());
}

beforeAll(async () => {
  site = await startServer(
    {},
    {
      prepare: async (db) => {
        const [greenville] = await db.select({ id: serviceLocations.id }).from(serviceLocations).where(eq(serviceLocations.name, "Greenville"));
        await db.insert(blogPosts).values({
          title: POST_TITLE,
          slug: POST_SLUG,
          content: "## Metal roofs in Greenville\n\nStanding seam panels stand up to Pitt County storms. Call {{businessPhone}}.",
          status: "published",
          publishedDate: new Date(),
          locationId: greenville.id,
          tags: ["greenville-roofing"],
        });
      },
    },
  );
  owner = await signInAsOwner(site);

  // A visitor from Google lands on the Greenville post (rendered: its first view), reads the contact page…
  const landing = await get(POST, { "User-Agent": CHROME, Referer: "https://www.google.com/" });
  expect(landing.status).toBe(200);
  // Every phone link pings the site's own address (SITE_URL: here the server's default, localhost).
  expect(await landing.text()).toContain(`ping="http://localhost:${site.port}/api/calls"`);
  const contact = await get("/contact", { "User-Agent": CHROME, Referer: `${site.origin}${POST}` });
  const stamp = /name="formStarted" value="([^"]+)"/.exec(await contact.text())![1];
  // …taps the phone number in the post (the browser's ping names the page it was on)…
  const ping = await fetch(`${site.origin}/api/calls`, {
    method: "POST",
    headers: { "User-Agent": CHROME, Origin: site.origin, "Content-Type": "text/ping", "Ping-From": `${site.origin}${POST}`, "Ping-To": "tel:+12525550100" },
    body: "PING",
  });
  expect(ping.status).toBe(204);

  // A second visitor reads /home from the page cache and again rendered (a query the cache never keeps).
  for (let i = 0; i < 100; i++) {
    if ((await get("/home", { "User-Agent": "curl/8.5.0" })).headers.get("etag")) break;
    await sleep(50);
  }
  const cached = await get("/home", { "User-Agent": IPHONE });
  expect(cached.headers.get("etag")).toBeTruthy();
  const rendered = await get("/home?q=roof", { "User-Agent": IPHONE });
  expect(rendered.status).toBe(200);
  expect(rendered.headers.get("etag")).toBeNull();

  // Not counted: a bot, a signed-in staff member, a link prefetch, a browser that asks not to be tracked.
  await get("/home", { "User-Agent": GOOGLEBOT });
  await get("/locations/tarboro-nc", { "User-Agent": CHROME, Cookie: owner });
  await get("/locations/wilson-nc", { "User-Agent": ANDROID, "Sec-Purpose": "prefetch;prerender" });
  await get("/locations/tarboro-nc", { "User-Agent": FIREFOX, DNT: "1" });
  // The prerendered Wilson page is shown: it reports itself (the islands script's beacon).
  const beacon = await fetch(`${site.origin}/api/views`, {
    method: "POST",
    headers: { "User-Agent": ANDROID, Origin: site.origin, "Content-Type": "text/plain;charset=UTF-8" },
    body: JSON.stringify({ page: "/locations/wilson-nc", referrer: "" }),
  });
  expect(beacon.status).toBe(204);

  // The first visitor sends the request form, as a person would, after reading it.
  await sleep(3_100);
  const form = new FormData();
  for (const [k, v] of Object.entries({ formStarted: stamp, website: "", sourcePage: "/contact", referrer: "", name: "Dana Whitley", phone: "252-555-0142", service: "replacement", town: "Greenville" })) form.set(k, v);
  const sent = await fetch(`${site.origin}/contact`, { method: "POST", redirect: "manual", headers: { "User-Agent": CHROME, Origin: site.origin }, body: form });
  expect(sent.status, await sent.clone().text()).toBe(302);
  await sleep(FLUSH_WAIT_MS);
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

describe("visits and attribution over HTTP", () => {
  it("counts two visitors, their page views, the request and the tap — nothing of the bot, the staff member, the prefetch or Do Not Track", async () => {
    const days = await exported("days");
    const counted = days.filter((d) => d.Visitors !== "0");
    expect(counted).toHaveLength(1);
    expect(counted[0]).toMatchObject({ Visitors: "3", "Page views": "5", Requests: "1", "Phone taps": "1" });
  });

  it("shows the visitor from Google who landed on the post, and the request and tap owed to its visit", async () => {
    expect(await exported("sources")).toEqual([
      { Source: "Direct (typed, bookmarked or no referrer)", Visits: "2", Requests: "0", "Phone taps": "0", "Conversion (%)": "0.00" },
      { Source: "Google", Visits: "1", Requests: "1", "Phone taps": "1", "Conversion (%)": "100.00" },
    ]);
    const pages = await exported("pages");
    expect(pages.find((p) => p.Page === POST)).toEqual({ Page: POST, Visitors: "1", Views: "1", "Visits started here": "1", "Requests from those visits": "1" });
    expect(pages.find((p) => p.Page === "/contact")).toMatchObject({ Visitors: "1", Views: "1", "Visits started here": "0" });
  });

  it("counts a page from the cache and the same page rendered, under one path", async () => {
    expect((await exported("pages")).find((p) => p.Page === "/home")).toEqual({ Page: "/home", Visitors: "1", Views: "2", "Visits started here": "1", "Requests from those visits": "0" });
  });

  it("owes the request and the tap to Greenville and its post; the shown prerender to Wilson's page", async () => {
    const towns = await exported("towns");
    expect(towns.find((t) => t.Town === "Greenville")).toEqual({ Town: "Greenville", "Town page views": "0", "Its posts' views": "1", Requests: "1", "Phone taps": "1" });
    expect(towns.find((t) => t.Town === "Wilson")).toMatchObject({ "Town page views": "1", Requests: "0" });
    expect(towns.find((t) => t.Town === "Tarboro")).toMatchObject({ "Town page views": "0" });
    expect(await exported("posts")).toEqual([{ Post: POST_TITLE, Page: POST, Town: "Greenville", Views: "1", Visitors: "1", Requests: "1", "Phone taps": "1" }]);
  });

  it("draws it on the dashboard: the map marks Greenville's request, the tables name Google", async () => {
    const res = await get("/analytics?days=7", { Cookie: owner });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Greenville · 1 request");
    expect(html).toContain(POST_TITLE);
    expect(html).toMatch(/<th scope="row"[^>]*>Google<\/th>/);
  });

  it("shows the path on the lead's page and in the leads CSV", async () => {
    const inbox = await (await get("/leads", { Cookie: owner })).text();
    const id = /href="\/leads\/([0-9a-f-]{36})"/.exec(inbox)![1];
    const page = await (await get(`/leads/${id}`, { Cookie: owner })).text();
    for (const text of ["Google", POST, "Greenville", POST_TITLE, "/contact"]) expect(page).toContain(text);
    const [lead] = csvRecords(await (await get("/leads/export.csv", { Cookie: owner })).text());
    expect(lead).toMatchObject({ "Source page": "/contact", "Landing page": POST, "Visit source": "Google", "Town of the pages read": "Greenville", "Post read": POST_TITLE });
  });

  it("refuses what a report may not say, in words", async () => {
    const bad = await fetch(`${site.origin}/api/views`, { method: "POST", headers: { Origin: site.origin, "User-Agent": CHROME }, body: "page=/home" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Send {"page": "/path", "referrer": "…"} as JSON.');
    const elsewhere = await fetch(`${site.origin}/api/calls`, { method: "POST", headers: { Origin: site.origin, "User-Agent": CHROME, "Ping-From": "https://evil.example/x" }, body: "PING" });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain("Ping-From must name a page of this site.");
  });

  it("keeps every written visit through a kill -9", async () => {
    await get("/locations/goldsboro-nc", { "User-Agent": FIREFOX });
    await sleep(FLUSH_WAIT_MS);
    site.child.kill("SIGKILL");
    await site.exited;
    site = await startServer({}, { restartOf: site });
    owner = await signInAgain();
    const towns = await exported("towns");
    expect(towns.find((t) => t.Town === "Goldsboro")).toMatchObject({ "Town page views": "1" });
    expect((await exported("days")).find((d) => d.Visitors !== "0")).toMatchObject({ Visitors: "4", Requests: "1" });
  }, 120_000);
});

/** A new session for the owner after the restart (the set-up link is used: sign in with the password). */
async function signInAgain(): Promise<string> {
  const res = await fetch(`${site.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.origin },
    body: JSON.stringify({ email: "owner@roofing.example", password: "correct horse battery" }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
