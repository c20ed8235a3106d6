/**
 * The company's facts as the owner edits them (docs/decisions/014-business-settings.md): one tree of
 * settings, each with its rule, its label and help for the screen, the value it has before the
 * company gives one (empty: pages word around it) and the demo company's
 * (docs/decisions/021-launch-as-your-company.md), and the environment variable that may pin it.
 * Everything else follows from this tree: the type of the values, the form, the stored rows (one
 * per setting), the history, the pins, the launch checklist. Adding a setting is adding one
 * `setting(…)` below.
 *
 * Pure and safe for the browser: the screen renders its form from the same tree.
 */
import { z } from "zod";
import { contrastWithWhite, MIN_CONTRAST } from "./brand-color";
import { DEMO_COMPANY } from "./demo-company";
import { WEEKDAYS, WEEKDAY_NAMES, weekdays, type WeekHours } from "./office-hours";
import {
  checkbox,
  choice,
  email,
  group,
  isWebAddress,
  list,
  longText,
  optionalColor,
  optionalDay,
  optionalDecimal,
  optionalEmail,
  optionalInteger,
  optionalPhone,
  optionalText,
  optionalUrl,
  phone,
  setting,
  text,
  URL_MESSAGE,
  integer,
  week,
  zip,
  type EnvSource,
  type Setting,
  type SettingInput,
  type SettingNode,
  type SettingValue,
} from "./settings-tree";

export type { EnvSource, Setting, SettingInput, SettingNode, SettingValue } from "./settings-tree";

/** What starts the count of days before a review request (docs/decisions/023-reviews.md). */
export const REVIEW_TRIGGERS = ["completed", "certificate"] as const;
export type ReviewTrigger = (typeof REVIEW_TRIGGERS)[number];

/**
 * How the site started (docs/decisions/021-launch-as-your-company.md): `unset` until the owner
 * chooses (a new install shows the demo, marked as one); `demo`, the invented company; `own`, the
 * owner's company, where a fact not given is empty.
 */
export const SITE_STARTS = ["unset", "demo", "own"] as const;
export type SiteStart = (typeof SITE_STARTS)[number];

const D = DEMO_COMPANY;

/** The fields of one office or service point; the first office of the list is the headquarters. */
const officeFields = {
  name: setting(optionalText("Name", 2, 80), {
    input: "text",
    label: "Name",
    help: "Empty: “{Town} office” (the headquarters: “{Town} headquarters”).",
    empty: "",
  }),
  staffed: setting(checkbox, {
    input: "checkbox",
    label: "Visitors can come in",
    help: "Untick for a service point: an area crews work from, with no office to visit.",
    empty: true,
  }),
  street: setting(text("Street", 2, 120), { input: "text", label: "Street", empty: "" }),
  city: setting(text("Town", 2, 60), { input: "text", label: "Town", empty: "" }),
  zip: setting(zip, { input: "text", label: "ZIP code", empty: "" }),
  county: setting(optionalText("County", 2, 60), { input: "text", label: "County", help: "Empty: the town list's county for this town.", empty: "" }),
  phone: setting(optionalPhone, { input: "phone", label: "Own phone line", help: "Empty: this office answers on the main number.", empty: "" }),
  email: setting(optionalEmail, {
    input: "email",
    label: "E-mail",
    help: "Where the requests this office answers are sent. Empty: the general e-mail.",
    empty: "",
  }),
  mapQuery: setting(optionalText("Map search", 2, 200), {
    input: "text",
    label: "Map search",
    help: "What its map looks up. Empty: its address.",
    empty: "",
  }),
  latitude: setting(optionalDecimal("Latitude", 33, 37), {
    input: "decimal",
    label: "Latitude",
    help: "Decides which office is nearest to a town. Empty: the town's own position in the town list.",
    empty: null,
  }),
  longitude: setting(optionalDecimal("Longitude", -85, -75), { input: "decimal", label: "Longitude", empty: null }),
  hours: setting(week, { input: "week", label: "Opening hours", help: "Every page, e-mail and search listing states these hours.", empty: weekdays("08:00", "17:00") }),
} satisfies Record<string, Setting<unknown>>;

