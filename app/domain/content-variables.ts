/**
 * Content-library variables (spec §2.11, §5, §8): the form's rules and messages, the 16 categories,
 * the six default variables and the list's search. Pure — shared by the Variable Manager's form, its
 * server action and the tests, so all three say the same thing.
 */
import { z } from "zod";
import type { Business } from "~/domain/business";
import type { ActionResult } from "./forms";
import {
  BUSINESS_PLACEHOLDER_NAMES,
  CURRENT_DATE_PLACEHOLDER,
  businessValues,
  currentDateValue,
  placeholder,
} from "./placeholders";

/** The 16 categories of spec §5, in the spec's order (the form's select lists them so). */
export const VARIABLE_CATEGORIES = [
  "Business Core",
  "Contact Information",
  "Business Hours",
  "Media & Assets",
  "Services & Products",
  "Page Content",
  "About Section",
  "Gallery",
  "Contact",
  "Social Media",
  "Blog",
  "SEO & Marketing",
  "Customer Service",
  "Team & Staff",
  "Policies & Legal",
  "Application Information",
] as const;

export type VariableCategory = (typeof VARIABLE_CATEGORIES)[number];

/** Spec §9: a new variable starts in Business Core. */
export const DEFAULT_VARIABLE_CATEGORY: VariableCategory = "Business Core";

export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 64;
export const MIN_DESCRIPTION_LENGTH = 5;
export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_VALUE_LENGTH = 10_000;

/** Every message the Variable Manager shows (spec §5 and §8 where the spec words them). */
export const VARIABLE_MESSAGES = {
  nameTooShort: "Name must be at least 2 characters.",
  nameTooLong: `Name must be at most ${MAX_NAME_LENGTH} characters.`,
  nameFormat: "Use letters, numbers and underscores only, starting with a letter.",
  nameTaken: (name: string) => `A variable named ${name} already exists.`,
  nameBuiltIn: "This placeholder is filled from the business settings or today's date. Choose another name.",
  descriptionTooShort: "Description must be at least 5 characters.",
  descriptionTooLong: `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`,
  valueTooLong: "Value must be at most 10,000 characters.",
  categoryInvalid: "Choose one of the listed categories.",
  defaultsAdded: "Default variables added successfully!",
  defaultsFailed: "Failed to add default variables",
  created: "New variable created successfully",
  createFailed: "Failed to create variable",
  updated: "Variable updated successfully",
  updateFailed: "Failed to update variable",
  deleted: "Variable deleted successfully",
  deleteFailed: "Failed to delete variable",
  copied: "Copied to clipboard!",
  copyFailed: "Failed to copy",
  notFound: "That variable no longer exists. It may have been deleted by someone else.",
  unknownIntent: "Unknown request. Reload the page and try again.",
} as const;

/** The form's hints (spec §5). */
export const VARIABLE_HINTS = {
  name: "For internal reference. Editors type it as {{name}} in posts.",
  description: "Helps editors understand what this variable is for.",
  value: "Injected into templates wherever the placeholder appears.",
  category: "Groups variables in the list.",
} as const;

/** A valid placeholder name: the engine reads `{{name}}`, so no spaces, braces or punctuation. */
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The add/edit form (spec §5), parsed at the action boundary. */
export const variableFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(MIN_NAME_LENGTH, VARIABLE_MESSAGES.nameTooShort)
    .max(MAX_NAME_LENGTH, VARIABLE_MESSAGES.nameTooLong)
    .regex(NAME_PATTERN, VARIABLE_MESSAGES.nameFormat)
    .refine((name) => !isBuiltInPlaceholder(name), VARIABLE_MESSAGES.nameBuiltIn),
  description: z
    .string()
    .trim()
    .min(MIN_DESCRIPTION_LENGTH, VARIABLE_MESSAGES.descriptionTooShort)
    .max(MAX_DESCRIPTION_LENGTH, VARIABLE_MESSAGES.descriptionTooLong),
  // No minimum (spec §5): an empty value is allowed. Kept as typed, line breaks included.
  value: z.string().max(MAX_VALUE_LENGTH, VARIABLE_MESSAGES.valueTooLong),
  category: z.enum(VARIABLE_CATEGORIES, { error: VARIABLE_MESSAGES.categoryInvalid }),
});

export type VariableInput = z.infer<typeof variableFormSchema>;

/** The raw text of the four fields, as typed (echoed back so nothing is lost on an error). */
export interface VariableFormValues {
  name: string;
  description: string;
  value: string;
  category: string;
}

export const EMPTY_VARIABLE_FORM: VariableFormValues = {
  name: "",
  description: "",
  value: "",
  category: DEFAULT_VARIABLE_CATEGORY,
};

/** A variable's syntax is always its name in double braces (spec §3); computed, never typed. */
export function variableSyntax(name: string): string {
  return placeholder(name);
}

