/**
 * The pieces a tree of settings is made of (docs/decisions/014-business-settings.md): a setting with
 * its rule (zod, with a message in the spec's style), its label and help for the screen, the value a
 * company has before it gives one (`empty`) and the invented demo company's (`demo`,
 * docs/decisions/021-launch-as-your-company.md); groups of settings; and lists of items (offices,
 * team members, job openings), each item a set of fields. The rules every tree uses are here too.
 *
 * Pure and safe for the browser: the screen renders its form from the same tree.
 */
import { z } from "zod";
import { isCalendarDay } from "./input-rules";
import { parseUsPhone } from "./phone";
import { TIME_PATTERN, WEEKDAYS, minutesOfDay, type WeekHours } from "./office-hours";

/** How a setting is typed on the screen; also how text (a form field, a variable) becomes its value. */
export type SettingInput = "text" | "longText" | "email" | "phone" | "url" | "integer" | "decimal" | "checkbox" | "week" | "color" | "list" | "date" | "choice";

/** One answer of a `choice` setting: the stored value and what the screen calls it. */
export interface SettingOption {
  value: string;
  label: string;
}

export interface Setting<T> {
  kind: "setting";
  schema: z.ZodType<T>;
  input: SettingInput;
  label: string;
  help?: string;
  /** The value of a company that has not given this fact: a page words around it. */
  empty: T;
  /** The invented demo company's value, shown while the site runs the demo. */
  demo: T;
  /** The environment variable that pins this setting (shown read-only on the screen while set, naming it). */
  env?: string;
  /** How the variable's text reads as this setting, when not as typed (a widget key to fold in). */
  readEnv?: (source: EnvSource) => string | undefined;
  /** Set by the site's own screens (the start, the launch), not by the settings form. */
  internal?: true;
  /**
   * What the launch checklist asks of it: `required` facts must be the owner's before launch;
   * `recommended` ones are listed while empty (a page leaves a part out without them). A fact whose
   * value may well equal the demo's (a region, a week of hours, a yes/no) sets `sameAsDemoIsFine`.
   */
  need?: "required" | "recommended";
  sameAsDemoIsFine?: true;
  /** A list's items: their fields, what one is called, and how the screen titles one. */
  list?: ListShape;
  /** A `choice` setting's answers, in the screen's order. */
  options?: readonly SettingOption[];
}

export interface ListShape {
  fields: Record<string, Setting<unknown>>;
  /** "office", "team member": for "Add an office", "Remove this office". */
  noun: string;
  min: number;
  max: number;
  /** How the screen and the history name an item (its name, its title). */
  title: (item: Record<string, unknown>, index: number) => string;
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

type SettingMeta<T> = Omit<Setting<T>, "kind" | "schema" | "demo" | "list"> & { demo?: T };

/** A setting; its demo value is its empty one unless given. */
export function setting<T>(schema: z.ZodType<T>, meta: SettingMeta<T>): Setting<T> {
  return { kind: "setting", schema, ...meta, demo: "demo" in meta ? (meta.demo as T) : meta.empty };
}

export function group<C extends Record<string, SettingNode>>(title: string, children: C, description?: string): SettingGroup<C> {
  return { kind: "group", title, description, children };
}

export type ItemOf<F extends Record<string, Setting<unknown>>> = { [K in keyof F]: F[K] extends Setting<infer T> ? T : never };

/** A list of items of the same fields (offices, team members), `min` to `max` of them. */
export function list<F extends Record<string, Setting<unknown>>>(
  fields: F,
  meta: Omit<SettingMeta<ItemOf<F>[]>, "input"> & { noun: string; min?: number; max: number; title: (item: ItemOf<F>, index: number) => string; refine?: (items: ItemOf<F>[]) => string | null },
): Setting<ItemOf<F>[]> {
  const { noun, min = 0, max, title, refine, ...rest } = meta;
  const item = z.object(Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.schema]))) as unknown as z.ZodType<ItemOf<F>>;
  const plural = `${noun}s`;
  let schema: z.ZodType<ItemOf<F>[]> = z
    .array(item, { error: `Add at least ${min} ${min === 1 ? noun : plural}.` })
    .min(min, min === 1 ? `Add at least one ${noun}.` : `Add at least ${min} ${plural}.`)
    .max(max, `At most ${max} ${plural}.`);
  if (refine) schema = schema.superRefine((items, ctx) => {
    const problem = refine(items);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }) as unknown as z.ZodType<ItemOf<F>[]>;
  return {
    ...setting(schema, { ...rest, input: "list" }),
    list: { fields, noun, min, max, title: title as ListShape["title"] },
  };
}