/** The social and review profiles the footer and structured data link to; an empty one is left out. */
const profile = (label: string, demo: string) => setting(optionalUrl, { input: "url", label, empty: "", demo });

/** Lines of a multi-line field ("requirements", "figures"), empty ones left out. */
const MONTHS_MESSAGE = "Keep daily visit totals for a whole number of months, from 2 to 120.";

export const multiline = (value: string) => value.split("\n").map((l) => l.trim()).filter(Boolean);

export const BUSINESS_SETTINGS = group("Business settings", {
  site: group("The site", {
    start: setting<SiteStart>(z.enum(SITE_STARTS), { input: "text", label: "Start", empty: "unset", internal: true }),
    launchedAt: setting(z.string().nullable(), { input: "text", label: "Launched", empty: null, internal: true }),
  }),
  company: group("Company", {
    name: setting(text("Company name", 2, 80), { input: "text", label: "Company name", empty: "", demo: D.name, env: "BUSINESS_NAME", need: "required" }),
    legalName: setting(optionalText("Legal name", 2, 120), {
      input: "text",
      label: "Legal name",
      help: "In the copyright line and search engines' company record. Empty: the company name.",
      empty: "",
      demo: D.legalName,
    }),
    tagline: setting(optionalText("Tagline", 2, 90), {
      input: "text",
      label: "Tagline",
      help: "Ends the title of pages without one of their own. Empty: “Roofing Contractor in” and the region.",
      empty: "",
      demo: D.tagline,
    }),
    serviceArea: setting(text("Region served", 2, 80), { input: "text", label: "Region served", empty: "Eastern North Carolina", sameAsDemoIsFine: true }),
    foundingYear: setting(optionalInteger("Year founded", 1900, 2100), {
      input: "integer",
      label: "Year founded",
      help: "Pages count the years in business from it. Empty: no page states it.",
      empty: null,
      demo: D.foundingYear,
      need: "recommended",
    }),
    insured: setting(checkbox, {
      input: "checkbox",
      label: "The company carries liability and workers' compensation insurance",
      help: "Pages say “Insured” only when ticked.",
      empty: false,
      demo: D.figures.insured,
      sameAsDemoIsFine: true,
    }),
  }),
  look: group("Logo and colour", {
    logoPhotoId: setting(z.string().max(64), { input: "text", label: "Logo", help: "A photo of the album shown instead of the drawn roof in the header.", empty: "", internal: true }),
    brandColor: setting(
      optionalColor.superRefine((v, ctx) => {
        if (v !== "" && contrastWithWhite(v) < MIN_CONTRAST) {
          ctx.addIssue({ code: "custom", message: `White text on ${v} has a contrast of ${contrastWithWhite(v).toFixed(1)}:1; pages need ${MIN_CONTRAST}:1. Choose a darker shade.` });
        }
      }),
      {
      input: "color",
      label: "Brand colour",
        help: "The colour of the dark bands, headings and buttons; dark enough for white text on it. Empty: the site's navy.",
        empty: "",
      },
    ),
  }),
  contact: group("Phones and e-mail", {
    mainPhone: setting(phone, {
      input: "phone",
      label: "Main phone",
      help: "In the header, the footer and every call button.",
      empty: "",
      demo: D.mainPhone,
      env: "BUSINESS_PHONE",
      need: "required",
    }),
    emergencyPhone: setting(optionalPhone, {
      input: "phone",
      label: "24/7 emergency line",
      help: "Empty: pages offer no around-the-clock line.",
      empty: "",
      demo: D.emergencyPhone,
      env: "BUSINESS_EMERGENCY_PHONE",
      need: "recommended",
    }),
    officeEmail: setting(email, {
      input: "email",
      label: "General e-mail",
      help: "For customers' questions; requests reach it and the site's e-mails are sent from it.",
      empty: "",
      demo: D.officeEmail,
      env: "BUSINESS_EMAIL",
      need: "required",
    }),
    claimsEmail: setting(optionalEmail, {
      input: "email",
      label: "Insurance claims e-mail",
      help: "Empty: the general e-mail.",
      empty: "",
      demo: D.claimsEmail,
      env: "BUSINESS_CLAIMS_EMAIL",
    }),
    careersEmail: setting(optionalEmail, {
      input: "email",
      label: "Careers e-mail",
      help: "Empty: the general e-mail.",
      empty: "",
      demo: D.careersEmail,
      env: "BUSINESS_CAREERS_EMAIL",
    }),
  }),
  offices: group(
    "Offices and service points",
    {
      list: list(officeFields, {
        label: "Offices",
        noun: "office",
        min: 1,
        max: 12,
        empty: [],
        demo: D.offices,
        need: "required",
        title: (o, i) => o.name || (o.city ? `${o.city} ${i === 0 ? "headquarters" : "office"}` : i === 0 ? "Headquarters" : `Office ${i + 1}`),
        refine: (offices) => {
          const towns = offices.map((o) => o.city.toLowerCase());
          const twice = towns.find((t, i) => t && towns.indexOf(t) !== i);
          return twice ? `Two offices are in ${offices.find((o) => o.city.toLowerCase() === twice)!.city}: each office needs a town of its own (its page is that town's).` : null;
        },
      }),
    },
    "The first is the headquarters. An office without a line or e-mail of its own uses the company's.",
  ),
  figures: group("Figures the site states", {
    reviewRating: setting(optionalDecimal("Customer rating", 1, 5), {
      input: "decimal",
      label: "Customer rating (out of 5)",
      help: "As your public review profile shows it. Empty: no page states a rating.",
      empty: null,
      demo: D.figures.reviewRating,
      env: "BUSINESS_RATING_VALUE",
    }),
    reviewCount: setting(optionalInteger("Number of reviews", 1, 100_000), {
      input: "integer",
      label: "Number of reviews",
      empty: null,
      demo: D.figures.reviewCount,
      env: "BUSINESS_RATING_COUNT",
    }),
    reviewsReadOn: setting(optionalDay("The day you read them"), {
      input: "date",
      label: "Day you read them on your public profile",
      help: "Needed with a rating: the dashboard reminds you to read the figures again when this day is more than 90 days old.",
      empty: "",
      demo: D.figures.reviewsReadOn,
    }),
    ratingInSearchResults: setting(checkbox, {
      input: "checkbox",
      label: "Tell search engines the rating",
      help: "Only when the rating and count match a public review profile (such as the Google Business Profile) a visitor can check.",
      empty: false,
      env: "BUSINESS_RATING_VALUE and BUSINESS_RATING_COUNT",
      readEnv: (source) => (source.BUSINESS_RATING_VALUE?.trim() && source.BUSINESS_RATING_COUNT?.trim() ? "on" : undefined),
      sameAsDemoIsFine: true,
    }),
    roofsCompleted: setting(optionalInteger("Roofs completed", 1, 10_000_000), {
      input: "integer",
      label: "Roofs completed, as a round figure",
      help: "With 1500, pages say “1,500+ roofs”. Empty: no page counts roofs.",
      empty: null,
      demo: D.figures.roofsCompleted,
    }),
    emergencyResponseHours: setting(optionalDecimal("Average emergency response", 0.5, 72), {
      input: "decimal",
      label: "Average emergency response (hours)",
      help: "How long an emergency call waits for a crew on average, measured by you. Empty: no page promises a time.",
      empty: null,
      demo: D.figures.emergencyResponseHours,
    }),
    workmanshipWarrantyYears: setting(optionalInteger("Workmanship warranty", 1, 50), {
      input: "integer",
      label: "Workmanship warranty (years)",
      help: "Empty: pages speak of a written workmanship warranty without its term.",
      empty: null,
      demo: D.figures.workmanshipWarrantyYears,
      need: "recommended",
    }),
    extendedWarrantyYears: setting(optionalInteger("Extended warranty", 1, 50), {
      input: "integer",
      label: "Extended warranty (years)",
      help: "The upgrade offered on top of the standard term. Empty: none is offered.",
      empty: null,
      demo: D.figures.extendedWarrantyYears,
    }),
    award: setting(optionalText("Award or certification", 2, 60), {
      input: "text",
      label: "Award or certification",
      help: "Shown as a badge on the services page, such as “GAF Master Elite Contractor”. Empty: no badge.",
      empty: "",
      demo: D.figures.award,
    }),
    townCountFloor: setting(z.number({ error: "Towns served must be a whole number, or empty." }).int("Towns served must be a whole number, or empty.").min(1, "Towns served must be at least 1.").nullable(), {
      input: "integer",
      label: "Towns served, as a round figure",
      help: "Optional: with 70, pages say “70+ towns”. Empty: they state the exact number of towns you serve.",
      empty: null,
      sameAsDemoIsFine: true,
    }),
  }),
  financing: group(
    "Financing",
    {
      lenderName: setting(optionalText("Lender", 2, 80), { input: "text", label: "Lender", empty: "", demo: D.financing.lenderName }),
      dealerNumber: setting(optionalText("Dealer number", 2, 30), { input: "text", label: "Dealer number", help: "Customers type it into the lender's application.", empty: "", demo: D.financing.dealerNumber }),
      applyUrl: setting(optionalUrl, { input: "url", label: "Application page", empty: "", demo: D.financing.applyUrl, env: "FINANCING_APPLY_URL" }),
      aprFrom: setting(optionalDecimal("Lowest rate", 0, 40), { input: "decimal", label: "Lowest rate offered (APR %)", empty: null, demo: D.financing.aprFrom }),
      termYears: setting(optionalInteger("Longest term", 1, 40), { input: "integer", label: "Longest term (years)", empty: null, demo: D.financing.termYears }),
      financedPercent: setting(optionalInteger("Share financed", 1, 100), { input: "integer", label: "Up to this share of the price financed (%)", empty: null, demo: D.financing.financedPercent }),
    },
    "Empty: the financing page offers no figures and no application link, only a conversation about paying over time.",
  ),
  profiles: group(
    "Social and review profiles",
    {
      facebook: profile("Facebook", D.profiles.facebook),
      instagram: profile("Instagram", D.profiles.instagram),
      youtube: profile("YouTube", D.profiles.youtube),
      linkedin: profile("LinkedIn", D.profiles.linkedin),
      x: profile("X", D.profiles.x),
      tiktok: profile("TikTok", D.profiles.tiktok),
      pinterest: profile("Pinterest", D.profiles.pinterest),
      nextdoor: profile("Nextdoor", D.profiles.nextdoor),
      google: profile("Google Business Profile", D.profiles.google),
      yelp: profile("Yelp", D.profiles.yelp),
      bbb: profile("Better Business Bureau", D.profiles.bbb),
      angi: profile("Angi", D.profiles.angi),
      houzz: profile("Houzz", D.profiles.houzz),
      homeadvisor: profile("HomeAdvisor", D.profiles.homeadvisor),
      thumbtack: profile("Thumbtack", D.profiles.thumbtack),
      porch: profile("Porch", D.profiles.porch),
    },
    "An empty address leaves that profile out of the footer and of search engines' company record.",
  ),
  people: group("Team, customers' words and stories", {
    team: list(
      {
        name: setting(text("Name", 2, 80), { input: "text", label: "Name", empty: "" }),
        title: setting(text("Role", 2, 80), { input: "text", label: "Role", empty: "" }),
        description: setting(longText("About them", 400), { input: "longText", label: "About them", empty: "" }),
      },
      { label: "Team on the About page", noun: "team member", max: 24, empty: [], demo: D.team, title: (m) => m.name || "New team member" },
    ),
    testimonials: list(
      {
        quote: setting(text("Their words", 10, 600), { input: "longText", label: "Their words", empty: "" }),
        name: setting(text("Name as shown", 2, 60), { input: "text", label: "Name as shown", help: "As they agreed: full name, first name and initial, or initials.", empty: "" }),
        town: setting(optionalText("Town", 2, 60), { input: "text", label: "Town", empty: "" }),
        consent: setting(text("Consent", 5, 200), {
          input: "text",
          label: "Consent",
          help: "How and when the customer agreed to be quoted, such as “Said yes by e-mail, 3 May 2026”.",
          empty: "",
        }),
      },
      {
        label: "Testimonials",
        help: "Customers' own words, only with their consent. Shown on the office pages as text, never as star ratings for search engines.",
        noun: "testimonial",
        max: 30,
        empty: [],
        demo: D.testimonials,
        title: (t) => (t.name ? `${t.name}${t.town ? `, ${t.town}` : ""}` : "New testimonial"),
      },
    ),
    stories: list(
      {
        kind: setting(text("Kind of job", 2, 60), { input: "text", label: "Kind of job", help: "Such as “Insurance claim” or “Emergency response”.", empty: "" }),
        title: setting(text("Title", 5, 120), { input: "text", label: "Title", empty: "" }),
        text: setting(text("What happened", 20, 1200), { input: "longText", label: "What happened", empty: "" }),
        figures: setting(longText("Figures", 400), { input: "longText", label: "Figures", help: "One per line, label then value: “Owner paid: $1,000 deductible”.", empty: "" }),
      },
      { label: "Success stories in the gallery", noun: "story", max: 12, empty: [], demo: D.stories, title: (s) => s.title || "New story" },
    ),
    openings: list(
      {
        title: setting(text("Position", 2, 80), { input: "text", label: "Position", empty: "" }),
        type: setting(text("Type", 2, 80), { input: "text", label: "Type", help: "Such as “Full-time, hourly”.", empty: "" }),
        location: setting(text("Where", 2, 80), { input: "text", label: "Where", empty: "" }),
        experience: setting(optionalText("Experience", 2, 120), { input: "text", label: "Experience", empty: "" }),
        description: setting(text("The job", 20, 1200), { input: "longText", label: "The job", empty: "" }),
        requirements: setting(longText("Requirements", 1200), { input: "longText", label: "Requirements", help: "One per line.", empty: "" }),
      },
      { label: "Job openings on the Careers page", noun: "opening", max: 20, empty: [], demo: D.openings, title: (o) => o.title || "New opening" },
    ),
  }),
  services: group("Outside services", {
    estimateWidgetUrl: setting(optionalUrl, {
      input: "url",
      label: "Instant-estimate widget",
      help: "The quoting service's page for your account, with its public key. Empty: the estimate box offers the site's own request form.",
      empty: "",
      env: "ESTIMATE_WIDGET_URL",
      readEnv: (source) => widgetAddress(source.ESTIMATE_WIDGET_URL, source.ESTIMATE_WIDGET_KEY),
      sameAsDemoIsFine: true,
    }),
    schedulingUrl: setting(optionalUrl, {
      input: "url",
      label: "Inspection booking page",
      help: "Empty: “Book Free Inspection” leads to the site's own request form.",
      empty: "",
      env: "SCHEDULING_URL",
      sameAsDemoIsFine: true,
    }),
    chatScriptUrl: setting(optionalUrl.refine((v) => v === "" || isWebAddress(v, ["https:"]), URL_MESSAGE), {
      input: "url",
      label: "Chat widget script",
      help: "Loaded on every page once it is idle. Empty: no chat.",
      empty: "",
      env: "CHAT_SCRIPT_URL",
      sameAsDemoIsFine: true,
    }),
  }),
  // Review requests (docs/decisions/023-reviews.md): the same e-mail for every finished job; demo lists no place, so it sends nothing.
  reviews: group(
    "Review requests",
    {
      trigger: setting<ReviewTrigger>(choice("What starts the count", REVIEW_TRIGGERS), {
        input: "choice",
        label: "Count the days from",
        help: "Completion: the day the job is marked complete. Certificate: the day its workmanship certificate is issued.",
        options: [
          { value: "completed", label: "Completion" },
          { value: "certificate", label: "Certificate" },
        ],
        empty: "completed",
        sameAsDemoIsFine: true,
      }),
      daysAfter: setting(integer("Days after", 1, 60), {
        input: "integer",
        label: "Days after that the e-mail goes out",
        help: "From 1 to 60. Every homeowner gets the same e-mail, once.",
        empty: 3,
        sameAsDemoIsFine: true,
      }),
      reminderDays: setting(optionalInteger("Reminder", 1, 60), {
        input: "integer",
        label: "Reminder, days after the first e-mail",
        help: "One reminder at most, unless they clicked a review link or unsubscribed. Empty: no reminder.",
        empty: 7,
        sameAsDemoIsFine: true,
      }),
      googlePlaceId: setting(optionalText("Google place ID", 10, 200).refine((v) => /^[\w-]*$/.test(v), "A Google place ID holds only letters, digits, - and _ (like ChIJN1t_tDeuEmsRUsoyG83frY4)."), {
        input: "text",
        label: "Google Business Profile place ID",
        help: "Find it with Google's Place ID Finder; the e-mail links to your profile's “write a review” box.",
        empty: "",
      }),
      facebookUrl: setting(optionalUrl, { input: "url", label: "Facebook reviews page", empty: "" }),
      bbbUrl: setting(optionalUrl, { input: "url", label: "Better Business Bureau review page", empty: "" }),
      others: list(
        {
          label: setting(text("Name of the site", 2, 40), { input: "text", label: "Name of the site", help: "As the e-mail names it, like “Angi”.", empty: "" }),
          url: setting(optionalUrl.refine((v) => v !== "" && isWebAddress(v, ["https:"]), URL_MESSAGE), { input: "url", label: "Its review page", empty: "" }),
        },
        { label: "Other review sites", noun: "review site", max: 3, empty: [], title: (p) => p.label || "New review site" },
      ),
    },
    "Every homeowner whose job is finished gets the same e-mail, asking for a review on the places listed here, with a way to write to you privately beside them. Nobody is asked for a score first, and nobody is left out for being unhappy: Google's review policy forbids asking for reviews selectively, and the FTC's rule on consumer reviews (16 CFR Part 465) forbids suppressing negative ones. No e-mail goes out while no place is listed, after a click on a review link or an unsubscribe, or while a warranty claim on the job is open.",
  ),
  // Visits and requests (docs/decisions/022-visits-and-attribution.md): raw events go after 30 days, daily totals after this.
  analytics: group("Visits and requests", {
    keepTotalsMonths: setting(z.number({ error: MONTHS_MESSAGE }).int(MONTHS_MESSAGE).min(2, MONTHS_MESSAGE).max(120, MONTHS_MESSAGE), {
      input: "integer",
      label: "Keep daily visit totals (months)",
      help: "Visits, sources and requests per day, for the dashboard's comparisons; the privacy policy states it. Single visits are deleted after 30 days.",
      empty: 25,
      sameAsDemoIsFine: true,
    }),
  }),
});

