/**
 * The company's facts as the owner edits them (docs/decisions/014-business-settings.md): one tree of
 * settings, each with its rule (zod, with a message in the spec's style), its label and help for the
 * screen, its default and the environment variable that may pin it. Everything else follows from
 * this tree: the type of the values, the form, the stored rows (one per setting), the history, the
 * pins. Adding a setting is adding one `setting(…)` below.
 *
 * Pure and safe for the browser: the screen renders its form from the same tree.
 */
import { z } from "zod";
import { parseUsPhone } from "./phone";
import { TIME_PATTERN, WEEKDAYS, WEEKDAY_NAMES, minutesOfDay, weekdays, type WeekHours } from "./office-hours";

/** How a setting is typed on the screen; also how text (a form field, a variable) becomes its value. */
export type SettingInput = "text" | "email" | "phone" | "url" | "integer" | "decimal" | "checkbox" | "week";

export interface Setting<T> {
  kind: "setting";
  schema: z.ZodType<T>;
  input: SettingInput;
  label: string;
  help?: string;
  default: T;
  /** The environment variable that pins this setting (shown read-only on the screen while set, naming it). */
  env?: string;
  /** How the variable's text reads as this setting, when not as typed (a widget key to fold in). */
  readEnv?: (source: EnvSource) => string | undefined;
}

export interface SettingGroup<C extends Record<string, SettingNode>> {
  kind: "group";
  title: string;
  description?: string;
  children: C;
}

export type SettingNode = Setting<never> | Setting<unknown> | SettingGroup<Record<string, SettingNode>>;

export type SettingValue<N> = N extends Setting<infer T> ? T : N extends SettingGroup<infer C> ? { [K in keyof C]: SettingValue<C[K]> } : never;

export type EnvSource = Readonly<Record<string, string | undefined>>;

function setting<T>(schema: z.ZodType<T>, meta: Omit<Setting<T>, "kind" | "schema">): Setting<T> {
  return { kind: "setting", schema, ...meta };
}

function group<C extends Record<string, SettingNode>>(title: string, children: C, description?: string): SettingGroup<C> {
  return { kind: "group", title, description, children };
}

// ---------------------------------------------------------------------------------------------
// Rules, with the messages the screen shows (spec §5's style: "Name must be at least 2 characters.")
// ---------------------------------------------------------------------------------------------

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be at least ${min} characters.` })
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(min, `${label} must be at least ${min} characters.`).max(max, `${label} must be at most ${max} characters.`));

const PHONE_MESSAGE = "Enter a US phone number with its area code, like (252) 555-0142.";
const EMAIL_MESSAGE = "Enter an e-mail address like name@example.com.";
const URL_MESSAGE = "Enter a full web address starting with https://.";

const phone = z
  .string({ error: PHONE_MESSAGE })
  .refine((v) => parseUsPhone(v) !== null, PHONE_MESSAGE)
  .transform((v) => parseUsPhone(v)!.display);

/** A phone of its own, or "" for an office that answers on the main line. */
const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .refine((v) => v === "" || parseUsPhone(v) !== null, PHONE_MESSAGE)
  .transform((v) => (v ? parseUsPhone(v)!.display : ""));

const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, "This e-mail address is too long.")
  .refine((v) => z.email().safeParse(v).success, EMAIL_MESSAGE)
  .transform((v) => v.toLowerCase());

const webAddress = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** A web address, or "" where none is set (the link or service is left out). */
const optionalUrl = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(2000, "This web address is too long.")
  .refine((v) => v === "" || webAddress(v), URL_MESSAGE);

const url = optionalUrl.refine((v) => v !== "", URL_MESSAGE);

const integer = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a whole number from ${min} to ${max}.` }).int(`${label} must be a whole number from ${min} to ${max}.`).min(min, `${label} must be a whole number from ${min} to ${max}.`).max(max, `${label} must be a whole number from ${min} to ${max}.`);