const BUILT_IN_NAMES = new Set<string>([...BUSINESS_PLACEHOLDER_NAMES, CURRENT_DATE_PLACEHOLDER]);

/**
 * Names the placeholder engine always fills itself (business settings, today's date): no library
 * variable may take one (docs/decisions/014-business-settings.md). The Variable Manager lists them
 * read-only with their current values instead.
 */
export function isBuiltInPlaceholder(name: string): boolean {
  return BUILT_IN_NAMES.has(name);
}

/** What each built-in placeholder is, for the Variable Manager's read-only list. */
export const BUILT_IN_PLACEHOLDER_NOTES: Record<string, string> = {
  businessName: "The company name.",
  businessPhone: "The main phone number.",
  businessEmail: "The general e-mail address.",
  businessAddress: "The headquarters' address.",
  businessWebsite: "The website's address.",
  locationPhone: "The main number, or an office's own line where the post speaks of that office.",
  [CURRENT_DATE_PLACEHOLDER]: "Today's date, when the page is shown.",
};

/**
 * The built-in placeholders as the Variable Manager shows them: name, syntax, the value pages
 * show today and what it is.
 */
export function builtInPlaceholders(business: Business, now: Date): { name: string; syntax: string; value: string; note: string }[] {
  const values: Record<string, string> = { ...businessValues(business), [CURRENT_DATE_PLACEHOLDER]: currentDateValue(now) };
  return [...BUSINESS_PLACEHOLDER_NAMES, CURRENT_DATE_PLACEHOLDER].map((name) => ({
    name,
    syntax: placeholder(name),
    value: values[name],
    note: BUILT_IN_PLACEHOLDER_NOTES[name],
  }));
}

/**
 * The default library variables (spec §5 lists six: the five business ones are built in here, see
 * builtInPlaceholders). `serviceArea` starts as the business settings' region served.
 */
export function defaultVariables(business: Pick<Business, "serviceArea">): VariableInput[] {
  return [
    {
      name: "serviceArea",
      description: "The region the company serves, for service-area sentences.",
      value: business.serviceArea,
      category: "Services & Products",
    },
  ];
}

interface Searchable {
  name: string;
  description: string | null;
  value: string;
  category: string;
}

/** Special value of the category filter meaning "no filter". */
export const ALL_CATEGORIES = "all";

/**
 * The list's search and filter (spec §2.11): the query matches name, description or value, ignoring
 * case; the category must match exactly unless it is ALL_CATEGORIES.
 */
export function filterVariables<T extends Searchable>(variables: readonly T[], query: string, category: string): T[] {
  const q = query.trim().toLowerCase();
  return variables.filter((v) => {
    if (category !== ALL_CATEGORIES && v.category !== category) return false;
    if (!q) return true;
    return (
      v.name.toLowerCase().includes(q) ||
      (v.description ?? "").toLowerCase().includes(q) ||
      v.value.toLowerCase().includes(q)
    );
  });
}

/** The distinct categories present in the list, in the order of VARIABLE_CATEGORIES (others last). */
export function categoriesInUse(variables: readonly Searchable[]): string[] {
  const present = new Set(variables.map((v) => v.category));
  const known = VARIABLE_CATEGORIES.filter((c) => present.has(c));
  const others = [...present].filter((c) => !(VARIABLE_CATEGORIES as readonly string[]).includes(c)).sort();
  return [...known, ...others];
}

/** One row of a table, as the Database Variables tab samples it. */
export interface OverviewSample {
  id: string;
  title: string;
  detail: string | null;
}

export interface OverviewTable {
  count: number;
  /** The first rows in the table's usual order (spec §9: Database Variables samples 3). */
  samples: OverviewSample[];
}

/** Counts and samples of every table placeholders and pages draw on (spec §2.11, §7). */
export interface DatabaseOverview {
  contentVariables: OverviewTable;
  serviceLocations: OverviewTable;
  roofingBrands: OverviewTable;
  roofingServices: OverviewTable;
  imageVariables: OverviewTable;
}

export const OVERVIEW_SAMPLE_SIZE = 3;

export const VARIABLE_INTENTS = ["create", "update", "delete", "defaults"] as const;
export type VariableIntent = (typeof VARIABLE_INTENTS)[number];

/** The intent a /variables form names, or null for anything else. */
export function variableIntent(value: unknown): VariableIntent | null {
  return VARIABLE_INTENTS.find((intent) => intent === value) ?? null;
}

function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
}

/** The variable form's four fields as typed; textareas send CRLF line breaks, stored as LF. */
export function variableFormValues(form: FormData): VariableFormValues {
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    value: text(form, "value").replace(/\r\n?/g, "\n"),
    category: text(form, "category") || DEFAULT_VARIABLE_CATEGORY,
  };
}

/** What the /variables action answers: the shared action result, and which of its four intents ran. */
export type VariableActionResult = ActionResult<VariableFormValues> & { intent: VariableIntent | null };