export type BusinessSettings = SettingValue<typeof BUSINESS_SETTINGS>;
export type OfficeSettings = BusinessSettings["offices"]["list"][number];

/** The widget's page with its publishable key as the `key` query parameter. */
function widgetAddress(address: string | undefined, key: string | undefined): string | undefined {
  const trimmed = address?.trim();
  if (!trimmed || !key?.trim() || !isWebAddress(trimmed)) return trimmed || undefined;
  const url = new URL(trimmed);
  url.searchParams.set("key", key.trim());
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// Walking the tree
// ---------------------------------------------------------------------------------------------

export interface SettingLeaf {
  /** "contact.mainPhone": the stored row's key and the form field's name. */
  key: string;
  setting: Setting<unknown>;
  /** The titles of the groups above it, outermost first (without the root's). */
  groups: string[];
}

function walk(node: SettingNode, path: string[], groups: string[], out: SettingLeaf[]): SettingLeaf[] {
  if (node.kind === "setting") {
    out.push({ key: path.join("."), setting: node as Setting<unknown>, groups });
    return out;
  }
  for (const [name, child] of Object.entries(node.children)) walk(child, [...path, name], path.length ? [...groups, node.title] : groups, out);
  return out;
}

/** Every setting, in the screen's order. */
export const SETTING_LEAVES: readonly SettingLeaf[] = walk(BUSINESS_SETTINGS, [], [], []);

const LEAVES_BY_KEY = new Map(SETTING_LEAVES.map((leaf) => [leaf.key, leaf]));

export function settingLeaf(key: string): SettingLeaf | undefined {
  return LEAVES_BY_KEY.get(key);
}

/** "Figures the site states › Customer rating (out of 5)": what the history and messages call a setting. */
export function settingTitle(leaf: SettingLeaf): string {
  return [...leaf.groups.slice(1), leaf.setting.label].join(" › ");
}

export function getSetting(settings: BusinessSettings, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], settings);
}

