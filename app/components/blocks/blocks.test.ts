import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Business } from "~/domain/business";
import { defaultBusiness } from "~/config/business.server";
import type { Block, BlockType } from "~/content/blocks";
import type { Brand } from "~/domain/brand";
import { estimateOffer, type EstimateOffer } from "~/domain/estimate-offer";
import { Blocks, type BlockComponents } from "./blocks";
import { BannerBlock } from "./banner";
import { BrandGridBlock } from "./brand-grid";
import { blockComponents as registry } from "./registry";
import { HomeRoofIllustration } from "~/components/services/illustrations/home-roof";
import { NewRoofIllustration } from "~/components/services/illustrations/new-roof";
import { SteepleIllustration } from "~/components/services/illustrations/steeple";

/** The brand grid bound to the given brands, as its route binds the loader's promise. */
const brandGridWith = (brands: Promise<Brand[]>) => ({ block }: { block: Extract<Block, { type: "brandGrid" }> }) => createElement(BrandGridBlock, { block, brands });

/** Every component, the brand grid on a brands promise that never settles (it stays on its placeholders). */
const blockComponents: BlockComponents = { ...registry, brandGrid: brandGridWith(new Promise<Brand[]>(() => {})) };

/** One sample of every block type: a type added to the union without a sample here does not compile. */
const samples: { [K in BlockType]: Extract<Block, { type: K }> } = {
  paragraphs: { type: "paragraphs", heading: "Plain words", paragraphs: ["Call {{phone}} or read [the guide](/resources)."] },
  table: { type: "table", heading: "Costs", caption: "Cost by material", columns: ["Material", "Cost"], rows: [["Asphalt", "$"]] },
  steps: { type: "steps", heading: "How it goes", steps: [{ title: "Inspect", text: "We look.", when: "Day 1" }] },
  faq: { type: "faq", heading: "Questions", groups: [{ items: [{ question: "Does it leak?", answer: ["Not after we fix it."] }] }] },
  cards: { type: "cards", heading: "Materials", cards: [{ title: "Metal", facts: [{ label: "Lifespan", value: "40-70 years" }] }] },
  callout: { type: "callout", tone: "warning", title: "Stay off the roof", text: ["It is slippery."] },
  list: { type: "list", heading: "Signs", items: [{ title: "Granules", text: "In the gutters." }] },
  buttons: { type: "buttons", text: "Ready?", items: [{ kind: "call" }, { kind: "email", label: "E-mail claims", mailbox: "claims" }] },
  breadcrumb: { type: "breadcrumb", items: [{ name: "Home", path: "/home" }, { name: "Here", path: "/here" }] },
  hero: {
    type: "hero",
    title: "Roofs that last",
    intro: "Roofing since {{foundingYear}}, based on {{officeStreet}}.",
    actions: [{ kind: "call", line: "office", label: "" }],
    aside: { kind: "figures", figures: [{ label: "Rating", value: "{{rating}}/5" }] },
  },
  section: { type: "section", id: "core", title: "What {{company}} does", parts: [{ type: "callout", tone: "note", text: "Inside the section." }] },
  serviceCatalog: { type: "serviceCatalog", groups: [{ category: "Repairs", services: [] }] },
  split: { type: "split", parts: [{ type: "callout", tone: "warning", text: "Stay off a wet roof." }] },
  requestForm: { type: "requestForm", id: "request", heading: "Request a free inspection", intro: "Tell us about your roof." },
  estimate: {
    type: "estimate",
    id: "estimate",
    heading: "Get an instant estimate",
    paragraphs: ["About a minute."],
    callLead: "Prefer to talk?",
  },
  jobOpenings: {
    type: "jobOpenings",
    id: "openings",
    heading: "Open positions",
    applyHref: "/contact",
    jobs: [{ id: "roofer", title: "Roofer", type: "Full-time", location: "Rocky Mount", experience: "None", description: "Roofs.", requirements: ["Ladders"] }],
  },

  contactDetails: {
    type: "contactDetails",
    id: "contact-details",
    heading: "Reach our office",
    linesTitle: "Phone and e-mail",
    lines: [{ kind: "phone", line: "emergency", label: "Emergency" }, { kind: "officeLines" }, { kind: "email", mailbox: "claims", label: "Claims" }],
    hoursTitle: "Office hours",
    hoursNote: "Call the emergency line.",
    booking: { title: "Book", text: "Pick a time.", action: "Open the scheduling page" },
    mapTitle: "Find us",
  },
  coatingProjects: {
    type: "coatingProjects",
    label: "Coating project types",
    projects: [{ id: "residential", label: "Residential", title: "A flat porch roof", scenario: "Ponding.", scope: ["Clean"], figures: [] }],
  },

  banner: { type: "banner", id: "inspection", title: "Schedule a free steeple inspection", text: "Photos.", action: { label: "Request", href: "/contact" } },
  priceCard: { type: "priceCard", label: "Report", price: "$500", terms: "Flat fee.", text: "Paid.", includesTitle: "What's included", includes: ["Photos"] },
  band: { type: "band", id: "elsewhere", heading: "Outside Raleigh?", intro: "See [all steeple work](/specialty-services/church-steeple-repair)." },
  figures: { type: "figures", figures: [{ value: "27-point", label: "steeple inspection" }] },
  pageNav: { type: "pageNav", label: "On this page", links: [{ id: "raleigh-overview", title: "Overview" }] },
  brandGrid: { type: "brandGrid", skeletons: 6, loading: "Loading brands…", error: "The brands did not load." },
};