const decimal = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a number from ${min} to ${max}.` }).min(min, `${label} must be a number from ${min} to ${max}.`).max(max, `${label} must be a number from ${min} to ${max}.`);

const zip = z
  .string({ error: "Enter a 5-digit ZIP code, like 27804." })
  .trim()
  .regex(/^\d{5}$/, "Enter a 5-digit ZIP code, like 27804.");

const dayHours = z
  .object({
    opens: z.string().regex(TIME_PATTERN, "Enter both times, or tick Closed."),
    closes: z.string().regex(TIME_PATTERN, "Enter both times, or tick Closed."),
  })
  .refine((h) => minutesOfDay(h.closes) > minutesOfDay(h.opens), "The closing time must be after the opening time.")
  .nullable();

const week: z.ZodType<WeekHours> = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>)
  .refine((w) => WEEKDAYS.some((d) => w[d] !== null), "An office must be open on at least one day.");

const checkbox = z.boolean();

// ---------------------------------------------------------------------------------------------
// The settings
// ---------------------------------------------------------------------------------------------

interface OfficeDefaults {
  title: string;
  name: string;
  street: string;
  city: string;
  zip: string;
  county: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  hours: WeekHours;
}

/** The settings of one office or service point; its id names its phone variable (BUSINESS_<ID>_PHONE). */
function office(id: string, d: OfficeDefaults) {
  return group(d.title, {
    name: setting(text("Name", 2, 80), { input: "text", label: "Name", default: d.name }),
    street: setting(text("Street", 2, 120), { input: "text", label: "Street", default: d.street }),
    city: setting(text("Town", 2, 60), { input: "text", label: "Town", default: d.city }),
    zip: setting(zip, { input: "text", label: "ZIP code", default: d.zip }),
    county: setting(text("County", 2, 60), { input: "text", label: "County", default: d.county }),
    phone: setting(optionalPhone, {
      input: "phone",
      label: "Own phone line",
      help: "Leave empty when this office answers on the main number.",
      default: d.phone,
      env: `BUSINESS_${id.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}_PHONE`,
    }),
    email: setting(email, { input: "email", label: "E-mail", help: "Where the requests this office answers are sent.", default: d.email }),
    mapQuery: setting(text("Map search", 2, 200), {
      input: "text",
      label: "Map search",
      help: "What its map looks up: the address, or the company's name as the map lists it.",
      default: `${d.street}, ${d.city}, NC ${d.zip}`,
    }),
    latitude: setting(decimal("Latitude", 33, 37), { input: "decimal", label: "Latitude", help: "Decides which office is nearest to a town.", default: d.latitude }),
    longitude: setting(decimal("Longitude", -85, -75), { input: "decimal", label: "Longitude", default: d.longitude }),
    hours: setting(week, { input: "week", label: "Opening hours", help: "Every page, e-mail and search listing states these hours.", default: d.hours }),
  });
}

const weekdayHours = weekdays("08:00", "17:00");

/** The social and review profiles the footer and structured data link to; an empty one is left out. */
const profile = (label: string, address: string) => setting(optionalUrl, { input: "url", label, default: address });

export const BUSINESS_SETTINGS = group("Business settings", {
  company: group("Company", {
    name: setting(text("Company name", 2, 80), { input: "text", label: "Company name", default: "Pamlico Ridge Roofing", env: "BUSINESS_NAME" }),
    legalName: setting(text("Legal name", 2, 120), {
      input: "text",
      label: "Legal name",
      help: "In the copyright line and search engines' company record.",
      default: "Pamlico Ridge Roofing, LLC",
    }),
    tagline: setting(text("Tagline", 2, 90), { input: "text", label: "Tagline", help: "Ends the title of pages without one of their own.", default: "#1 Roofing Contractor in Eastern North Carolina" }),
    serviceArea: setting(text("Region served", 2, 80), { input: "text", label: "Region served", default: "Eastern North Carolina" }),
    foundingYear: setting(integer("Year founded", 1900, 2100), { input: "integer", label: "Year founded", help: "Pages count the years in business from it.", default: 2010 }),
  }),
  contact: group("Phones and e-mail", {
    mainPhone: setting(phone, { input: "phone", label: "Main phone", help: "In the header, the footer and every call button.", default: "(252) 555-0100", env: "BUSINESS_PHONE" }),
    emergencyPhone: setting(phone, { input: "phone", label: "24/7 emergency line", default: "(252) 555-0111", env: "BUSINESS_EMERGENCY_PHONE" }),
    officeEmail: setting(email, {
      input: "email",
      label: "General e-mail",
      help: "For customers' questions; the site's e-mails are sent from it.",
      default: "info@pamlicoridge.example",
      env: "BUSINESS_EMAIL",
    }),
    claimsEmail: setting(email, { input: "email", label: "Insurance claims e-mail", default: "claims@pamlicoridge.example", env: "BUSINESS_CLAIMS_EMAIL" }),
    careersEmail: setting(email, { input: "email", label: "Careers e-mail", default: "careers@pamlicoridge.example", env: "BUSINESS_CAREERS_EMAIL" }),
  }),
  offices: group("Offices and service points", {
    "rocky-mount": office("rocky-mount", {
      title: "Headquarters",
      name: "Rocky Mount Headquarters",
      street: "1150 Sunset Avenue",
      city: "Rocky Mount",
      zip: "27804",
      county: "Nash County",
      phone: "",
      email: "info@pamlicoridge.example",
      latitude: 35.9382,
      longitude: -77.7905,
      hours: weekdayHours,
    }),
    greenville: office("greenville", {
      title: "Greenville office",
      name: "Greenville Office",
      street: "2310 Charles Boulevard",
      city: "Greenville",
      zip: "27858",
      county: "Pitt County",
      phone: "(252) 555-0120",
      email: "greenville@pamlicoridge.example",
      latitude: 35.5847,
      longitude: -77.3753,
      hours: weekdayHours,
    }),
    tarboro: office("tarboro", {
      title: "Tarboro service area",
      name: "Tarboro Service Area",
      street: "Main Street",
      city: "Tarboro",
      zip: "27886",
      county: "Edgecombe County",
      phone: "",
      email: "info@pamlicoridge.example",
      latitude: 35.8968,
      longitude: -77.5358,
      hours: weekdayHours,
    }),
  }, "An office without a line of its own answers on the main number."),
  figures: group("Figures the site states", {
    reviewRating: setting(decimal("Customer rating", 1, 5), { input: "decimal", label: "Customer rating (out of 5)", default: 4.9, env: "BUSINESS_RATING_VALUE" }),
    reviewCount: setting(integer("Number of reviews", 0, 100_000), { input: "integer", label: "Number of reviews", default: 250, env: "BUSINESS_RATING_COUNT" }),
    ratingInSearchResults: setting(checkbox, {
      input: "checkbox",
      label: "Tell search engines the rating",
      help: "Only when the rating and count match a public review profile (such as the Google Business Profile) a visitor can check.",
      default: false,
      env: "BUSINESS_RATING_VALUE and BUSINESS_RATING_COUNT",
      readEnv: (source) => (source.BUSINESS_RATING_VALUE?.trim() && source.BUSINESS_RATING_COUNT?.trim() ? "on" : undefined),
    }),
    workmanshipWarrantyYears: setting(integer("Workmanship warranty", 1, 50), { input: "integer", label: "Workmanship warranty (years)", default: 5 }),
    extendedWarrantyYears: setting(integer("Extended warranty", 1, 50), { input: "integer", label: "Extended warranty (years)", help: "The upgrade offered on top of the standard term.", default: 10 }),
    serviceRadiusMiles: setting(integer("Service radius", 5, 500), {
      input: "integer",
      label: "Service radius (miles)",
      help: "How far from the nearest office crews travel; search engines are told this area.",
      default: 110,
    }),
    townCountFloor: setting(z.number({ error: "Towns served must be a whole number, or empty." }).int("Towns served must be a whole number, or empty.").min(1, "Towns served must be at least 1.").nullable(), {
      input: "integer",
      label: "Towns served, as a round figure",
      help: "Optional: with 70, pages say “70+ towns”. Empty: they state the exact number of towns in the service-area list.",
      default: null,
    }),
  }),
  financing: group("Financing", {
    lenderName: setting(text("Lender", 2, 80), { input: "text", label: "Lender", default: "our home-improvement lending partner" }),
    dealerNumber: setting(text("Dealer number", 2, 30), { input: "text", label: "Dealer number", help: "Customers type it into the lender's application.", default: "391677" }),
    applyUrl: setting(url, { input: "url", label: "Application page", default: "https://financing.pamlicoridge.example/apply", env: "FINANCING_APPLY_URL" }),
  }),
  profiles: group("Social and review profiles", {
    facebook: profile("Facebook", "https://www.facebook.com/pamlicoridgeroofing"),
    instagram: profile("Instagram", "https://www.instagram.com/pamlicoridgeroofing"),
    youtube: profile("YouTube", "https://www.youtube.com/@pamlicoridgeroofing"),
    linkedin: profile("LinkedIn", "https://www.linkedin.com/company/pamlicoridgeroofing"),
    x: profile("X", "https://x.com/pamlicoridge"),
    tiktok: profile("TikTok", "https://www.tiktok.com/@pamlicoridgeroofing"),
    pinterest: profile("Pinterest", "https://www.pinterest.com/pamlicoridgeroofing"),
    nextdoor: profile("Nextdoor", "https://nextdoor.com/pages/pamlico-ridge-roofing"),
    google: profile("Google Business Profile", "https://g.page/pamlicoridgeroofing"),
    yelp: profile("Yelp", "https://www.yelp.com/biz/pamlico-ridge-roofing-rocky-mount"),
    bbb: profile("Better Business Bureau", "https://www.bbb.org/us/nc/rocky-mount/profile/roofing-contractors/pamlico-ridge-roofing"),
    angi: profile("Angi", "https://www.angi.com/companylist/us/nc/rocky-mount/pamlico-ridge-roofing.htm"),
    houzz: profile("Houzz", "https://www.houzz.com/professionals/roofing-and-gutters/pamlico-ridge-roofing"),
    homeadvisor: profile("HomeAdvisor", "https://www.homeadvisor.com/rated.PamlicoRidgeRoofing.html"),
    thumbtack: profile("Thumbtack", "https://www.thumbtack.com/nc/rocky-mount/roofing/pamlico-ridge-roofing"),
    porch: profile("Porch", "https://porch.com/rocky-mount-nc/roofers/pamlico-ridge-roofing"),
  }, "An empty address leaves that profile out of the footer and of search engines' company record."),
  services: group("Outside services", {
    estimateWidgetUrl: setting(optionalUrl, {
      input: "url",
      label: "Instant-estimate widget",
      help: "The quoting service's page for your account, with its public key. Empty: the estimate box offers the site's own request form.",
      default: "",
      env: "ESTIMATE_WIDGET_URL",
      readEnv: (source) => widgetAddress(source.ESTIMATE_WIDGET_URL, source.ESTIMATE_WIDGET_KEY),
    }),
    schedulingUrl: setting(optionalUrl, {
      input: "url",
      label: "Inspection booking page",
      help: "Empty: “Book Free Inspection” leads to the site's own request form.",
      default: "",
      env: "SCHEDULING_URL",
    }),
    chatScriptUrl: setting(optionalUrl, { input: "url", label: "Chat widget script", help: "Loaded on every page once it is idle. Empty: no chat.", default: "", env: "CHAT_SCRIPT_URL" }),
  }),
});

export type BusinessSettings = SettingValue<typeof BUSINESS_SETTINGS>;

/** The widget's page with its publishable key as the `key` query parameter. */
function widgetAddress(address: string | undefined, key: string | undefined): string | undefined {
  const trimmed = address?.trim();
  if (!trimmed || !key?.trim() || !webAddress(trimmed)) return trimmed || undefined;
  const url = new URL(trimmed);
  url.searchParams.set("key", key.trim());
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// Walking the tree
// ---------------------------------------------------------------------------------------------

export interface SettingLeaf {
  /** "offices.greenville.phone": the stored row's key and the form field's name. */
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

/** "Greenville office › Own phone line": what the history and messages call a setting. */
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

/** Settings from one value per key; a key without a value gets its default. */
export function settingsFrom(values: ReadonlyMap<string, unknown>): BusinessSettings {
  const out: Record<string, unknown> = {};
  for (const leaf of SETTING_LEAVES) setPath(out, leaf.key, values.has(leaf.key) ? values.get(leaf.key) : leaf.setting.default);
  return out as BusinessSettings;
}

export const DEFAULT_SETTINGS: BusinessSettings = settingsFrom(new Map());

/** The settings with some of them changed. */
export function withChanges(settings: BusinessSettings, changes: ReadonlyMap<string, unknown>): BusinessSettings {
  return settingsFrom(new Map(SETTING_LEAVES.map((leaf) => [leaf.key, changes.has(leaf.key) ? changes.get(leaf.key) : getSetting(settings, leaf.key)])));
}

/** The settings in force: the stored values, the environment's pins over them, defaults for the rest. */
export function settingsWith(stored: ReadonlyMap<string, unknown>, pins: ReadonlyMap<string, Pin>): BusinessSettings {
  const values = new Map(stored);
  for (const [key, pin] of pins) values.set(key, pin.value);
  return settingsFrom(values);
}

// ---------------------------------------------------------------------------------------------
// Reading values: stored rows, environment variables, the form
// ---------------------------------------------------------------------------------------------

export type SettingCheck = { ok: true; value: unknown } | { ok: false; message: string };

export function checkSetting(leaf: SettingLeaf, value: unknown): SettingCheck {
  const parsed = leaf.setting.schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "This value cannot be used." };
}

/** Text as a setting's value before its rule is applied: numbers read as numbers, a ticked box as true. */
function fromText(input: SettingInput, text: string): unknown {
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

/** The form field names of one day of a week setting. */
export function weekFieldNames(key: string, day: (typeof WEEKDAYS)[number]) {
  return { closed: `${key}.${day}.closed`, opens: `${key}.${day}.opens`, closes: `${key}.${day}.closes` };
}

function weekFromForm(key: string, form: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const names = weekFieldNames(key, day);
      if (form[names.closed]) return [day, null];
      return [day, { opens: (form[names.opens] ?? "").trim(), closes: (form[names.closes] ?? "").trim() }];
    }),
  );
}

export type SettingsFormResult =
  | { ok: true; values: Map<string, unknown> }
  | { ok: false; errors: Record<string, string> };

/**
 * The submitted form read through every rule: the new value of each setting the form holds (a
 * pinned one is not on the form and keeps its value), or one message per field. A week's message
 * is on its day ("offices.greenville.hours.monday"), or on the week when no day is open.
 */
export function readSettingsForm(form: Readonly<Record<string, string>>, pinned: ReadonlySet<string>): SettingsFormResult {
  const values = new Map<string, unknown>();
  const errors: Record<string, string> = {};
  for (const leaf of SETTING_LEAVES) {
    if (pinned.has(leaf.key)) continue;
    const { input } = leaf.setting;
    // A setting the form does not hold keeps its value (a week: none of its day fields; a checkbox
    // always sends its hidden "off" after the box, so an unticked box still says so).
    let candidate: unknown;
    if (input === "week") {
      if (!Object.keys(form).some((name) => name.startsWith(`${leaf.key}.`))) continue;
      candidate = weekFromForm(leaf.key, form);
    } else if (leaf.key in form) candidate = fromText(input, form[leaf.key]);
    else continue;
    const parsed = leaf.setting.schema.safeParse(candidate);
    if (parsed.success) {
      values.set(leaf.key, parsed.data);
      continue;
    }
    for (const issue of parsed.error.issues) {
      const at = issue.path.length && input === "week" ? `${leaf.key}.${String(issue.path[0])}` : leaf.key;
      errors[at] ??= input === "week" && issue.path.length ? `${WEEKDAY_NAMES[issue.path[0] as keyof typeof WEEKDAY_NAMES]}: ${issue.message}` : issue.message;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/** Rules between settings, once each is valid on its own. */
export function crossChecks(settings: BusinessSettings, facts: { townCount: number }): Record<string, string> {
  const errors: Record<string, string> = {};
  const { workmanshipWarrantyYears, extendedWarrantyYears, townCountFloor } = settings.figures;
  if (extendedWarrantyYears <= workmanshipWarrantyYears) {
    errors["figures.extendedWarrantyYears"] = "The extended warranty must be longer than the workmanship warranty.";
  }
  if (townCountFloor !== null && townCountFloor > facts.townCount) {
    errors["figures.townCountFloor"] = `Towns served can be at most ${facts.townCount}, the number of towns in the service-area list.`;
  }
  return errors;
}

/** Two values of a setting are the same (values are JSON: numbers, text, booleans, null, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A value as the history shows it. */
export function describeValue(leaf: SettingLeaf, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (leaf.setting.input === "checkbox") return value ? "Yes" : "No";
  if (leaf.setting.input === "week") {
    const week = value as WeekHours;
    return WEEKDAYS.map((d) => `${WEEKDAY_NAMES[d].slice(0, 3)} ${week[d] ? `${week[d].opens}-${week[d].closes}` : "closed"}`).join(", ");
  }
  return String(value);
}
