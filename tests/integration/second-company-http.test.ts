/**
 * Proof by substitution (docs/decisions/021-launch-as-your-company.md): a second made-up company,
 * every setting its own, set up, launched and served by the production server — and then every
 * public URL of its sitemaps, /sitemap, /auth, the portal, the 404 page, the feeds, robots.txt, a
 * lead's two e-mails, an estimate's e-mail and a workmanship certificate: not one of them states a
 * fact of the demo company. Needs the production build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { headquarters, formatAddress } from "~/domain/business";
import { certificateContent } from "~/domain/certificate";
import { renderCertificatePdf } from "~/documents/certificate-pdf.server";
import { customerMessage, officeMessage } from "~/mail/lead-mail.server";
import { loadBusiness } from "~/models/business-settings.server";
import type { Estimate } from "~/models/estimates.server";
import type { Lead } from "~/models/leads.server";
import { startServer, type ServerProcess } from "../support/server-process";
import { demoValuesIn, settingsWithoutValue, setUpSecondCompany } from "../support/second-company";

let server: ServerProcess;
/** What the server-side builders made from the stored business before the server started. */
const built: { name: string; text: string }[] = [];

async function get(path: string) {
  return fetch(`${server.origin}${path}`, { redirect: "manual" });
}

/** Every <loc> of the sitemap and of its child sitemaps. */
async function sitemapUrls(): Promise<string[]> {
  const seen: string[] = [];
  const queue = ["/sitemap.xml"];
  while (queue.length) {
    const xml = await (await get(queue.shift()!)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc).pathname;
      if (path.endsWith(".xml")) queue.push(path);
      else seen.push(path);
    }
  }
  return seen;
}

beforeAll(async () => {
  server = await startServer({}, {
    prepare: async (db) => {
      await setUpSecondCompany(db);
      const business = await loadBusiness({ db, pins: new Map(), siteUrl: "http://localhost" });
      const lead = {
        id: "00000000-0000-4000-8000-000000000001",
        reference: "PR-TEST01",
        officeId: headquarters(business).id,
        name: "Pat Jones",
        email: "pat@homeowner.test",
        phone: "(252) 555-0101",
        street: "12 Vernon Avenue",
        town: "Kinston",
        zip: "28501",
        inServiceArea: true,
        service: "repair",
        roofType: "asphalt",
        timeWindow: null,
        smsConsent: false,
        utm: {},
        message: "A leak over the kitchen.",
        createdAt: new Date(),
      } as unknown as Lead;
      const estimate = {
        token: "t0k3n",
        inspectionRequested: false,
        method: "answers",
        address: "12 Vernon Avenue, Kinston, NC 28501",
        measurement: null,
        facts: { squares: 24 },
        ranges: [{ name: "Architectural shingles", low: 9800, high: 12600 }],
        assumptions: ["One layer of shingles comes off."],
        priceBookVersion: 1,
      } as unknown as Estimate;
      const deps = { business, siteUrl: "http://localhost" };
      for (const [name, mail] of [
        ["lead e-mail to the office", officeMessage(lead, deps)],
        ["lead e-mail to the customer", customerMessage(lead, deps)],
        ["estimate e-mail to the customer", customerMessage(lead, deps, estimate)],
      ] as const) {
        built.push({ name, text: [mail.subject, mail.text, mail.replyTo ?? ""].join("\n") });
      }
      const pdf = await renderCertificatePdf(
        certificateContent({
          job: { reference: "J-7K2M", customerName: "Pat Jones", street: "12 Vernon Avenue", town: "Kinston", zip: "28501", material: "asphalt", manufacturer: "GAF", productLine: "Timberline HDZ", squares: 24, startedOn: null, completedOn: "2026-10-02", workmanshipYears: business.warranty.workmanshipYears!, manufacturerWarranty: null, registeredOn: null, registrationConfirmation: null } as never,
          company: { name: business.name, legalName: business.legalName, address: formatAddress(headquarters(business)), phone: business.phones.main.display, email: business.emails.claims, website: "localhost" },
          number: "W-2026-7K2M-1",
          issuedOn: "2026-10-03",
          replaces: null,
          portalUrl: "localhost/portal",
        }),
      );
      const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
      built.push({ name: "workmanship certificate", text });
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("a launched company of the owner's own", () => {
  it("has a value for every setting the owner can give (a setting added later joins this proof)", () => {
    expect(settingsWithoutValue()).toEqual([]);
  });

  it("states nothing of the demo company on any public page, file or e-mail", async () => {
    const urls = await sitemapUrls();
    expect(urls.length).toBeGreaterThan(20);
    const extra = ["/sitemap", "/auth", "/portal/sign-in", "/this-page-does-not-exist", "/blog/feed.xml", "/blog/atom.xml", "/robots.txt", "/sitemap.xml"];
    const found: string[] = [];
    for (const path of [...urls, ...extra]) {
      const res = await get(path);
      expect([200, 404], path).toContain(res.status);
      const text = await res.text();
      for (const hit of demoValuesIn(text)) found.push(`${path}: ${hit}`);
      // Listed by search engines: the owner launched the site.
      expect(res.headers.get("x-robots-tag"), path).toBeNull();
      if (urls.includes(path)) expect(text, path).toMatch(/<meta name="robots" content="index, follow/);
    }
    for (const item of built) for (const hit of demoValuesIn(item.text)) found.push(`${item.name}: ${hit}`);
    expect(found).toEqual([]);
  }, 240_000);

  it("states the second company's facts instead", async () => {
    const home = await (await get("/home")).text();
    expect(home).toContain("Neuse Bend Roofing");
    expect(home).toContain("(919) 555-0177");
    expect(home).toMatch(/<meta name="robots" content="index, follow/);
    // Every page's footer leads homeowners to their warranty portal.
    expect(home).toMatch(/<a[^>]+href="\/portal"[^>]*>Warranty Portal<\/a>/);
    const contact = await (await get("/contact")).text();
    expect(contact).toContain("7:30 AM-4:30 PM");
    expect(contact).toContain("210 North Queen Street");
    // Homeowners find their warranty portal from the contact page.
    expect(contact).toMatch(/<a[^>]+href="\/portal"[^>]*>Open your warranty portal/);
    expect([200, 302, 303]).toContain((await get("/portal")).status);
    expect(built.find((b) => b.name === "workmanship certificate")?.text).toContain("Neuse Bend Roofing & Restoration, Inc.");
  });
});
