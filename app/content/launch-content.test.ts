/**
 * Launching as your own company (docs/decisions/021-launch-as-your-company.md): every content page,
 * written for the demo company and for a young company that gave only the guided set-up's facts
 * (name, main phone, e-mail, one headquarters office with its hours, the towns it serves). Each
 * page's blocks go through resolveFacts, as <Blocks> renders them, and every text through the
 * renderer's tokens (plainText), as a visitor reads it.
 *
 * The young company's pages keep their top, lose only the parts listed below, and state none of the
 * demo company's facts; the demo company's pages lose nothing.
 */
import { describe, expect, it } from "vitest";
import { plainText } from "~/components/blocks/inline";
import { headquarters, type BusinessSnapshot, type Office } from "~/domain/business";
import { businessFromSettings, defaultBusiness, SEED_TOWNS } from "~/config/business.server";
import { resolveFacts } from "~/domain/business-facts";
import { EMPTY_SETTINGS, withChanges } from "~/domain/business-settings";
import { DEMO_COMPANY } from "~/domain/demo-company";
import { weekdays } from "~/domain/office-hours";
import { townsByNearestOffice } from "~/domain/service-area";
import { locationPagePath } from "~/domain/slugs";
import type { Block } from "./blocks";
import { aboutPage } from "./company/about";
import { bookInspectionPage } from "./company/book-inspection";
import { careersPage } from "./company/careers";
import { contactPage } from "./company/contact";
import { faqPage } from "./company/faq";
import { homePage } from "./company/home";
import { galleryEmptyHint, galleryVideo } from "./gallery/stories";
import { officePage, officePageData, officePageDescription, officePageTitle, type OfficePageData } from "./locations/office-page";
import { locationsIntro, locationsTitle, officeBlurb, officesHeading } from "./locations/offices";
import { explorerServices, serviceAreaStats } from "./locations/service-areas";
import { featuredTowns } from "./locations/service-cities";
import { servicesAndResources } from "./navigation";
import { guides } from "./resources";
import { hubFaqs, hubGroups } from "./resources/hub";
import { brandsPage } from "./services/brands";
import { commercialPage } from "./services/commercial";
import { designYourRoofPage } from "./services/design-tools";
import { financingPage } from "./services/financing";
import { lifeExpectancyReportPage } from "./services/life-expectancy-report";
import { servicesPage } from "./services/overview";
import { residentialPage } from "./services/residential";
import { roofCoatingPage } from "./services/roof-coating";
import { raleighPage } from "./services/steeple-raleigh";
import { steeplePage } from "./services/steeple";
import { responseArea, stormDamagePage } from "./services/storm";
import { PAGES } from "./site-pages";

/** The towns the young company serves: its own, its neighbours, and Greenville (a town, not an office of its). */
const YOUNG_TOWNS = ["Kinston", "La Grange", "Snow Hill", "Goldsboro", "Greenville", "Mount Olive"];

const young: BusinessSnapshot = businessFromSettings(
  withChanges(
    EMPTY_SETTINGS,
    new Map<string, unknown>([
      ["company.name", "Neuse Valley Roofing"],
      ["contact.mainPhone", "(252) 555-0173"],
      ["contact.officeEmail", "office@neusevalley.example"],
      [
        "offices.list",
        [
          {
            name: "",
            staffed: true,
            street: "212 North Queen Street",
            city: "Kinston",
            zip: "28501",
            county: "",
            phone: "",
            email: "",
            mapQuery: "",
            latitude: null,
            longitude: null,
            hours: weekdays("07:30", "16:30"),
          },
        ],
      ],
    ]),
  ),
  { siteUrl: "https://neusevalley.example", towns: SEED_TOWNS.map((t) => ({ ...t, served: YOUNG_TOWNS.includes(t.name) })), year: 2026 },
);

const servedTowns = (b: BusinessSnapshot) => (b === young ? SEED_TOWNS.filter((t) => YOUNG_TOWNS.includes(t.name)) : SEED_TOWNS);
const staffed = (b: BusinessSnapshot) => b.offices.filter((o) => o.kind !== "service-area");

/** What an office page's loader hands it (app/models/locations.server.ts loadOfficePage), from the test's towns. */
function officeData(b: BusinessSnapshot, office: Office): OfficePageData {
  const towns = (townsByNearestOffice(staffed(b), servedTowns(b)).get(office.id) ?? []).map((t) => ({ name: t.name, county: t.county, href: locationPagePath(t.name), miles: t.miles }));
  return officePageData(b, office, towns);
}

