/**
 * The instant estimate over real HTTP against the production server (needs the build), as a
 * browser without JavaScript uses it, with the fake Census geocoder and Solar API: no page offers
 * a price until the owner saves a price book, then every estimate button leads to /instant-estimate
 * (the cached pages are emptied); an address becomes a priced estimate on its own private page,
 * which sends it and books the inspection; the questionnaire and the out-of-area answer are pages
 * of their own.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialField, priceBookFormValues } from "~/domain/roof-pricing";
import { startFakeEstimateProviders, type FakeEstimateProviders } from "../support/fake-estimate-providers";
import { TEST_PRICE_BOOK } from "../support/price-book";
import { htmlErrors } from "../support/html-validity";
import { linkStatus, waitForMail } from "../support/mail";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";
import { siteClient } from "../support/site-client";

let site: ServerProcess;
let fakes: FakeEstimateProviders;
let cookie = "";

/** Every estimate page these tests received, checked for valid HTML at the end. */
const pages: { source: string; html: string }[] = [];
const client = siteClient(
  () => site,
  () => cookie,
);

beforeAll(async () => {
  fakes = await startFakeEstimateProviders();
  site = await startServer(fakes.env);
  cookie = await signInAsOwner(site);
}, 90_000);
afterAll(async () => {
  await site?.stop();
  await fakes?.close();
});

/** The page's main content as a visitor reads it: tags and React's text separators removed. */
const text = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
const estimateLink = (html: string) => /<a[^>]*href="([^"]*)"[^>]*>(Instant Estimate|Free Estimate)<\/a>/.exec(html)?.slice(1, 3);