function setPath(target: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

/** The start the stored values record ("unset" while none is). */
export function siteStartOf(values: ReadonlyMap<string, unknown>): SiteStart {
  const start = values.get("site.start");
  return SITE_STARTS.includes(start as SiteStart) ? (start as SiteStart) : "unset";
}

/**
 * Settings from one value per key. A key without a value has the demo's value while the site runs
 * (or has not left) the demo, and is empty once the company starts as itself.
 */
export function settingsFrom(values: ReadonlyMap<string, unknown>): BusinessSettings {
  const own = siteStartOf(values) === "own";
  const out: Record<string, unknown> = {};
  for (const leaf of SETTING_LEAVES) setPath(out, leaf.key, values.has(leaf.key) ? values.get(leaf.key) : own ? leaf.setting.empty : leaf.setting.demo);
  return out as BusinessSettings;
}

/** The demo company's settings: what a new install shows, and what tests render with. */
export const DEMO_SETTINGS: BusinessSettings = settingsFrom(new Map());

/** A company that has given nothing yet but its start. */
export const EMPTY_SETTINGS: BusinessSettings = settingsFrom(new Map([["site.start", "own"]]));

/** The settings with some of them changed. */
export function withChanges(settings: BusinessSettings, changes: ReadonlyMap<string, unknown>): BusinessSettings {
  return settingsFrom(new Map(SETTING_LEAVES.map((leaf) => [leaf.key, changes.has(leaf.key) ? changes.get(leaf.key) : getSetting(settings, leaf.key)])));
}

/** The settings in force: the stored values, the environment's pins over them, the start's values for the rest. */
export function settingsWith(stored: ReadonlyMap<string, unknown>, pins: ReadonlyMap<string, Pin>): BusinessSettings {
  const values = new Map(stored);
  for (const [key, pin] of pins) values.set(key, pin.value);
  return settingsFrom(values);
}

// ---------------------------------------------------------------------------------------------
// Reading values: stored rows, environment variables
// ---------------------------------------------------------------------------------------------

export type SettingCheck = { ok: true; value: unknown } | { ok: false; message: string };

export function checkSetting(leaf: SettingLeaf, value: unknown): SettingCheck {
  const parsed = leaf.setting.schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "This value cannot be used." };
}

