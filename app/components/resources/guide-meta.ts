/**
 * A guide page's metadata (spec §2.1 / §2.5): title, description, keywords, canonical, and
 * JSON-LD — the local business, the breadcrumb, an Article, and a FAQPage when the guide has FAQs.
 */
import type { MetaDescriptor } from "react-router";
import type { Article, WithContext } from "schema-dts";
import { DEFAULT_CARD_PATH } from "~/domain/social-card";
import type { Business } from "~/domain/business";
import { guideFaqItems, guidePath } from "~/content/resources/guide";
import type { FaqItem } from "~/content/blocks";
import type { Guide } from "~/content/resources/types";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { breadcrumbJsonLd, faqJsonLd, organizationRef, pageBusinessJsonLd } from "~/seo/structured-data";
import { plainText } from "~/components/blocks/inline";

/** A guide's keywords; one about a fact the owner has not given is empty (docs/decisions/021-launch-as-your-company.md) and left out. */
function guideKeywords(guide: Pick<Guide, "keywords">): string {
  return guide.keywords.filter(Boolean).join(", ");
}

export function guideCrumbs(guide: Guide) {
  return [
    { name: "Home", path: "/home" },
    { name: "Resources", path: "/resources" },
    { name: guide.title, path: guidePath(guide) },
  ];
}

/** FAQ items as the plain question/answer text a FAQPage record carries. */
export function faqEntries(items: FaqItem[], business: Business) {
  return items.map((item) => ({
    question: item.question,
    answer: item.answer.map((p) => plainText(p, business)).join(" "),
  }));
}

export function articleJsonLd(business: Business, guide: Guide): WithContext<Article> {
  const url = `${business.siteUrl}${guidePath(guide)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title,
    description: guide.description,
    keywords: guideKeywords(guide),
    datePublished: guide.updated,
    dateModified: guide.updated,
    inLanguage: "en-US",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: `${business.siteUrl}${DEFAULT_CARD_PATH}`,
    author: organizationRef(business),
    publisher: organizationRef(business),
  };
}

export function guideMeta({ matches, pathname, guide }: { matches: readonly unknown[]; pathname: string; guide: Guide }): MetaDescriptor[] {
  const business = businessFromMatches(matches);
  const faqs = guideFaqItems(guide);
  return pageMeta({
    business,
    pathname,
    title: guide.metaTitle,
    description: guide.description,
    type: "article",
    jsonLd: [
      pageBusinessJsonLd(business, pathname),
      breadcrumbJsonLd(business, guideCrumbs(guide)),
      articleJsonLd(business, guide),
      ...(faqs.length ? [faqJsonLd(faqEntries(faqs, business))] : []),
    ],
    extra: [{ name: "keywords", content: guideKeywords(guide) }],
  });
}
