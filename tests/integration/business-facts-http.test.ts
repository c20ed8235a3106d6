/**
 * One fact, one value (docs/decisions/014-business-settings.md): every public page of the
 * production server — every URL of /sitemap.xml, with its JSON-LD — states the company's phones,
 * office hours, town count, warranty terms, years in business and reviews exactly as the business
 * settings hold them, and states the new values on the next request after the owner changes them
 * (the settings table empties the page cache like any public content). Needs the production build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";
import { siteClient } from "../support/site-client";
import { DEMO_SETTINGS, settingLeaf } from "~/domain/business-settings";
import { formFieldsOf } from "~/domain/settings-form";

let server: ServerProcess;
let cookie = "";
const site = siteClient(() => server, () => cookie);

interface Page {
  url: string;
  /** What a reader sees: the HTML without tags, entities decoded. */
  text: string;
  jsonLd: unknown[];
  telLinks: string[];
}

function decode(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>|<!-- -->/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ");
}

async function publicPages(): Promise<Page[]> {
  const sitemap = await (await site.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(urls.length).toBeGreaterThan(100);
  const pages: Page[] = [];
  for (const url of urls) {
    const res = await site.get(url);
    expect(res.status, url).toBe(200);
    const html = await res.text();
    pages.push({
      url,
      text: decode(html),
      jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
      telLinks: [...html.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]),
    });
  }
  return pages;
}

/** Every value of `key` anywhere in a JSON-LD record. */
function valuesOf(record: unknown, key: string): unknown[] {
  if (Array.isArray(record)) return record.flatMap((r) => valuesOf(r, key));
  if (!record || typeof record !== "object") return [];
  return Object.entries(record).flatMap(([k, v]) => (k === key ? [v] : valuesOf(v, key)));
}

/** Each statement a page makes of a fact, as [page, what it says] (the pattern's first group that matched). */
function statements(pages: Page[], pattern: RegExp): [string, string][] {
  return pages.flatMap((p) => [...p.text.matchAll(pattern)].map((m): [string, string] => [p.url, m.slice(1).find((g) => g !== undefined)!]));
}

const distinct = (said: [string, string][]) => [...new Set(said.map(([, value]) => value))].sort();

const FACTS = {
  phone: /(\(\d{3}\) \d{3}-\d{4})/g,
  hours: /(\d{1,2}:\d{2} [AP]M-\d{1,2}:\d{2} [AP]M)/g,
  towns: /(\d+\+?) (?:Eastern North Carolina )?(?:towns|communities)\b/g,
  workmanship: /(\d+)[- ](?:year|Year) (?:workmanship|Workmanship|Roofing Workmanship|warranty on our workmanship)/g,
  extended: /(\d+)-Year Extended/g,
  yearsInBusiness: /(\d+) (?:Years Experience|years in Eastern NC)|Years roofing homes and businesses (\d+)/g,
  reviews: /(\d[\d,]*) (?:customer reviews|Eastern North Carolina customers|customers\b)/g,
  // The company's own phrasings (town histories name other years).
  founded: /(?:the region since|founded in) (\d{4})(?=[,.] (?:Roof|with|headquartered|from))|Since (\d{4})(?:,| we)|[Rr]oofing Eastern North Carolina since (\d{4})|Year founded (\d{4})|(\d{4}) Year founded/g,
};

function yearNow(): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric" }).format(new Date()));
}

/** Weekday opening hours as schema.org lists them. */
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

