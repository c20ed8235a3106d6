/**
 * The properties Google requires (and, where the rich result has none required, the ones it needs
 * to use the record) for each structured-data type the site emits, checked on parsed JSON-LD.
 * Returns readable problems, [] when the record passes. Sources: Google Search Central's structured
 * data docs for LocalBusiness, Article/BlogPosting, BreadcrumbList and FAQPage; schema.org for
 * Service and Organization.
 */
type Rec = Record<string, unknown>;

const isAbsolute = (v: unknown) => typeof v === "string" && /^https?:\/\/[^/]/.test(v);
const isDate = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
const text = (v: unknown) => typeof v === "string" && v.trim().length > 0;

function address(a: unknown, where: string, problems: string[]) {
  const r = (a ?? {}) as Rec;
  if (r["@type"] !== "PostalAddress") problems.push(`${where}: address is not a PostalAddress`);
  for (const f of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"]) {
    if (!text(r[f])) problems.push(`${where}: address has no ${f}`);
  }
}

function rating(r: Rec, where: string, problems: string[]) {
  const agg = r.aggregateRating as Rec | undefined;
  if (agg && (typeof agg.ratingValue !== "number" || !(Number(agg.reviewCount) > 0 || Number(agg.ratingCount) > 0))) {
    problems.push(`${where}: aggregateRating needs ratingValue and reviewCount`);
  }
}

function author(a: unknown, where: string, problems: string[]) {
  const list = (Array.isArray(a) ? a : [a]) as Rec[];
  if (!a || list.some((x) => !text(x?.name) || !["Organization", "Person"].includes(String(x?.["@type"])))) {
    problems.push(`${where}: author needs a @type (Organization or Person) and a name`);
  }
}

export function jsonLdProblems(record: Rec, where: string): string[] {
  const problems: string[] = [];
  if (record["@context"] !== "https://schema.org") problems.push(`${where}: @context is not https://schema.org`);
  const type = String(record["@type"]);
  if ("review" in record) problems.push(`${where}: carries reviews (self-serving, not from the config)`);
  switch (type) {
    case "RoofingContractor":
    case "LocalBusiness":
      if (!text(record.name)) problems.push(`${where}: ${type} has no name`);
      address(record.address, `${where} ${type}`, problems);
      if (!isAbsolute(record.url)) problems.push(`${where}: ${type} url is not absolute`);
      if (record.telephone !== undefined && !/^\+\d{8,15}$/.test(String(record.telephone))) problems.push(`${where}: telephone is not E.164`);
      rating(record, where, problems);
      break;
    case "BlogPosting":
    case "Article":
      if (!text(record.headline) || String(record.headline).length > 110) problems.push(`${where}: ${type} headline missing or over 110 characters`);
      author(record.author, `${where} ${type}`, problems);
      if (record.datePublished !== undefined && !isDate(record.datePublished)) problems.push(`${where}: datePublished is not ISO 8601`);
      if (!isDate(record.dateModified)) problems.push(`${where}: dateModified missing or not ISO 8601`);
      if (!isAbsolute(record.image)) problems.push(`${where}: ${type} image missing or not absolute`);
      break;
    case "BreadcrumbList": {
      const items = (record.itemListElement ?? []) as Rec[];
      if (items.length === 0) problems.push(`${where}: BreadcrumbList is empty`);
      items.forEach((item, i) => {
        if (item["@type"] !== "ListItem" || item.position !== i + 1) problems.push(`${where}: breadcrumb ${i} is not ListItem at position ${i + 1}`);
        if (!text(item.name)) problems.push(`${where}: breadcrumb ${i} has no name`);
        if (i < items.length - 1 && !isAbsolute(item.item)) problems.push(`${where}: breadcrumb ${i} item is not an absolute URL`);
      });
      break;
    }
    case "FAQPage": {
      const questions = (record.mainEntity ?? []) as Rec[];
      if (questions.length === 0) problems.push(`${where}: FAQPage has no questions`);
      questions.forEach((q, i) => {
        const answer = (q.acceptedAnswer ?? {}) as Rec;
        if (q["@type"] !== "Question" || !text(q.name)) problems.push(`${where}: question ${i} has no name`);
        if (answer["@type"] !== "Answer" || !text(answer.text)) problems.push(`${where}: question ${i} has no answer text`);
      });
      break;
    }
    case "Service": {
      if (!text(record.name)) problems.push(`${where}: Service has no name`);
      const provider = (record.provider ?? {}) as Rec;
      if (!text(provider.name) || !text(provider["@id"])) problems.push(`${where}: Service has no provider`);
      if (!record.areaServed) problems.push(`${where}: Service has no areaServed`);
      break;
    }
    default:
      problems.push(`${where}: unexpected @type ${type}`);
  }
  return problems;
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdBlocks(html: string): Rec[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Rec);
}