/** What each sample must put on the page: its heading or another piece of its own text. */
const shows: Record<BlockType, string> = {
  paragraphs: "Plain words",
  table: "Cost by material",
  steps: "Inspect",
  faq: "Does it leak?",
  cards: "40-70 years",
  callout: "Stay off the roof",
  list: "In the gutters.",
  buttons: "E-mail claims",
  breadcrumb: 'aria-label="Breadcrumb"',
  hero: "Roofing since 2010",
  section: "What Pamlico Ridge Roofing does",
  serviceCatalog: "0 services",
  split: "Stay off a wet roof.",
  estimate: "Call (252) 555-0100",
  // Outside a page that sets the form up, the section offers the phone instead.
  requestForm: "and we will book your free",
  contactDetails: "Greenville office: <a",
  jobOpenings: "Apply<span class=\"sr-only\"> for Roofer</span>",
  priceCard: "$500",
  banner: "Schedule a free steeple inspection",
  coatingProjects: "A flat porch roof",
  band: 'aria-labelledby="elsewhere-title"',
  figures: "27-point",
  pageNav: '<nav aria-label="On this page"',
  brandGrid: "Loading brands…",
};

/** The owner has saved a price book: the site's own instant estimate. */
const BUILT_IN = estimateOffer({ priceBookSaved: true, widgetConfigured: false });
/** A fresh install: no price book, no outside estimate frame. */
const REQUEST_ONLY = estimateOffer({ priceBookSaved: false, widgetConfigured: false });

/**
 * Renders blocks inside a data router whose root loader returns the business and the estimate offer,
 * as the app's root does. `settled` waits for every suspended part (streamed data) instead of
 * stopping at its fallback.
 */
async function render(
  blocks: Block[],
  office?: string,
  components: Partial<BlockComponents> = blockComponents,
  settled = false,
  estimate: EstimateOffer = BUILT_IN,
  business: Business = defaultBusiness,
): Promise<string> {
  const page = () => createElement(Blocks<Block>, {
      blocks,
      office,
      components: components as BlockComponents,
      drawings: { "new-roof": NewRoofIllustration, "home-roof": HomeRoofIllustration, steeple: SteepleIllustration },
    });
  const routes = [{ id: "root", path: "/", loader: () => ({ business, estimate }), Component: page }];
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const app = createElement(StaticRouterProvider, { router: createStaticRouter(dataRoutes, context), context });
  const html = settled ? await new Response((await prerender(app)).prelude).text() : renderToString(app);
  // React marks the seams between adjacent text pieces; a reader sees one run of text.
  return html.replaceAll("<!-- -->", "");
}