interface Page {
  name: string;
  blocks: readonly Block[];
  /** The office the page speaks for ({{officePhone}}, {{officeStreet}}). */
  office?: Office;
}

/** Every page built from blocks, with the loader data each route would give it for this business. */
function contentPages(b: BusinessSnapshot): Page[] {
  const featured = featuredTowns(servedTowns(b), b.offices);
  const areas = townsByNearestOffice(staffed(b), servedTowns(b));
  const servesRaleigh = servedTowns(b).some((t) => t.name === "Raleigh");
  return [
    { name: "/home", blocks: homePage([]) },
    { name: "/about", blocks: aboutPage({ team: b.team, offices: b.offices }) },
    { name: "/careers", blocks: careersPage(b.openings) },
    { name: "/contact", blocks: contactPage },
    { name: "/book-inspection", blocks: bookInspectionPage(featured) },
    { name: "/frequently-asked-questions", blocks: faqPage },
    { name: "/services", blocks: servicesPage([]) },
    { name: "/residential-roofing", blocks: residentialPage(featured) },
    { name: "/commercial-roofing", blocks: commercialPage(featured) },
    { name: "/storm-damage", blocks: stormDamagePage(staffed(b).map((o) => responseArea(o.city, (areas.get(o.id) ?? []).map((t) => t.name)))) },
    { name: "/specialty-services/church-steeple-repair", blocks: steeplePage(servesRaleigh) },
    ...(servesRaleigh ? [{ name: "/specialty-services/church-steeple-repair/raleigh-nc", blocks: raleighPage }] : []),
    { name: "/specialty-services/roof-coating", blocks: roofCoatingPage },
    { name: "/brands", blocks: brandsPage },
    { name: "/design-your-roof", blocks: designYourRoofPage },
    { name: "/roof-life-expectancy-report", blocks: lifeExpectancyReportPage },
    { name: "/financing", blocks: financingPage },
    ...staffed(b).map((office) => ({ name: locationPagePath(office.city), blocks: officePage(officeData(b, office)), office })),
    ...guides.map((g) => ({ name: `/resources/${g.slug}`, blocks: g.blocks })),
  ];
}

/** A block's name in a failure message. */
const label = (block: Block) => ("id" in block && block.id) || ("heading" in block && block.heading) || `${block.type}${"look" in block && block.look ? ` (${block.look})` : ""}`;

/** The blocks of a page that state an absent fact and are left out whole. */
const dropped = (page: Page, b: BusinessSnapshot) => page.blocks.filter((block) => resolveFacts([block], b).length === 0).map(label);

/** Every text of a value, in order. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

/**
 * What the components show of a value for this business: a button or a contact line for a 24/7 line
 * the company does not have is not drawn (or calls the main line with its `mainLabel`), an
 * application button without an application page neither (app/components/blocks/buttons.tsx,
 * contact-details.tsx).
 */
function shown(value: unknown, b: BusinessSnapshot): unknown {
  if (Array.isArray(value)) return value.map((v) => shown(v, b)).filter((v) => v !== undefined);
  if (!value || typeof value !== "object") return value;
  const item = value as Record<string, unknown>;
  if (!b.phones.emergency && item.line === "emergency" && (item.kind === "call" || item.kind === "phone")) {
    return item.kind === "call" && typeof item.mainLabel === "string" ? { ...item, label: item.mainLabel } : undefined;
  }
  if (!b.financing.applyUrl && item.kind === "apply") return undefined;
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, k === "mainLabel" ? "" : shown(v, b)]));
}

/** Everything a page says, as a visitor reads it: facts filled in, then phones, e-mails and the name. */
function pageTexts(page: Page, b: BusinessSnapshot): string[] {
  const office = page.office ?? headquarters(b);
  return texts(shown(resolveFacts(page.blocks, b), b)).map((t) => plainText(t, b, office));
}