/** Text as a setting's value before its rule is applied: numbers read as numbers, a ticked box as true. */
export function fromText(input: SettingInput, text: string): unknown {
  switch (input) {
    case "integer":
    case "decimal": {
      const t = text.trim();
      return t === "" ? null : Number(t);
    }
    case "checkbox":
      return ["on", "1", "true", "yes"].includes(text.trim().toLowerCase());
    default:
      return text;
  }
}

export interface Pin {
  value: unknown;
  /** The variable that sets it, as the screen names it. */
  variable: string;
}

/**
 * The settings the environment pins (a variable is set): their values, checked by the same rules
 * as the form's. A variable that breaks its rule stops the server with the rule's message.
 */
export function environmentPins(source: EnvSource): Map<string, Pin> {
  const pins = new Map<string, Pin>();
  const problems: string[] = [];
  for (const leaf of SETTING_LEAVES) {
    const { env, readEnv, input } = leaf.setting;
    if (!env) continue;
    const raw = readEnv ? readEnv(source) : source[env];
    if (raw === undefined || raw.trim() === "") continue;
    const checked = checkSetting(leaf, fromText(input, raw));
    if (checked.ok) pins.set(leaf.key, { value: checked.value, variable: env });
    else problems.push(`${env}: ${checked.message}`);
  }
  if (problems.length) throw new Error(problems.join("\n"));
  return pins;
}

