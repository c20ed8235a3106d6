import { describe, expect, it } from "vitest";
import { officeById, publicBusiness, type Business } from "~/domain/business";
import { businessFromSettings, defaultBusiness, SEED_TOWNS } from "~/config/business.server";
import { parseEnv } from "~/config/env.server";
import { settingsWith } from "~/domain/business-settings";
import { jsonLdProblems } from "../../tests/support/jsonld-checks";
import { blogPostingJsonLd } from "~/components/blog/post-meta";
import { townServiceJsonLd } from "./location-jsonld";
import { breadcrumbJsonLd, faqJsonLd, localBusinessJsonLd, organizationJsonLd, serviceJsonLd } from "./structured-data";

const business: Business = { ...defaultBusiness, siteUrl: "https://roofs.example" };
const rated: Business = { ...business, verifiedRating: { value: 4.7, best: 5, count: 132 } };

const town = (b: Business) => ({
  cityName: "Wilson",
  stateName: "North Carolina",
  countyName: "Wilson County",
  latitude: 35.72,
  longitude: -77.92,
  pathname: "/locations/wilson-nc",
  office: officeById(b, "rocky-mount"),
});
const post = {
  title: "Roof Repair in Wilson, NC",
  seoTitle: null,
  seoDescription: null,
  excerpt: "What to do",
  plainText: "Body",
  author: "Jane Staff",
  publishedIso: "2026-01-02T03:04:05.000Z",
  updatedIso: "2026-01-03T03:04:05.000Z",
  featuredImage: "/social-card/blog/x.png",
  categories: ["Repairs"],
  keywords: null,
  wordCount: 1,
};

type Rec = Record<string, unknown>;
/** A built record as plain JSON, as a page would carry it. */
const json = (record: unknown): Rec => JSON.parse(JSON.stringify(record)) as Rec;
const builders: [string, (b: Business) => Rec][] = [
  ["organization", (b) => json(organizationJsonLd(b))],
  ["office", (b) => json(localBusinessJsonLd(b, officeById(b, "greenville")))],
  ["town's provider", (b) => json(townServiceJsonLd(b, town(b))).provider as Rec],
];

describe("ratings and reviews: none unless a verified rating is configured", () => {
  it.each(builders)("%s: no rating and no reviews by default", (_, build) => {
    const record = build(business);
    expect(record).not.toHaveProperty("aggregateRating");
    expect(record).not.toHaveProperty("review");
    expect(JSON.stringify(record)).not.toMatch(/Denise|Pastor James/);
  });

  it.each(builders)("%s: the configured verified rating, when there is one", (_, build) => {
    expect(build(rated).aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.7, bestRating: 5, reviewCount: 132 });
  });

  it("comes from BUSINESS_RATING_VALUE and BUSINESS_RATING_COUNT together, and reaches the pages' copy of the business", () => {
    const businessFromEnv = (source: Record<string, string>) =>
      businessFromSettings(settingsWith(new Map(), parseEnv(source).businessPins), { siteUrl: "https://roofs.example", towns: SEED_TOWNS, year: 2026 });
    expect(businessFromEnv({}).verifiedRating).toBeNull();
    expect(businessFromEnv({ BUSINESS_RATING_VALUE: "4.8" }).verifiedRating).toBeNull();
    const b = businessFromEnv({ BUSINESS_RATING_VALUE: "4.8", BUSINESS_RATING_COUNT: "57" });
    expect(b.verifiedRating).toEqual({ value: 4.8, best: 5, count: 57 });
    expect(publicBusiness(b).verifiedRating).toEqual(b.verifiedRating);
    expect(() => parseEnv({ BUSINESS_RATING_VALUE: "7", BUSINESS_RATING_COUNT: "5" })).toThrow();
  });
});

describe("every builder passes Google's required-property checks", () => {
  it.each<[string, unknown]>([
    ["organization", organizationJsonLd(rated)],
    ["office", localBusinessJsonLd(business, officeById(business, "rocky-mount"))],
    ["town", townServiceJsonLd(business, town(business))],
    ["town's provider", { "@context": "https://schema.org", ...json(townServiceJsonLd(business, town(business))).provider as Rec }],
    ["post", blogPostingJsonLd(business, post, "https://roofs.example/blog/x")],
    ["breadcrumb", breadcrumbJsonLd(business, [{ name: "Home", path: "/home" }, { name: "Blog", path: "/blog" }])],
    ["faq", faqJsonLd([{ question: "How long?", answer: "One to three days." }])],
    ["service", serviceJsonLd(business, { name: "Storm Damage Repair", description: "d", path: "/storm-damage", serviceType: "Storm damage roof repair" })],
  ])("%s", (name, record) => {
    expect(jsonLdProblems(json(record), name)).toEqual([]);
  });

  it("the checks catch a record missing what Google requires (so they can fail)", () => {
    expect(jsonLdProblems({ "@context": "https://schema.org", "@type": "RoofingContractor", name: "x" }, "x").length).toBeGreaterThan(0);
    expect(jsonLdProblems({ "@context": "https://schema.org", "@type": "BlogPosting", headline: "x" }, "x").length).toBeGreaterThan(0);
    expect(jsonLdProblems({ ...json(organizationJsonLd(business)), review: [] }, "x")).toEqual(["x: carries reviews (self-serving, not from the config)"]);
  });
});

describe("BlogPosting", () => {
  it("credits the organization as author and publisher, with dates and an absolute image", () => {
    const record = json(blogPostingJsonLd(business, post, "https://roofs.example/blog/x"));
    expect(record.author).toMatchObject({ "@type": "Organization", "@id": "https://roofs.example/#organization", name: business.name });
    expect(record.publisher).toEqual(record.author);
    expect(record).toMatchObject({ datePublished: post.publishedIso, dateModified: post.updatedIso, image: "https://roofs.example/social-card/blog/x.png" });
  });
});

describe("town Service: the town as a City in its county", () => {
  it("serves the town as a City in its county with its coordinates, provided by the nearest office", () => {
    const record = json(townServiceJsonLd(business, town(business)));
    expect(record).toMatchObject({ "@type": "Service", url: "https://roofs.example/locations/wilson-nc" });
    expect(record.areaServed).toEqual({
      "@type": "City",
      name: "Wilson",
      containedInPlace: { "@type": "AdministrativeArea", name: "Wilson County, North Carolina" },
      geo: { "@type": "GeoCoordinates", latitude: 35.72, longitude: -77.92 },
    });
    expect(record.provider).toMatchObject({ "@type": "RoofingContractor", "@id": "https://roofs.example/#rocky-mount", name: `${business.name} - Rocky Mount` });
    expect(record.provider).not.toHaveProperty("@context");
  });
});