describe("<Blocks>", () => {
  it.each(Object.keys(samples) as BlockType[])("renders a %s block", async (type) => {
    const html = await render([samples[type]], "greenville");
    expect(html).toContain(shows[type]);
  });

  it("resolves office facts against the page's office, the headquarters by default", async () => {
    const hero = samples.hero;
    expect(await render([hero], "greenville")).toContain("based on 2310 Charles Boulevard.");
    expect(await render([hero])).toContain("based on 1150 Sunset Avenue.");
    expect(await render([hero], "greenville")).toContain('href="tel:+12525550120"');
  });

  it("puts the estimate widget under its text, with no call line, when the block has no callLead", async () => {
    const { callLead: _callLead, ...stacked } = samples.estimate;
    const html = await render([stacked]);
    expect(html).toContain('id="estimate-heading"');
    // The text, then the widget below it, and no "call instead" line after the text.
    expect(html).toContain('About a minute.</p><div class="mt-8">');
  });

  it("with a price book, the estimate box starts the site's own instant estimate", async () => {
    const html = await render([samples.estimate]);
    expect(html).toMatch(/<form[^>]*aria-label="Start an instant estimate" action="\/instant-estimate" method="get">/);
    expect(html).toContain("See my price range");
  });

  it("with no price book and no estimate frame, leaves the estimate box out: nothing promises a price", async () => {
    const html = await render([samples.estimate], undefined, blockComponents, false, REQUEST_ONLY);
    expect(html).not.toContain("Get an instant estimate");
    expect(html).not.toContain("/instant-estimate");
  });

  it("promises an instant estimate in the closing banner only where one exists, and its button follows the offer", async () => {
    const instant = await render([{ type: "banner", look: "closing" }]);
    expect(instant).toContain("or an instant estimate online in under a minute.");
    expect(instant).toContain('href="/instant-estimate"');
    const requestOnly = await render([{ type: "banner", look: "closing", text: "Free inspections.", instantText: "Or price it online." }], undefined, blockComponents, false, REQUEST_ONLY);
    expect(requestOnly).toContain("Free inspections.");
    expect(requestOnly).not.toContain("Or price it online.");
    expect(requestOnly).toContain('href="/contact#request"');
    expect(await render([{ type: "banner", look: "closing" }], undefined, blockComponents, false, REQUEST_ONLY)).not.toContain("instant estimate");
  });

  it("a contact banner offers the main line, the emergency line and the claims mailbox under its title", async () => {
    const html = await render([{ type: "banner", look: "contact", title: "Talk to us" }]);
    expect(html).toMatch(/<section aria-labelledby="contact-strip-title"[^>]*>.*<h2 id="contact-strip-title"[^>]*>Talk to us<\/h2>/s);
    expect(html).toContain('href="tel:+12525550100"');
    expect(html).toContain('href="mailto:claims@pamlicoridge.example"');
    expect(html).toContain('aria-label="24/7 emergency line: ');
  });

  it("sends an estimate button where the offer says, under its own label", async () => {
    const hero = { type: "hero", title: "Roofs", actions: [{ kind: "estimate", label: "Get a Free Estimate" }] } as const satisfies Block;
    expect(await render([hero])).toMatch(/href="\/instant-estimate"[^>]*>Get a Free Estimate</);
    expect(await render([hero], undefined, blockComponents, false, REQUEST_ONLY)).toMatch(/href="\/contact#request"[^>]*>Get a Free Estimate</);
  });

  it("with an estimate service configured and no price book, the box shows the widget and its own words", async () => {
    const withWidget = { ...defaultBusiness, external: { ...defaultBusiness.external, estimateWidgetUrl: "https://quotes.example/widget?key=pk_1" } };
    const widget = estimateOffer({ priceBookSaved: false, widgetConfigured: true });
    const html = await render([samples.estimate], undefined, blockComponents, false, widget, withWidget);
    expect(html).toContain("Get an instant estimate");
    expect(html).toContain("About a minute.");
    expect(html).toContain('src="https://quotes.example/widget?key=pk_1');
  });

  it("links a button to an anchor on the same page as a plain link", async () => {
    const html = await render([{ type: "hero", title: "Jobs", actions: [{ kind: "link", label: "See open positions", href: "#openings" }] }]);
    expect(html).toContain('href="#openings"');
  });

  it("a banner can carry a row of actions, and a call button can leave out the number", async () => {
    const html = await render([
      { type: "banner", id: "book", title: "Ready to book?", text: "Pick a time.", actions: [{ kind: "call", label: "Call now", withNumber: false }] },
    ]);
    expect(html).toContain('href="tel:+12525550100"');
    expect(html).toContain("Call now</a>");
  });

  it("a panel of buttons stands under its own h3 title and ends with its note", async () => {
    const html = await render([
      { type: "buttons", look: "panel", title: "Send your claim", text: "E-mail us.", items: [{ kind: "email", label: "E-mail claims", mailbox: "claims" }], note: "Or call." },
    ]);
    expect(html).toMatch(/<h3[^>]*>Send your claim<\/h3><p[^>]*>E-mail us\.<\/p>/);
    expect(html).toContain('href="mailto:claims@pamlicoridge.example"');
    expect(html).toMatch(/Or call\.<\/p><\/div>/);
  });

  it("a row of buttons inside a section can stand beside the financing dealer number", async () => {
    const html = await render([{ type: "buttons", look: "row", items: [{ kind: "apply", label: "Start your application" }], dealerNumber: true }]);
    expect(html).toContain('href="https://financing.pamlicoridge.example/apply"');
    expect(html).toContain("Dealer number");
    expect(html).not.toContain("<h3");
  });

  it("one cards type renders a band's cards and a section's cards by their look", async () => {
    const band = await render([{ type: "cards", id: "why", heading: "Why us", look: "band", columns: 3, cardIcon: "shield-check", cards: [{ title: "Local crews" }] }]);
    expect(band).toMatch(/<h2 id="why-title"[^>]*>Why us<\/h2>/);
    expect(band).toMatch(/<li class="flex flex-col rounded-lg bg-white p-6 shadow-sm"><h3 class="flex items-start gap-2 text-xl font-bold"><svg[^>]*>.*<\/svg>Local crews<\/h3>/s);
    const feature = await render([{ type: "cards", look: "feature", cards: [{ icon: "home", title: "Homes", text: "Re-roofs.", link: { label: "Explore homes", href: "/residential-roofing" } }] }]);
    expect(feature).toMatch(/<h3 class="mt-4 text-xl font-bold">Homes<\/h3>/);
    expect(feature).toMatch(/<a[^>]*href="\/residential-roofing"[^>]*>Explore homes<\/a>/);
  });

  it("payment cards show each way to pay under its h3 with its button, the featured one on an accent background", async () => {
    const html = await render([
      {
        type: "cards",
        look: "payment",
        cards: [{ icon: "credit-card", title: "Personal financing", text: "Through {{lenderName}}.", note: "Dealer {{dealerNumber}}.", action: { kind: "apply", label: "Apply" }, featured: true }],
      },
    ]);
    expect(html).toMatch(/<li class="[^"]*border-accent-500 bg-accent-50"><svg[^>]*>.*?<\/svg><h3 class="mt-4 text-2xl font-bold">Personal financing<\/h3>/s);
    expect(html).toContain("Dealer 391677.");
    expect(html).toMatch(/<a[^>]*>Apply/);
  });

  it("visualizer cards each open their tool in a new tab", async () => {
    const partner = {
      id: "acme",
      name: "Acme Visualizer",
      tagline: "Try colors",
      logo: { initials: "AV", color: "#123456" },
      description: "Colors on a house.",
      features: ["Upload a photo"],
      url: "https://visualizer.example",
      bgGradient: "bg-white",
      borderColor: "border-brand-100",
    };
    const html = await render([{ type: "cards", look: "visualizers", cards: [partner] }]);
    expect(html).toMatch(/<a[^>]*href="https:\/\/visualizer.example"[^>]*target="_blank"/);
    expect(html).toContain("Acme Visualizer");
  });

  it("cards take the look the page asks for: the block's icon on each, or titles that link out", async () => {
    const raised = await render([{ type: "cards", look: "raised", icon: "leaf", cards: [{ title: "Cool roofs", text: "Reflect heat." }] }]);
    expect(raised).toMatch(/<li class="rounded-lg bg-white p-6 shadow-sm"><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg><h3 class="mt-3 text-lg font-bold">Cool roofs<\/h3>/s);
    const links = await render([{ type: "cards", look: "links", columns: 2, cards: [{ title: "IBHS", href: "https://ibhs.org", text: "Research." }] }]);
    expect(links).toMatch(/<a[^>]*href="https:\/\/ibhs.org"[^>]*target="_blank"[^>]*>IBHS/);
    expect(links).not.toContain("<h3");
    const regions = await render([{ type: "cards", look: "regions", cards: [{ title: "Raleigh", place: "Piedmont", text: "Clay soil.", bullets: ["Hail"] }] }]);
    expect(regions).toMatch(/<h3[^>]*>Raleigh<\/h3><p[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg> Piedmont<\/p><p[^>]*>Clay soil\.<\/p><ul[^>]*><li[^>]*><span aria-hidden="true"[^>]*><\/span><span>Hail<\/span><\/li>/s);
  });

  it("a grid of photos says so when there are none yet, under the band's heading and its link to the gallery", async () => {
    const html = await render([{ type: "cards", look: "photos", id: "gallery", heading: "Recent work", text: "Random roofs.", link: { label: "View the gallery", href: "/gallery/" }, images: [] }]);
    expect(html).toContain('<section class="container-page py-16" aria-labelledby="gallery-title">');
    expect(html).toMatch(/<a[^>]*href="\/gallery\/"[^>]*>View the gallery<\/a>/);
    expect(html).toContain("No images available");
  });

  it("area cards name each area over its towns and end with a card to call the given line", async () => {
    const html = await render([{ type: "cards", look: "areas", cards: [{ title: "Nash County", text: "Nashville" }], call: { title: "Outside these areas?", line: "emergency" } }]);
    expect(html).toMatch(/<h3 class="text-lg font-bold">Nash County<\/h3><p class="mt-1 text-sm text-muted">Nashville<\/p><\/li>/);
    expect(html).toMatch(/<li[^>]*><p[^>]*>Outside these areas\?<\/p><a[^>]*href="tel:\+12525550111"[^>]*>.*Call \(252\) 555-0111<\/a><\/li><\/ul>/s);
  });

  it("an aside callout points to a related page under its own h3, which names it", async () => {
    const html = await render([
      { type: "callout", tone: "aside", id: "raleigh", title: "Serving a church in Raleigh?", text: "Read more.", link: { label: "Steeples in Raleigh", href: "/specialty-services/church-steeple-repair/raleigh-nc" } },
    ]);
    expect(html).toMatch(/<aside aria-labelledby="raleigh-title"[^>]*><h3 id="raleigh-title"[^>]*>Serving a church in Raleigh\?<\/h3>/);
    expect(html).toMatch(/<a[^>]*href="\/specialty-services\/church-steeple-repair\/raleigh-nc"[^>]*>Steeples in Raleigh/);
  });

  it("a grid of service tiles links each service and ends with a button to all of them", async () => {
    const html = await render([
      {
        type: "cards",
        look: "serviceTiles",
        id: "services",
        heading: "What we do",
        cards: [{ icon: "home", title: "Residential Roofing", href: "/residential-roofing", text: "Homes." }],
        action: { label: "See all services", href: "/services" },
      },
    ]);
    expect(html).toMatch(/<h2 id="services-title"[^>]*>What we do<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Residential Roofing<\/h3><p[^>]*>Homes\.<\/p><a[^>]*href="\/residential-roofing"[^>]*>More about residential roofing<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/services"[^>]*>See all services<\/a>/);
  });

  it("a grid of news puts the band's link beside its heading and the cards in a carousel named by its label", async () => {
    const html = await render([
      { type: "cards", look: "news", id: "news", heading: "Latest news", text: "Advice.", link: { label: "Visit the blog", href: "/blog" }, cards: [], label: "News carousel" },
    ]);
    expect(html).toMatch(/<h2 id="news-title"[^>]*>Latest news<\/h2><p[^>]*>Advice\.<\/p><\/div><a[^>]*href="\/blog"[^>]*>Visit the blog<\/a>/);
    expect(html).toContain('aria-roledescription="carousel" aria-label="News carousel"');
  });

  it("a list in a band sets each statement after its icon, under the band's h2, and ends with its note", async () => {
    const html = await render([{ type: "list", look: "icons", id: "claims", heading: "Claims", itemIcon: "shield-check", items: [{ text: "You file, we document." }], note: "Questions: {{claimsEmail}}" }]);
    expect(html).toMatch(/<h2 id="claims-title"[^>]*>Claims<\/h2>/);
    expect(html).toMatch(/<li class="flex gap-3"><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span>You file, we document\.<\/span><\/li>/s);
    expect(html).toContain('href="mailto:claims@pamlicoridge.example"');
  });

  it("a list of values gives each its h3 and a check mark, then the closing note", async () => {
    const html = await render([{ type: "list", look: "values", id: "values", heading: "What we stand for", items: [{ title: "Honest advice", text: "Always." }], note: "[See our open positions](/careers)" }]);
    expect(html).toMatch(/<h3[^>]*>Honest advice<\/h3><p[^>]*>Always\.<\/p>/);
    expect(html).toContain('href="/careers"');
  });

  it("a banner on the accent band carries its icon and the anchor a link can jump to", async () => {
    const html = await render([
      { type: "banner", look: "accent", id: "financing", icon: "circle-dollar-sign", title: "Financing", text: "Pay monthly.", action: { label: "See financing", href: "/financing" } },
    ]);
    expect(html).toContain('<section id="financing" aria-labelledby="financing-title"');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*<\/svg><div><h2 id="financing-title"[^>]*>Financing<\/h2>/s);
    expect(html).toMatch(/<a[^>]*href="\/financing"[^>]*>See financing<\/a>/);
  });

  it("a list of towns names each in North Carolina and ends with a link to every town we serve", async () => {
    const html = await render([{ type: "list", look: "towns", towns: ["Wilson"] }]);
    expect(html).toContain("Wilson, NC");
    expect(html).toMatch(/we serve 78 towns in all\. <a[^>]*href="\/service-areas"[^>]*>Find your town<\/a>/);
  });

  it("a list of towns can end with the page's own note instead of the default one", async () => {
    const html = await render([{ type: "list", look: "towns", towns: ["Wilson"], note: "Not on the list? [Search all towns](/service-areas)." }]);
    expect(html).toContain("Not on the list?");
    expect(html).not.toContain("most-requested towns");
  });

  it("do's and don'ts stand in two columns under their labels, each item after its mark", async () => {
    const html = await render([{ type: "list", look: "dosDonts", heading: "Advice", labels: ["Covered", "Not covered"], dos: ["Leaks"], donts: ["Hail"] }]);
    expect(html).toMatch(/<h2 id="advice"[^>]*>Advice<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Covered<\/h3><ul[^>]*><li[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span>Leaks<\/span><\/li><\/ul>/s);
    expect(html).toMatch(/<h3[^>]*>Not covered<\/h3><ul[^>]*><li[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span>Hail<\/span>/s);
  });

  it("carrier cards give each claims line as a call link named for the carrier, and its site", async () => {
    const html = await render([
      { type: "cards", look: "carriers", heading: "Carriers", carriers: [{ name: "Acme Mutual", phone: "8005550199", website: { url: "https://acme.example", label: "acme.example" } }], note: "Check your policy." },
    ]);
    expect(html).toMatch(/<h3[^>]*>Acme Mutual<\/h3>/);
    expect(html).toMatch(/<a[^>]*href="tel:\+18005550199"[^>]*>.*<span class="sr-only">Call Acme Mutual claims at <\/span>800-555-0199/s);
    expect(html).toMatch(/<a[^>]*href="https:\/\/acme\.example"[^>]*>.*acme\.example/s);
    expect(html).toContain("Check your policy.");
  });

  it("a guide's sources link out in a new tab, each with its note, under the section's h2", async () => {
    const html = await render([{ type: "list", look: "sources", heading: "Sources", items: [{ label: "FEMA", url: "https://www.fema.gov", note: "Flood maps" }] }]);
    expect(html).toMatch(/<h2 id="sources"[^>]*>Sources<\/h2>/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/www\.fema\.gov"[^>]*target="_blank"[^>]*>FEMA/);
    expect(html).toContain(" — Flood maps</span>");
  });

  it("a list of badges is named by its label, each claim after its icon", async () => {
    const html = await render([{ type: "list", look: "badges", label: "Why trust us", items: [{ icon: "award", text: "Award-winning" }] }]);
    expect(html).toMatch(/<ul aria-label="Why trust us"[^>]*><li[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Award-winning<\/li>/s);
  });

  it("a page must pass a component for every block type it uses", async () => {
    const page = [samples.hero, samples.banner];
    // @ts-expect-error -- the hero has no component in this list: a type error where the page is written.
    createElement(Blocks<(typeof page)[number]>, { blocks: page, components: { banner: BannerBlock } });
    await expect(render(page, undefined, { banner: BannerBlock })).rejects.toThrow(/No component for block type "hero"/);
  });

  it("a brand grid shows placeholders announcing the load until the brands arrive", async () => {
    const html = await render([samples.brandGrid]);
    expect(html).toContain('role="status"');
    expect(html.match(/animate-pulse/g)).toHaveLength(6);
    expect(html).not.toContain("Visit Website");
  });

  it("a brand grid shows a card per brand once the promise settles", async () => {
    const brand: Brand = { id: "gaf", brandName: "GAF", logoUrl: null, topProducts: ["Timberline HDZ"], warrantyInfo: "Up to 50 years.", websiteUrl: "https://www.gaf.com" };
    const html = await render([samples.brandGrid], undefined, { ...blockComponents, brandGrid: brandGridWith(Promise.resolve([brand])) }, true);
    expect(html).toContain("Timberline HDZ");
    expect(html).toContain('href="https://www.gaf.com"');
    expect(html).not.toContain("Loading brands…");
  });

  it("a brand grid shows its error message when the brands fail to load", async () => {
    const html = await render([samples.brandGrid], undefined, { ...blockComponents, brandGrid: brandGridWith(Promise.reject(new Error("database down"))) }, true);
    expect(html).toContain('role="alert"');
    expect(html).toContain("The brands did not load.");
    expect(html).not.toContain("database down");
  });

  it("questions by topic: a nav with each topic's count, then a section (h2) per topic with its answers' links", async () => {
    const html = await render([
      {
        type: "faq",
        navTitle: "Jump to a topic",
        topics: [{ id: "costs", title: "Costs", intro: "What it costs.", items: [{ id: "price", question: "What does a roof cost?", answer: "It depends.", links: [{ label: "Financing", href: "/financing" }] }] }],
      },
    ]);
    expect(html).toMatch(/<nav aria-labelledby="faq-nav-heading"[^>]*>.*<a href="#costs"[^>]*>Costs<span[^>]*>1<span class="sr-only"> questions<\/span>/s);
    expect(html).toMatch(/<section id="costs" aria-labelledby="costs-heading"><h2 id="costs-heading"[^>]*>Costs<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>.*What does a roof cost\?/s);
    expect(html).toMatch(/<a[^>]*href="\/financing"[^>]*>Financing<\/a>/);
  });

  it("a faq list under its own title makes the questions h4", async () => {
    const html = await render([{ type: "faq", title: "Raleigh steeple repair questions", faqs: [{ question: "How long does a roof last?", answer: "Decades." }] }]);
    expect(html).toContain("Raleigh steeple repair questions</h3>");
    expect(html).toMatch(/<h4[^>]*>.*How long does a roof last\?/s);
  });

  /** The part form of each block that also makes a guide's section: no h2 of its own, inside a page section. */
  const partForms: [string, Block, string][] = [
    ["table", { type: "table", caption: "Premium vs basic", columns: ["Feature", "Premium"], rows: [["Thickness", "20 mils"]] }, '<div role="region" aria-label="Premium vs basic"'],
    ["checks list", { type: "list", look: "checks", items: ["Licensed and insured"], columns: 2 }, "Licensed and insured</span>"],
    ["paragraphs", { type: "paragraphs", paragraphs: ["A coating is a membrane."] }, "<p>A coating is a membrane.</p>"],
    ["faq", { type: "faq", faqs: [{ question: "How long does a roof last?", answer: "Decades." }] }, "How long does a roof last?"],
    ["warning callout", { type: "callout", tone: "warning", points: ["Stay off a wet roof."] }, "<li>Stay off a wet roof.</li>"],
    ["note callout", { type: "callout", tone: "note", small: true, text: "Don't see your town? [Browse all](/service-areas)." }, '<p class="text-sm text-muted">Don&#x27;t see your town? <a'],
  ];

  it.each(partForms)("renders a %s inside a page section without a heading of its own", async (_name, block, shown) => {
    const html = await render([block]);
    expect(html).toContain(shown);
    expect(html).not.toContain("<h2");
  });

  it("a guide's check boxes stand under its h2, each claim after a check mark, then the block's note", async () => {
    const html = await render([{ type: "list", look: "checkBoxes", heading: "Bring these", items: ["Your policy"], note: "Keep copies." }]);
    expect(html).toMatch(/<h2[^>]*>Bring these<\/h2>/);
    expect(html).toMatch(/<li class="flex gap-3 rounded-md border border-brand-100 bg-white p-3"><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span>Your policy<\/span><\/li>/s);
    expect(html).toContain("Keep copies.");
  });

  it("figures take the look the page asks for: a dark strip with its note, or a panel under its title", async () => {
    const strip = await render([{ type: "figures", look: "strip", figures: [{ value: "10-15 years", label: "Added roof life" }], note: "Subject to credit approval." }]);
    expect(strip).toContain("Subject to credit approval.");
    expect(strip).toContain("bg-brand-900");
    const panel = await render([{ type: "figures", look: "panel", title: "How much wind is too much?", figures: [{ value: "74 mph", label: "Hurricane force." }] }]);
    expect(panel).toMatch(/<h3[^>]*>How much wind is too much\?<\/h3><dl[^>]*><div><dt[^>]*>74 mph<\/dt>/);
  });

  it("a split of bands makes one region, labelled by the first band, with each band's h2 kept", async () => {
    const html = await render([
      {
        type: "split",
        look: "bands",
        parts: [
          { type: "list", look: "icons", id: "left", heading: "Left column", itemIcon: "clock", items: [{ text: "A" }] },
          { type: "band", id: "right", heading: "Right column" },
        ],
      },
    ]);
    expect(html.match(/<section/g)).toHaveLength(1);
    expect(html).toContain('<section aria-labelledby="left-title"');
    expect(html).toMatch(/<h2 id="right-title"[^>]*>Right column<\/h2>/);
  });

  /** The band's looks other than the plain one (its sample above), each with what it must show on the Greenville page. */
  const bandLooks: [string, Block, string][] = [
    ["story", { type: "band", look: "story", id: "story", heading: "Our Story", paragraphs: ["{{company}} began in {{foundingYear}}."], figures: [{ figure: "70+", label: "Towns" }] }, "Pamlico Ridge Roofing began in 2010."],
    ["climate", { type: "band", look: "climate", id: "climate", heading: "Climate", before: "About ", after: " miles from the ocean." }, " miles from the ocean."],
    ["visit", { type: "band", look: "visit", id: "visit", heading: "Visit the office", text: "Walk in." }, "2310 Charles Boulevard"],
    ["hours", { type: "band", look: "hours", id: "hours", heading: "Book", text: "Free.", action: { label: "Schedule", href: "/contact" } }, "Greenville hours"],
    ["map", { type: "band", look: "map", id: "map", heading: "Find us", place: "Greenville office" }, 'title="Map of Pamlico Ridge Roofing, Greenville office"'],
    ["nearby", { type: "band", look: "nearby", id: "area", heading: "Nearby", towns: [{ name: "Wilson", county: "Wilson County", href: "/locations/wilson-nc", miles: 17 }] }, "17 mi · Wilson County"],
    ["team", { type: "band", look: "team", id: "team", heading: "Meet the team", members: [{ name: "Dana Ruiz", title: "Estimator", description: "Measures roofs.", initials: "DR" }] }, "Dana Ruiz"],
    ["testimonials", { type: "band", look: "testimonials", id: "said", heading: "What they say", items: [{ text: "Great roof.", author: "Linda M." }] }, "<figcaption"],
  ];

  it.each(bandLooks)("a band in the %s look is a region under its own h2, with its content", async (_look, block, shown) => {
    const html = await render([block], "greenville");
    expect(html).toContain(shown);
    expect(html).toMatch(/<section[^>]*aria-labelledby="(\w+)-title"[^>]*>.*<h2 id="\1-title"/s);
  });

  it("steps inside a section are numbered cards, their number read out before each title, and a detail under a rule", async () => {
    const html = await render([{ type: "steps", columns: 4, steps: [{ title: "Call us", text: "Any hour.", detail: "Free." }] }]);
    expect(html).toMatch(/<h3[^>]*><span class="sr-only">Step 1: <\/span>Call us<\/h3><p[^>]*>Any hour\.<\/p><p[^>]*>Free\.<\/p>/);
    expect(html).toContain("lg:grid-cols-4");
    expect(html).not.toContain("<h2");
  });

  it("steps can show as tinted cards headed by their step number", async () => {
    const html = await render([{ type: "steps", look: "cards", steps: [{ title: "Inspect", text: "Photos." }, { title: "Estimate", text: "Line by line." }] }]);
    expect(html).toMatch(/Step 2<\/p><h3[^>]*>Estimate<\/h3><p[^>]*>Line by line\.<\/p>/);
  });

  it("steps as a timeline pair each time with what happens then, under the block's title", async () => {
    const html = await render([{ type: "steps", look: "timeline", title: "Documentation timeline", steps: [{ title: "Day 1", text: "Photos" }] }]);
    expect(html).toMatch(/<h3[^>]*>Documentation timeline<\/h3><dl[^>]*><div[^>]*><dt[^>]*>Day 1<\/dt><dd[^>]*>Photos<\/dd>/);
  });

  it("a table in a guide shows its caption above it and names its region by it", async () => {
    const html = await render([samples.table]);
    expect(html).toMatch(/<p id="costs-caption"[^>]*>Cost by material<\/p><div role="region" aria-labelledby="costs-caption"/);
    expect(html).toContain('<h2 id="costs"');
  });

  it("a hero takes its look: the home page's splash with its badge over the h1, or the who-we-are band under its h2", async () => {
    const splash = await render([
      { type: "hero", look: "splash", badge: "Rated {{rating}}/5", title: "Roofs for this weather", intro: "Since {{foundingYear}}.", actions: [], illustration: "new-roof" },
    ]);
    expect(splash).toMatch(/Rated 4\.9\/5<\/p><h1[^>]*>Roofs for this weather<\/h1><p[^>]*>Since 2010\.<\/p>/);
    const about = await render([
      {
        type: "hero",
        look: "about",
        id: "about",
        eyebrow: "About {{company}}",
        heading: "A local roofer",
        text: "One crew in {{foundingYear}}.",
        link: { label: "Our story", href: "/about" },
        stats: [{ value: "Insured", label: "Written warranty", icon: "shield-check" }],
        highlights: [{ title: "Local crews", text: "Close by." }],
      },
    ]);
    expect(about).toContain('<section class="container-page py-16" aria-labelledby="about-title">');
    expect(about).toMatch(/About Pamlico Ridge Roofing<\/p><h2 id="about-title"[^>]*>A local roofer<\/h2>/);
    expect(about).toMatch(/<h3[^>]*>Local crews<\/h3>/);
    expect(about).not.toContain("<h1");
  });

  it("a hero drawing can carry the page's own description", async () => {
    const label = "Illustration of a Raleigh church steeple with a copper-flashed spire";
    const html = await render([{ type: "hero", title: "Steeples", aside: { kind: "illustration", name: "steeple", label } }]);
    expect(html).toContain(`aria-label="${label}"`);
  });

  it("refuses a block type it has no component for", async () => {
    // @ts-expect-error -- an unknown block type is a type error; the renderer also throws on it at run time.
    const unknown: Block = { type: "marquee", text: "Sale!" };
    await expect(render([unknown])).rejects.toThrow(/No component for block type "marquee"/);
  });
});