/** Rules between settings, once each is valid on its own. */
export function crossChecks(settings: BusinessSettings, facts: { townCount: number }): Record<string, string> {
  const errors: Record<string, string> = {};
  const { workmanshipWarrantyYears, extendedWarrantyYears, townCountFloor, reviewRating, reviewCount, reviewsReadOn } = settings.figures;
  if (extendedWarrantyYears !== null && workmanshipWarrantyYears === null) {
    errors["figures.workmanshipWarrantyYears"] = "Give the workmanship warranty's term too: the extended warranty extends it.";
  } else if (extendedWarrantyYears !== null && workmanshipWarrantyYears !== null && extendedWarrantyYears <= workmanshipWarrantyYears) {
    errors["figures.extendedWarrantyYears"] = "The extended warranty must be longer than the workmanship warranty.";
  }
  if ((reviewRating === null) !== (reviewCount === null)) {
    errors[reviewRating === null ? "figures.reviewRating" : "figures.reviewCount"] = "Give both the rating and the number of reviews, or neither.";
  } else if (reviewRating !== null && reviewsReadOn === "") {
    errors["figures.reviewsReadOn"] = "Give the day you read the rating on your public profile: a rating is shown only with it.";
  }
  if (townCountFloor !== null && townCountFloor > facts.townCount) {
    errors["figures.townCountFloor"] = `Towns served can be at most ${facts.townCount}, the number of towns you serve.`;
  }
  return errors;
}