/** The texts of the rest of the public content: page titles and descriptions, menus, guides' own fields, /locations, /service-areas, /gallery/. */
function otherTexts(b: BusinessSnapshot): { name: string; texts: string[] }[] {
  const meta = Object.entries(PAGES).map(([path, entry]) => ({ name: `PAGES ${path}`, texts: texts(resolveFacts({ title: entry.title ?? "", description: entry.description ?? "" }, b)) }));
  const guideFields = guides.map((g) => {
    const { blocks: _blocks, ...fields } = g;
    return { name: `guide ${g.slug}`, texts: texts(resolveFacts(fields, b)).map((t) => plainText(t, b)) };
  });
  const areas = townsByNearestOffice(staffed(b), servedTowns(b));
  return [
    ...meta,
    ...guideFields,
    { name: "resources hub", texts: texts(resolveFacts({ hubGroups, hubFaqs }, b)).map((t) => plainText(t, b)) },
    { name: "navigation", texts: texts(resolveFacts(servicesAndResources, b)) },
    {
      name: "/locations",
      texts: [
        locationsTitle(b.offices),
        locationsIntro(b.name, b.offices),
        officesHeading(b.offices),
        ...b.offices.flatMap((o) => texts(officeBlurb(o, (areas.get(o.id) ?? []).map((t) => t.name), null))),
      ],
    },
    { name: "/service-areas", texts: texts(resolveFacts(serviceAreaStats({ offices: b.offices.length, services: 30 }), b)).concat(texts(explorerServices)) },
    { name: "/gallery/", texts: [galleryVideo.title, galleryEmptyHint] },
    ...staffed(b).map((o) => ({ name: `meta ${locationPagePath(o.city)}`, texts: [officePageTitle(o), resolveFacts(officePageDescription(o), b)] })),
  ];
}

const D = DEMO_COMPANY;
/** Every fact and word of the demo company a launched site must not state. */
const DEMO_STRINGS = [
  D.name,
  D.legalName,
  D.tagline,
  ...[D.mainPhone, D.emergencyPhone, ...D.offices.map((o) => o.phone)].filter(Boolean).map((phone) => phone.slice(-8)),
  D.officeEmail,
  D.claimsEmail,
  D.careersEmail,
  "pamlicoridge",
  ...D.offices.map((o) => o.street).filter((street) => /\d/.test(street)),
  ...D.offices.map((o) => o.name),
  ...D.team.flatMap((m) => [m.name, m.description]),
  ...D.testimonials.flatMap((t) => [t.quote, `${t.name}, ${t.town}`]),
  ...D.stories.flatMap((s) => [s.title, s.text]),
  ...D.openings.flatMap((o) => [o.title, o.description]),
  D.financing.dealerNumber,
  String(D.financing.aprFrom),
  D.figures.award,
  "Rocky Mount headquarters",
  "Greenville office",
  "Tarboro service area",
  "three locations",
  "two offices",
  "Locally owned",
  "since 2010",
  "up to 12 years",
  "up to 100%",
  "100% financed",
].map((s) => s.toLowerCase());

/** The demo company's figures, where a text could state them. */
const DEMO_FIGURES = [/(?<![\d$,])5,000\b/, /\b3\.8\b/, /\b4\.9\b/, /\b250 (?:reviews|customers|customer reviews)\b/, /\b2010\b/];

function demoFactsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return [...DEMO_STRINGS.filter((s) => lower.includes(s)), ...DEMO_FIGURES.filter((re) => re.test(text)).map(String)];
}

const companies = [
  ["the demo company", defaultBusiness],
  ["a young company with only the guided set-up's facts", young],
] as const;

