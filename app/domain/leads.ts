/**
 * A lead: a visitor's request for an inspection or estimate (docs/decisions/005-leads.md). What the
 * form asks, how each field is checked (with a sentence per field a visitor can act on), the
 * statuses staff move a lead through, which office answers it, and when the visitor can expect to
 * hear from us. Pure: no React, HTTP or database, so the form, the action, the inbox and the tests
 * share one definition.
 */
import { z } from "zod";
import { haversineMiles, type GeoPoint } from "./geo";
import { isCalendarDay } from "./input-rules";
import { oneLine, optionalEmail, optionalText, optionalUsPhone, optionalZip } from "./text-fields";

export const LEAD_SERVICES = [
  { value: "repair", label: "Roof repair or a leak" },
  { value: "replacement", label: "Roof replacement" },
  { value: "storm", label: "Storm damage or an insurance claim" },
  { value: "commercial", label: "Commercial or flat roof" },
  { value: "steeple", label: "Church steeple or bell tower" },
  { value: "coating", label: "Roof coating" },
  { value: "other", label: "Something else" },
] as const;
export type LeadService = (typeof LEAD_SERVICES)[number]["value"];

export const ROOF_TYPES = [
  { value: "asphalt", label: "Asphalt shingle" },
  { value: "metal", label: "Metal" },
  { value: "flat", label: "Flat or low-slope (TPO, EPDM, modified bitumen)" },
  { value: "tile-slate", label: "Tile or slate" },
  { value: "other", label: "Something else" },
] as const;

export const TIME_WINDOWS = [
  { value: "any", label: "Any time that suits you" },
  { value: "weekday-morning", label: "Weekday morning (8 AM-noon)" },
  { value: "weekday-afternoon", label: "Weekday afternoon (noon-5 PM)" },
  { value: "saturday", label: "Saturday" },
] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number]["value"];

export const LEAD_STATUSES = ["new", "contacted", "scheduled", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** Photos a visitor may attach, and the largest file each (phone photos are 2-8 MB). */
/** The pages carrying the request form, in its section `#request` (app/leads/form-route.server.ts). */
export const LEAD_FORM_PAGES: readonly string[] = ["/book-inspection", "/contact"];

export const LEAD_MAX_PHOTOS = 5;
export const LEAD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string | null): string =>
  list.find((item) => item.value === value)?.label ?? "";

export const serviceLabel = (value: string) => labelOf(LEAD_SERVICES, value);

/** How staff see a lead's sender: an instant estimate has no name until the visitor gives one. */
export const leadName = (lead: { name: string | null }) => lead.name ?? "No name yet (instant estimate)";
export const roofTypeLabel = (value: string | null) => labelOf(ROOF_TYPES, value) || "Not sure";
export const timeWindowLabel = (value: string) => labelOf(TIME_WINDOWS, value);

const values = <T extends { value: string }>(list: readonly T[]) => list.map((item) => item.value) as [T["value"], ...T["value"][]];

/** The best time for the inspection; left empty, any time. */
export const timeWindowField = z
  .union([z.literal(""), z.enum(values(TIME_WINDOWS))], { error: "Choose a time from the list." })
  .transform((v): TimeWindow => v || "any");

const CONTACT_NEEDED = "Give us a phone number or an e-mail address so we can reach you.";

/** Who the visitor is and how to reach them: the request form's and the instant estimate's fields. */
export const contactFields = {
  name: z
    .string()
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, "Tell us your name so we know who to ask for.").max(120, "Your name can be at most 120 characters.")),
  phone: optionalUsPhone,
  email: optionalEmail,
};

/**
 * A phone number or an e-mail address is required; `when` makes the check run even when another
 * field failed, so every missing answer is reported in one go.
 */
export const requireContact = [
  (lead: { phone: string | null; email: string | null }, ctx: z.RefinementCtx) => {
    if (lead.phone || lead.email) return;
    ctx.addIssue({ code: "custom", path: ["phone"], message: CONTACT_NEEDED });
    ctx.addIssue({ code: "custom", path: ["email"], message: CONTACT_NEEDED });
  },
  { when: () => true },
] as const;

/** The request form's fields as the visitor typed them, checked; see parseForm (app/domain/forms.ts). */
export const leadFormSchema = z
  .object({
    ...contactFields,
    street: oneLine(200, "The street address"),
    town: oneLine(80, "The town"),
    zip: optionalZip,
    service: z.enum(values(LEAD_SERVICES), { error: "Choose what you need help with." }),
    roofType: z
      .union([z.literal(""), z.enum(values(ROOF_TYPES))], { error: "Choose a roof type from the list, or leave it as “Not sure”." })
      .transform((v) => v || null),
    timeWindow: timeWindowField,
    message: optionalText(4000, "Your message"),
    smsConsent: z.string().transform((v) => v === "yes" || v === "on"),
  })
  .superRefine(...requireContact);

/**
 * The contacts a request's rate limit counts, each on its own (app/domain/rate-limits.ts): its phone
 * and its e-mail address, as validated (the phone in its one display form, however it was typed).
 */
export function leadContactAccounts(lead: { phone: string | null; email: string | null }): string[] {
  return [lead.phone && `phone:${lead.phone}`, lead.email && `email:${lead.email}`].filter((a): a is string => Boolean(a));
}