beforeAll(async () => {
  server = await startServer();
  cookie = await signInAsOwner(server);
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

describe("every public page states the company's facts as the settings hold them", () => {
  it("with the defaults: one set of phones, one office week, 78 towns, one warranty, one review count", async () => {
    const pages = await publicPages();
    expect(distinct(statements(pages, FACTS.phone))).toEqual(["(252) 555-0100", "(252) 555-0111", "(252) 555-0120"]);
    // tel: links dial those lines, or an insurance carrier's toll-free claims line (the claims guide).
    for (const p of pages) for (const tel of p.telLinks) expect(tel, p.url).toMatch(/^\+1(2525550100|2525550111|2525550120|8(00|88|77|66|55)\d{7})$/);
    expect(distinct(statements(pages, FACTS.hours))).toEqual(["8:00 AM-5:00 PM"]);
    expect(distinct(statements(pages, FACTS.towns))).toEqual(["78"]);
    expect(distinct(statements(pages, FACTS.workmanship))).toEqual(["5"]);
    expect(distinct(statements(pages, FACTS.extended))).toEqual(["10"]);
    expect(distinct(statements(pages, FACTS.yearsInBusiness))).toEqual([String(yearNow() - 2010)]);
    expect(distinct(statements(pages, FACTS.reviews))).toEqual(["250"]);
    expect(distinct(statements(pages, FACTS.founded))).toEqual(["2010"]);

    for (const p of pages) {
      for (const hours of valuesOf(p.jsonLd, "openingHoursSpecification").flat() as { dayOfWeek: string[]; opens: string; closes: string }[]) {
        if (hours.opens === "00:00") continue; // the 24/7 emergency line
        expect(hours, p.url).toEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "08:00", closes: "17:00" });
      }
      for (const phone of valuesOf(p.jsonLd, "telephone")) expect(["+12525550100", "+12525550111", "+12525550120"], p.url).toContain(phone);
      // No estimate service is configured: nothing promises a price in a minute.
      expect(p.text, p.url).not.toMatch(/in (about|under) a minute/i);
    }
    // The spec's own contradictions are gone: no 7-to-6 weekdays, no Saturday hours, no 70+ beside 78.
    expect(pages.filter((p) => /7:00 AM|Saturday 8:00 AM|\b70\+|200\+ |5-10 year/.test(p.text)).map((p) => p.url)).toEqual([]);
  }, 240_000);

  it("after the owner changes them, every page states the new values on the next request", async () => {
    const offices = structuredClone(DEMO_SETTINGS.offices.list);
    offices[0].hours = { ...offices[0].hours, saturday: { opens: "09:00", closes: "13:00" } };
    const week = formFieldsOf(settingLeaf("offices.list")!.setting, "offices.list", offices);
    // Pages are in the cache now; the save must empty it.
    expect(await (await site.cached("/home")).text()).toContain("(252) 555-0100");
    const saved = await site.submit("/Blog-Page-Builder/business-settings", {
      "contact.mainPhone": "(252) 555-0177",
      "company.foundingYear": "2008",
      "figures.townCountFloor": "70",
      "figures.workmanshipWarrantyYears": "6",
      "figures.extendedWarrantyYears": "12",
      "figures.reviewCount": "260",
      ...week,
    });
    expect(await saved.text()).toContain("Saved 7 changes.");

    const pages = await publicPages();
    expect(distinct(statements(pages, FACTS.phone))).toEqual(["(252) 555-0111", "(252) 555-0120", "(252) 555-0177"]);
    expect(distinct(statements(pages, FACTS.hours))).toEqual(["8:00 AM-5:00 PM", "9:00 AM-1:00 PM"]);
    expect(distinct(statements(pages, FACTS.towns))).toEqual(["70+"]);
    expect(distinct(statements(pages, FACTS.workmanship))).toEqual(["6"]);
    expect(distinct(statements(pages, FACTS.extended))).toEqual(["12"]);
    expect(distinct(statements(pages, FACTS.yearsInBusiness))).toEqual([String(yearNow() - 2008)]);
    expect(distinct(statements(pages, FACTS.reviews))).toEqual(["260"]);
    expect(distinct(statements(pages, FACTS.founded))).toEqual(["2008"]);

    const contact = pages.find((p) => p.url === "/contact")!;
    expect(contact.text).toContain("Saturday 9:00 AM-1:00 PM");
    expect(pages.find((p) => p.url === "/locations/rockymount-nc")!.text).toContain("Saturday 9:00 AM-1:00 PM");
    const saturday = valuesOf(contact.jsonLd, "openingHoursSpecification")
      .flat()
      .find((h) => (h as { dayOfWeek: string[] }).dayOfWeek.includes("Saturday"));
    expect(saturday).toMatchObject({ opens: "09:00", closes: "13:00" });
    for (const p of pages) expect(valuesOf(p.jsonLd, "telephone"), p.url).not.toContain("+12525550100");
  }, 240_000);
});