describe.each(companies)("content pages for %s", (_name, business) => {
  const pages = contentPages(business);

  it.each(pages.map((p) => [p.name, p] as const))("%s keeps its first block (its hero or breadcrumb)", (_path, page) => {
    expect(dropped(page, business)).not.toContain(label(page.blocks[0]));
    expect(resolveFacts(page.blocks, business)[0]).toBeDefined();
  });

  it("no page says {{, undefined or null, and no title or description comes out empty", () => {
    const problems = [
      ...pages.flatMap((p) => pageTexts(p, business).filter((t) => /\{\{|\bundefined\b|\bnull\b/.test(t)).map((t) => `${p.name}: ${t}`)),
      ...otherTexts(business).flatMap((o) => o.texts.filter((t) => /\{\{|\bundefined\b|\bnull\b/.test(t)).map((t) => `${o.name}: ${t}`)),
    ];
    expect(problems).toEqual([]);
    for (const [path, entry] of Object.entries(PAGES)) {
      if (entry.title) expect(resolveFacts(entry.title, business), path).not.toBe("");
      if (entry.description) expect(resolveFacts(entry.description, business), path).not.toBe("");
    }
    for (const guide of guides) {
      const resolved = resolveFacts(guide, business);
      for (const field of ["title", "metaTitle", "description", "summary", "intro"] as const) expect(resolved[field], `${guide.slug} ${field}`).toBeTruthy();
    }
  });

  it("the menus keep every link, whatever the company has given", () => {
    expect(resolveFacts(servicesAndResources, business).map((g) => g.links.length)).toEqual(servicesAndResources.map((g) => g.links.length));
  });
});

describe("the demo company", () => {
  const pages = contentPages(defaultBusiness);

  it("loses no block of any page: every fact its pages name is given", () => {
    expect(pages.flatMap((p) => dropped(p, defaultBusiness).map((block) => `${p.name}: ${block}`))).toEqual([]);
  });

  it("states its facts: rating, roofs, team, openings, testimonials on its office pages, financing terms", () => {
    const said = (path: string) => pageTexts(pages.find((p) => p.name === path)!, defaultBusiness).join("\n");
    expect(said("/home")).toContain("Rated 4.9/5 by 250 Eastern North Carolina customers");
    expect(said("/home")).toContain("5,000+");
    expect(said("/about")).toContain("Marcus Whitfield");
    expect(said("/careers")).toContain("Outdoor Sales Representative");
    expect(said("/locations/rockymount-nc")).toContain("Linda M., Rocky Mount");
    expect(said("/locations/rockymount-nc")).toContain("24/7 emergency roof service");
    // A service area's towns are served from the nearest office: Tarboro from Rocky Mount.
    expect(officeData(defaultBusiness, defaultBusiness.offices[0]).towns.map((t) => t.name)).toContain("Tarboro");
    expect(said("/financing")).toContain("Rates start as low as 5.99% APR.");
    expect(said("/financing")).toContain("The dealer number (391677)");
    expect(said("/services")).toContain("Award-Winning Quality");
  });
});

describe("a young company with only the guided set-up's facts", () => {
  const pages = contentPages(young);

  it("loses only the parts about facts it has not given", () => {
    expect(Object.fromEntries(pages.map((p) => [p.name, dropped(p, young)]).filter(([, blocks]) => blocks.length))).toEqual({
      "/financing": ["figures (strip)", "why-finance"],
      "/resources/workmanship-warranty": ["{{extendedWarranty}}Warranty options"],
    });
  });

  it("states none of the demo company's facts, on any page, title, description or menu", () => {
    const found = [
      ...pages.flatMap((p) => pageTexts(p, young).flatMap((t) => demoFactsIn(t).map((fact) => `${p.name}: "${fact}" in ${t}`))),
      ...otherTexts(young).flatMap((o) => o.texts.flatMap((t) => demoFactsIn(t).map((fact) => `${o.name}: "${fact}" in ${t}`))),
    ];
    expect(found).toEqual([]);
  });

  it("offers no 24/7 line, no financing figures, no rating, no team and no openings, and says how to apply anyway", () => {
    const all = pages.flatMap((p) => pageTexts(p, young));
    expect(all.filter((t) => /24\/7|around the clock|APR|dealer number|Rated \d/i.test(t))).toEqual([]);
    const careers = pageTexts(pages.find((p) => p.name === "/careers")!, young).join("\n");
    expect(careers).toContain("We have no openings posted right now");
    // No careers address of its own: the general one.
    expect(careers).toContain("office@neusevalley.example");
    expect(pages.find((p) => p.name === "/about")!.blocks.map(label)).not.toContain("team");
  });

  it("has the office page of its one office, with the towns it serves and without testimonials", () => {
    const kinston = pages.find((p) => p.name === "/locations/kinston-nc")!;
    const said = pageTexts(kinston, young).join("\n");
    expect(said).toContain("Kinston, NC Roofing Contractor");
    expect(said).toContain("Neuse Valley Roofing is based in Kinston");
    expect(said).toContain("212 North Queen Street");
    expect(said).toContain("Storm response");
    expect(kinston.blocks.map(label)).toEqual(expect.arrayContaining(["area", "visit", "assessment"]));
    expect(kinston.blocks.map(label)).not.toContain("testimonials");
    const area = kinston.blocks.find((block) => label(block) === "area") as Extract<Block, { look: "nearby" }>;
    expect(area.towns.map((t) => t.name).sort()).toEqual(["Goldsboro", "Greenville", "La Grange", "Mount Olive", "Snow Hill"]);
  });
});