// ---------------------------------------------------------------------------------------------
// Rules, with the messages the screen shows (spec §5's style: "Name must be at least 2 characters.")
// ---------------------------------------------------------------------------------------------

const squeeze = (v: string) => v.replace(/\s+/g, " ").trim();

export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be at least ${min} characters.` })
    .transform(squeeze)
    .pipe(z.string().min(min, `${label} must be at least ${min} characters.`).max(max, `${label} must be at most ${max} characters.`));

/** Text the company may leave empty (""), or of `min` to `max` characters. */
export const optionalText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be at most ${max} characters.` })
    .transform(squeeze)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`).refine((v) => v === "" || v.length >= min, `${label} must be at least ${min} characters, or empty.`));

/** Paragraph text (line breaks kept), empty allowed. */
export const longText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be at most ${max} characters.` })
    .transform((v) => v.replace(/\r\n?/g, "\n").replace(/[ \t]+/g, " ").trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`));

export const PHONE_MESSAGE = "Enter a US phone number with its area code, like (252) 555-0142.";
export const EMAIL_MESSAGE = "Enter an e-mail address like name@example.com.";
export const URL_MESSAGE = "Enter a full web address starting with https://.";

export const phone = z
  .string({ error: PHONE_MESSAGE })
  .refine((v) => parseUsPhone(v) !== null, PHONE_MESSAGE)
  .transform((v) => parseUsPhone(v)!.display);

/** A phone, or "" where none is given. */
export const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .refine((v) => v === "" || parseUsPhone(v) !== null, PHONE_MESSAGE)
  .transform((v) => (v ? parseUsPhone(v)!.display : ""));

const isEmail = (v: string) => z.email().safeParse(v).success;

export const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, "This e-mail address is too long.")
  .refine(isEmail, EMAIL_MESSAGE)
  .transform((v) => v.toLowerCase());

/** An e-mail address, or "" where none is given. */
export const optionalEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, "This e-mail address is too long.")
  .refine((v) => v === "" || isEmail(v), EMAIL_MESSAGE)
  .transform((v) => v.toLowerCase());

export function isWebAddress(v: string, protocols: readonly string[] = ["https:", "http:"]): boolean {
  try {
    return protocols.includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

/** A web address, or "" where none is set (the link or service is left out). */
export const optionalUrl = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(2000, "This web address is too long.")
  .refine((v) => v === "" || isWebAddress(v), URL_MESSAGE);

const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const integer = (label: string, min: number, max: number) => wholeNumber(label, min, max);
/** A whole number, or null where none is given (the form's empty field). */
export const optionalInteger = (label: string, min: number, max: number) => wholeNumber(label, min, max).nullable();

export const decimal = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a number from ${min} to ${max}.` }).min(min, `${label} must be a number from ${min} to ${max}.`).max(max, `${label} must be a number from ${min} to ${max}.`);
export const optionalDecimal = (label: string, min: number, max: number) => decimal(label, min, max).nullable();

export const zip = z
  .string({ error: "Enter a 5-digit ZIP code, like 27804." })
  .trim()
  .regex(/^\d{5}$/, "Enter a 5-digit ZIP code, like 27804.");

export const COLOR_MESSAGE = "Enter a colour as # and six hexadecimal digits, like #14365d.";
/** A colour as "#rrggbb" (what `<input type=color>` sends), or "" for the site's own. */
export const optionalColor = z
  .string({ error: COLOR_MESSAGE })
  .trim()
  .refine((v) => v === "" || /^#[0-9a-f]{6}$/i.test(v), COLOR_MESSAGE)
  .transform((v) => v.toLowerCase());

const dayHours = z
  .object({
    opens: z.string().regex(TIME_PATTERN, "Enter both times, or tick Closed."),
    closes: z.string().regex(TIME_PATTERN, "Enter both times, or tick Closed."),
  })
  .refine((h) => minutesOfDay(h.closes) > minutesOfDay(h.opens), "The closing time must be after the opening time.")
  .nullable();

export const week: z.ZodType<WeekHours> = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>)
  .refine((w) => WEEKDAYS.some((d) => w[d] !== null), "An office must be open on at least one day.");

export const checkbox = z.boolean();

const DAY_MESSAGE = (label: string) => `${label} must be a day like 2027-03-15, or empty.`;

/** A calendar day ("YYYY-MM-DD", what `<input type=date>` sends), or "" where none is given. */
export const optionalDay = (label: string) =>
  z
    .string({ error: DAY_MESSAGE(label) })
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), DAY_MESSAGE(label));

/** One of a choice's answers. */
export const choice = <T extends string>(label: string, values: readonly [T, ...T[]]) => z.enum(values, { error: `Choose ${label.toLowerCase()}.` });