/** Where the request came from, captured when the form was shown (hidden fields). */
export interface LeadSource {
  sourcePage: string | null;
  referrer: string | null;
  utm: Partial<Record<UtmKey, string>>;
}

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

const clip = (value: string | null | undefined, max: number) => {
  const v = value?.trim();
  return v ? v.slice(0, max) : null;
};

/**
 * The source of a visit from the form page's own address and the Referer it was opened with: the
 * path, the campaign parameters and the referring page (another site's only; ours says nothing).
 */
export function leadSourceFromVisit(pageUrl: URL, referer: string | null, siteOrigin: string): LeadSource {
  const utm: LeadSource["utm"] = {};
  for (const key of UTM_KEYS) {
    const value = clip(pageUrl.searchParams.get(key), 200);
    if (value) utm[key] = value;
  }
  let referrer: string | null = null;
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.origin !== new URL(siteOrigin).origin && ref.origin !== pageUrl.origin) referrer = clip(ref.toString(), 500);
    } catch {
      referrer = null;
    }
  }
  return { sourcePage: pageUrl.pathname, referrer, utm };
}

/** Reads the hidden source fields back from a submitted form (anything odd is dropped, not refused). */
export function leadSourceFromForm(values: Record<string, string | undefined>): LeadSource {
  const utm: LeadSource["utm"] = {};
  for (const key of UTM_KEYS) {
    const value = clip(values[key], 200);
    if (value) utm[key] = value;
  }
  const page = clip(values.sourcePage, 300);
  return { sourcePage: page?.startsWith("/") ? page : null, referrer: clip(values.referrer, 500), utm };
}

// ---------------------------------------------------------------------------------------------
// Service area and offices
// ---------------------------------------------------------------------------------------------

/** The service-area town a visitor typed, matched without regard to case, spacing or ", NC". */
export function findServiceTown<T extends { name: string }>(towns: readonly T[], typed: string | null): T | null {
  if (!typed) return null;
  const key = normalizeTown(typed);
  return towns.find((t) => normalizeTown(t.name) === key) ?? null;
}

function normalizeTown(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/,?\s*(nc|north carolina)\.?$/i, "")
    .replace(/[^a-z]+/g, " ")
    .trim();
}

export interface AnsweringOffice extends GeoPoint {
  id: string;
  kind: "headquarters" | "office" | "service-area";
}

/**
 * The office that answers a request: the staffed office (headquarters or office, not a service
 * area) nearest the town, or the headquarters when the town is unknown or has no coordinates.
 */
export function answeringOffice<O extends AnsweringOffice>(offices: readonly O[], town: GeoPoint | null): O {
  const staffed = offices.filter((o) => o.kind !== "service-area");
  const headquarters = staffed.find((o) => o.kind === "headquarters") ?? staffed[0] ?? offices[0];
  if (!town || !Number.isFinite(town.latitude) || !Number.isFinite(town.longitude)) return headquarters;
  let best = headquarters;
  let bestMiles = haversineMiles(town, headquarters);
  for (const office of staffed) {
    const miles = haversineMiles(town, office);
    if (miles < bestMiles) [best, bestMiles] = [office, miles];
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// CSV export
// ---------------------------------------------------------------------------------------------

/**
 * One CSV cell. A value starting with =, +, -, @, a tab or a carriage return would be read as a
 * formula by a spreadsheet (CSV injection), so it gets a leading apostrophe; quotes are doubled and
 * the cell quoted when it holds a comma, quote or line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}

// ---------------------------------------------------------------------------------------------
// Inbox filters
// ---------------------------------------------------------------------------------------------

export interface LeadFilters {
  q: string;
  status: LeadStatus | null;
  town: string | null;
  service: LeadService | null;
  /** Inclusive days, "YYYY-MM-DD" (Eastern time). */
  from: string | null;
  to: string | null;
}

const day = z.unknown().transform((value) => (isCalendarDay(value) ? value : null));

const filterSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  status: z.enum(LEAD_STATUSES).nullable().catch(null),
  town: z.string().trim().min(1).max(80).nullable().catch(null),
  service: z.enum(values(LEAD_SERVICES)).nullable().catch(null),
  from: day,
  to: day,
});

/** The inbox's filters from its address; anything unreadable is simply not applied. */
export function leadFiltersFromSearch(params: URLSearchParams): LeadFilters {
  const get = (key: string) => params.get(key) || null;
  return filterSchema.parse({ q: params.get("q") ?? "", status: get("status"), town: get("town"), service: get("service"), from: get("from"), to: get("to") });
}

/** The same filters as a query string (for the CSV link), empty ones left out. */
export function leadFiltersToSearch(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export const LEAD_CSV_HEADER = [
  "Reference", "Received", "Status", "Name", "Phone", "E-mail", "Street", "Town", "ZIP", "In service area", "Service", "Roof type",
  "Best time", "Message", "Text messages", "Office", "Source page", "Referrer", "UTM source", "UTM medium", "UTM campaign", "UTM term", "UTM content",
  "Landing page", "Visit source", "Town of the pages read", "Post read", "Office e-mail", "Customer e-mail",
];
