import type { MetaDescriptor } from "react-router";
import { defaultTitle, titleWithBusiness, type Business } from "~/domain/business";
import { resolveFacts } from "~/domain/business-facts";
import { DEFAULT_CARD_PATH, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from "~/domain/social-card";
import { isNoIndexPath } from "~/domain/staff-paths";
import { PAGES, SITE_PAGES } from "~/content/site-pages";
import { serviceJsonLd } from "./structured-data";

export interface PageMetaInput {
  business: Business;
  pathname: string;
  title?: string;
  description?: string;
  /** Extra structured data records (JSON-LD). */
  jsonLd?: object[];
  /** The page's share image; pages without one share the branded default card. */
  image?: SocialImage | null;
  type?: "website" | "article";
  extra?: MetaDescriptor[];
}

export interface SocialImage {
  /** Absolute, or a path on this site. */
  url: string;
  width?: number | null;
  height?: number | null;
  alt: string;
}

/** The branded default card (drawn by /social-card/default.png). */
export function defaultSocialImage(business: Business): SocialImage {
  return { url: DEFAULT_CARD_PATH, width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, alt: `${business.name}: ${business.tagline}` };
}

/**
 * Title, description, canonical, robots, Open Graph, Twitter card and JSON-LD of one page
 * (decisions.md point 2), with the company's figures ({{townCount}}…) filled in
 * as the page's body states them.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { business, pathname } = input;
  const fromTable = PAGES[pathname];
  const pageTitle = input.title ?? fromTable?.title;
  const title = pageTitle ? titleWithBusiness(pageTitle, business) : defaultTitle(business);
  const description = input.description ?? fromTable?.description ?? business.tagline;
  const canonical = `${business.siteUrl}${pathname}`;
  // Until the owner launches their own company, no page is listed (docs/decisions/021-launch-as-your-company.md).
  const robots = isNoIndexPath(pathname) || !business.site.indexable
    ? "noindex, nofollow"
    : "index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1";

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: pageTitle ?? title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: "en_US" },
  ];
  const image = input.image ?? defaultSocialImage(business);
  const imageUrl = absolute(business, image.url);
  tags.push({ property: "og:image", content: imageUrl });
  if (image.width && image.height) {
    tags.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  }
  tags.push(
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: pageTitle ?? title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  );
  // A service's page describes that service (schema.org Service), whichever route renders it.
  const service = SITE_PAGES.find((p) => p.path === pathname && p.serviceType);
  const jsonLd = [
    ...(input.jsonLd ?? []),
    ...(service ? [serviceJsonLd(business, { name: service.name, description, path: pathname, serviceType: service.serviceType! })] : []),
  ];
  for (const record of jsonLd) tags.push({ "script:ld+json": record });
  return resolveFacts([...tags, ...(input.extra ?? [])], business);
}

function absolute(business: Business, url: string): string {
  return url.startsWith("http") ? url : `${business.siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The business config from the root route's loader data, for a child route's `meta`. */
export function businessFromMatches(matches: readonly unknown[]): Business {
  for (const m of matches) {
    const match = m as { id?: string; loaderData?: { business?: Business } } | undefined;
    if (match?.id === "root" && match.loaderData?.business) return match.loaderData.business;
  }
  throw new Error("root loader data is missing");
}