/** Posts a public form as a browser without JavaScript does: no cookie, the page's own stamp. */
function post(path: string, fields: Record<string, string>) {
  return fetch(`${site.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    body: new URLSearchParams({ website: "", ...fields }),
  });
}

/** An address sent from the estimate page after a person's reading time, without JavaScript. */
async function measure(address: string) {
  const stamp = /name="formStarted" value="([^"]+)"/.exec(await (await client.get("/instant-estimate")).text())![1];
  await new Promise((r) => setTimeout(r, 3100));
  return post("/instant-estimate", { formStarted: stamp, intent: "measure", address, storeys: "1", layers: "1" });
}

describe("before a price book is saved", () => {
  it("promises no price anywhere: the header says Free Estimate and leads to the request form", async () => {
    const home = await (await client.cached("/home")).text();
    expect(estimateLink(home)).toEqual(["/contact#request", "Free Estimate"]);
    expect(home).not.toContain('action="/instant-estimate"');
    const contact = await (await client.get("/contact")).text();
    expect(text(contact)).not.toContain("Instant estimate");
    const page = await client.get("/instant-estimate");
    expect([page.status, page.headers.get("location")]).toEqual([302, "/contact#request"]);
    expect(await (await client.get("/sitemap.xml")).text()).not.toContain("/instant-estimate");
  });

  it("tells staff on the dashboard why", async () => {
    const dashboard = text(await (await client.get("/Blog-Page-Builder", { Cookie: cookie })).text());
    expect(dashboard).toContain("The instant estimate is off");
    expect(dashboard).toContain("No price book has been saved, so the website shows no prices");
  });
});

describe("once the owner saves a price book", () => {
  beforeAll(async () => {
    const values = priceBookFormValues(TEST_PRICE_BOOK);
    const res = await client.submit("/price-book", values);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Price book saved as version 1.");
  });

  it("sends every estimate button to /instant-estimate, on cached pages too, and lists the page in the sitemap", async () => {
    const home = await (await client.cached("/home")).text();
    expect(estimateLink(home)).toEqual(["/instant-estimate", "Instant Estimate"]);
    expect(home).toContain('action="/instant-estimate"');
    expect(await (await client.get("/sitemap.xml")).text()).toContain("/instant-estimate</loc>");
    const dashboard = text(await (await client.get("/Blog-Page-Builder", { Cookie: cookie })).text());
    expect(dashboard).toContain("The instant estimate is on");
  });

  it("turns an address into a priced estimate on its own private page, without JavaScript", async () => {
    const form = await client.get("/instant-estimate?address=412%20Marigold%20Lane%2C%20Rocky%20Mount%2C%20NC%2027804");
    expect(form.headers.get("cache-control")).toBe("private, no-store");
    const html = await form.text();
    pages.push({ source: "the address form", html });
    expect(html).toContain('value="412 Marigold Lane, Rocky Mount, NC 27804"');
    const stamp = /name="formStarted" value="([^"]+)"/.exec(html)![1];
    await new Promise((r) => setTimeout(r, 3100));
    const res = await post("/instant-estimate", { formStarted: stamp, intent: "measure", address: "412 Marigold Lane, Rocky Mount, NC 27804", storeys: "1", layers: "1" });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/instant-estimate\/[\w-]{24}$/);

    const page = await client.get(location);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const body = await page.text();
    pages.push({ source: "the estimate's page", html: body });
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"');
    const words = text(body);
    expect(words).toContain("Your roof, measured");
    expect(words).toMatch(/Roof area 29\.2 squares \(2,921 sq ft\)/);
    expect(words).toContain("Main pitch 6/12");
    expect(words).toContain("Imagery March 18, 2024, high resolution");
    expect(words).toMatch(/Architectural shingles \$[\d,]+ to \$[\d,]+/);
    expect(words).toMatch(/Standing-seam metal \$[\d,]+ to \$[\d,]+/);
    expect(words).toContain("Waste and cut-offs: 12% extra material");
    expect(words).toContain("The price is confirmed by a free inspection");
    expect(words).toContain("Prices from our price book, version 1.");

    // One step: the estimate e-mailed and the inspection booked.
    const sendStamp = /name="formStarted" value="([^"]+)"/.exec(body)![1];
    await new Promise((r) => setTimeout(r, 3100));
    const sent = await post(location, { formStarted: sendStamp, intent: "send", name: "Dana Whitley", phone: "252-555-0142", email: "dana@example.com", bookInspection: "yes", timeWindow: "any" });
    expect([sent.status, sent.headers.get("location")]).toEqual([303, `${location}#next`]);
    const afterHtml = await (await client.get(location)).text();
    pages.push({ source: "the estimate's page, booked", html: afterHtml });
    const after = text(afterHtml);
    expect(after).toContain("Your free inspection is requested");
    expect(after).toContain("We have e-mailed this estimate to you");
  }, 30_000);

  it("e-mails the estimate as a mail client reads it: from the company, Reply-To the other side, links that open", async () => {
    const outbox = path.join(site.dataDir, "outbox");
    const customer = await waitForMail(outbox, "dana@example.com", /^Your roof estimate \(PR-[A-Z0-9]{6}\) - Pamlico Ridge Roofing$/);
    const office = await waitForMail(outbox, "info@pamlicoridge.example", /^New instant estimate PR-[A-Z0-9]{6}: Dana Whitley, Rocky Mount/);
    const company = [{ name: "Pamlico Ridge Roofing", address: "info@pamlicoridge.example" }];
    expect(customer.from).toEqual(company);
    expect(office.from).toEqual(company);
    // "Reply" reaches the office answering the estimate; the office's reply reaches the customer.
    expect(customer.replyTo).toEqual([{ name: "", address: "info@pamlicoridge.example" }]);
    expect(office.replyTo).toEqual([{ name: "Dana Whitley", address: "dana@example.com" }]);
    expect(customer.text).toMatch(/Architectural shingles/);
    expect(customer.links).toContainEqual(expect.stringMatching(/\/instant-estimate\/[\w-]{24}$/));
    for (const link of customer.links) expect(await linkStatus(link), link).toBe(200);
    for (const link of office.links) expect(await linkStatus(link, cookie), link).toBe(200);
  });

  it("asks questions instead, in plain words, when the building is not in the imagery", async () => {
    const res = await measure("9 Cotton Field Road, Tarboro, NC 27886");
    expect(res.status).toBe(200);
    const html = await res.text();
    pages.push({ source: "the questionnaire", html });
    const words = text(html);
    expect(words).toContain("There are no aerial measurements for the building at that address");
    expect(words).toContain("How big is the house?");
    expect(words).toContain("Which shape is the roof closest to?");
  }, 20_000);

  it("says kindly that an address is outside the service area and offers the request form", async () => {
    const res = await measure("215 Church Avenue SW, Roanoke, VA 24011");
    expect(res.status).toBe(200);
    const html = await res.text();
    pages.push({ source: "the out-of-area page", html });
    expect(text(html)).toContain("That address is outside our service area");
    expect(text(html)).not.toMatch(/\$\d/);
    expect(html).toContain('href="/contact#request"');
  }, 20_000);

  it("sends valid HTML on every estimate page, the price book screen included", async () => {
    pages.push({ source: "the price book", html: await (await client.get("/price-book", { Cookie: cookie })).text() });
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const page of pages) expect(await htmlErrors(page.html, page.source)).toEqual([]);
  });

  it("spends a page's stamp on one estimate: the same stamp from another address is refused before any lookup", async () => {
    const stamp = /name="formStarted" value="([^"]+)"/.exec(await (await client.get("/instant-estimate")).text())![1];
    await new Promise((r) => setTimeout(r, 3100));
    const before = (await fakes.solarRequests()).length;
    const first = await post("/instant-estimate", { formStarted: stamp, intent: "measure", address: "27 Pecan Grove Road, Greenville, NC 27858", storeys: "1", layers: "1" });
    expect(first.status).toBe(303);
    const again = await post("/instant-estimate", { formStarted: stamp, intent: "measure", address: "318 Old Mill Road, Wilson, NC 27893", storeys: "1", layers: "1" });
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain("We could not work out your estimate.");
    expect((await fakes.solarRequests()).length).toBe(before + 1);
  }, 20_000);

  it("stops paid measurements at the owner's daily budget: the questionnaire instead, today's count on the price book", async () => {
    const screen = text(await (await client.get("/price-book", { Cookie: cookie })).text());
    const today = Number(/Today so far: (\d+)\./.exec(screen)?.[1]);
    expect(today).toBeGreaterThanOrEqual(2);
    const saved = await client.submit("/price-book", { ...priceBookFormValues(TEST_PRICE_BOOK), dailyMeasurements: String(today) });
    expect(saved.status).toBe(200);
    const before = (await fakes.solarRequests()).length;
    const res = await measure("77 Harvest Court, Rocky Mount, NC 27803");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(text(html)).toContain("We have measured as many roofs from the air today as we do in a day.");
    expect(text(html)).toContain("How big is the house?");
    expect((await fakes.solarRequests()).length).toBe(before);
    // The questionnaire carries a stamp of its own: answering it gives the estimate.
    const questionsStamp = /name="formStarted" value="([^"]+)"/.exec(html)![1];
    const answered = await post("/instant-estimate", {
      formStarted: questionsStamp,
      intent: "answers",
      address: "77 Harvest Court, Rocky Mount, NC 27803",
      fallback: "daily-budget",
      footprint: "1800",
      livingArea: "",
      storeys: "1",
      shape: "hip",
      pitch: "medium",
      layers: "1",
    });
    expect(answered.status).toBe(303);
    expect(await (await client.submit("/price-book", priceBookFormValues(TEST_PRICE_BOOK))).text()).toContain("Price book saved");
  }, 30_000);

  it("refuses a price book sent without a staff session", async () => {
    const res = await fetch(`${site.origin}/price-book`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
      body: new URLSearchParams({ ...priceBookFormValues(TEST_PRICE_BOOK), [materialField(0, "low")]: "1" }),
    });
    expect(res.status).toBe(401);
  });
});