/** Two values of a setting are the same (values are JSON: numbers, text, booleans, null, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function weekText(week: WeekHours): string {
  return WEEKDAYS.map((d) => `${WEEKDAY_NAMES[d].slice(0, 3)} ${week[d] ? `${week[d].opens}-${week[d].closes}` : "closed"}`).join(", ");
}

/** A value as the history shows it. */
export function describeValue(leaf: SettingLeaf, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const { input, list: shape } = leaf.setting;
  if (input === "checkbox") return value ? "Yes" : "No";
  if (input === "week") return weekText(value as WeekHours);
  if (shape && Array.isArray(value)) {
    if (value.length === 0) return "(none)";
    const titles = value.map((item, i) => shape.title(item as Record<string, unknown>, i));
    return `${value.length} ${value.length === 1 ? shape.noun : `${shape.noun}s`}: ${titles.join("; ")}`;
  }
  return String(value);
}

/** One line of the history: what changed, from what to what. */
export interface ChangeLine {
  setting: string;
  from: string;
  to: string;
}

/**
 * A change as the history lists it: one line, or for a list one line per field of an item that
 * changed ("Offices › Greenville Office › Own phone line"), and a line per item added or removed.
 */
export function describeChange(leaf: SettingLeaf, from: unknown, to: unknown): ChangeLine[] {
  const title = settingTitle(leaf);
  const shape = leaf.setting.list;
  if (!shape || !Array.isArray(from) || !Array.isArray(to)) return [{ setting: title, from: describeValue(leaf, from), to: describeValue(leaf, to) }];
  const lines: ChangeLine[] = [];
  for (let i = 0; i < Math.max(from.length, to.length); i++) {
    const before = from[i] as Record<string, unknown> | undefined;
    const after = to[i] as Record<string, unknown> | undefined;
    if (!before || !after) {
      const item = (before ?? after)!;
      lines.push({ setting: `${title} › ${shape.title(item, i)}`, from: before ? "listed" : "(none)", to: after ? "added" : "removed" });
      continue;
    }
    for (const [name, field] of Object.entries(shape.fields)) {
      if (sameValue(before[name], after[name])) continue;
      const fieldLeaf: SettingLeaf = { key: `${leaf.key}.${i}.${name}`, setting: field, groups: [] };
      lines.push({ setting: `${title} › ${shape.title(after, i)} › ${field.label}`, from: describeValue(fieldLeaf, before[name]), to: describeValue(fieldLeaf, after[name]) });
    }
  }
  return lines;
}
