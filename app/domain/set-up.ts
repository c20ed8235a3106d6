/**
 * The guided set-up of the owner's own company (docs/decisions/021-launch-as-your-company.md): the
 * few facts every page needs — name, main phone, e-mail, the headquarters' address and hours —,
 * the towns served (by distance from the headquarters or by county), and an optional brand colour
 * and logo. Read through the settings' own rules, so the set-up and Business Settings cannot
 * disagree about what a valid phone or address is. Pure.
 */
import { z } from "zod";
import { fromText, settingLeaf, type OfficeSettings } from "./business-settings";
import { townsInArea, type AreaChoice, type AreaTown } from "./launch";
import { WEEKDAYS, WEEKDAY_NAMES, weekdays, type Weekday } from "./office-hours";
import { weekFieldNames } from "./settings-form";

/** The form's field names. */
export const SET_UP_FIELDS = {
  name: "company.name",
  phone: "contact.mainPhone",
  email: "contact.officeEmail",
  street: "hq.street",
  town: "hq.town",
  zip: "hq.zip",
  hours: "hq.hours",
  area: "area.by",
  miles: "area.miles",
  counties: "area.counties",
  color: "look.brandColor",
  logo: "look.logoPhotoId",
} as const;

/** The hours a new office starts from on the form: weekdays 8 to 5, weekends closed (the owner changes them). */
export const SET_UP_HOURS = weekdays("08:00", "17:00");

/** A suggested reach for the distance choice. */
export const SET_UP_MILES = 40;

export interface SetUpResult {
  /** Settings to store: key → value. */
  values: Map<string, unknown>;
  area: AreaChoice;
  /** The towns served, the headquarters' own among them. */
  served: AreaTown[];
}

export type SetUpRead = { ok: true; result: SetUpResult } | { ok: false; errors: Record<string, string> };

const milesRule = z
  .number({ error: "Enter how many miles your crews travel, from 5 to 250." })
  .int("Enter how many miles your crews travel, from 5 to 250.")
  .min(5, "Enter how many miles your crews travel, from 5 to 250.")
  .max(250, "Enter how many miles your crews travel, from 5 to 250.");

function readSetting(key: string, text: string, errors: Record<string, string>, values: Map<string, unknown>, name = key) {
  const leaf = settingLeaf(key)!;
  const parsed = leaf.setting.schema.safeParse(fromText(leaf.setting.input, text));
  if (parsed.success) values.set(key, parsed.data);
  else errors[name] = parsed.error.issues[0]!.message;
  return parsed.success ? parsed.data : undefined;
}

/** The office fields' rules, read one by one so each message lands on its own field. */
function officeField(field: keyof OfficeSettings) {
  return settingLeaf("offices.list")!.setting.list!.fields[field]!;
}

/** How the form says which towns are served (distance or counties), or null with its message in `errors`. */
export function readAreaChoice(form: Readonly<Record<string, string>>, towns: readonly AreaTown[], multi: { counties: readonly string[] }, errors: Record<string, string>): AreaChoice | null {
  const f = SET_UP_FIELDS;
  if (form[f.area] === "county") {
    const known = new Set(towns.map((t) => t.county));
    const counties = multi.counties.filter((c) => known.has(c));
    if (counties.length) return { by: "county", counties };
    errors[f.counties] = "Tick at least one county you serve.";
    return null;
  }
  if (form[f.area] === "distance") {
    const miles = milesRule.safeParse(form[f.miles]?.trim() ? Number(form[f.miles]) : undefined);
    if (miles.success) return { by: "distance", miles: miles.data };
    errors[f.miles] = miles.error.issues[0]!.message;
    return null;
  }
  errors[f.area] = "Choose how to give the towns you serve: by distance or by county.";
  return null;
}

/**
 * The set-up form read: the settings to store and the towns served, or a message per field.
 * `towns` is the whole town list (served or not); the headquarters' town must be one of them, so
 * its county and position are known.
 */
export function readSetUpForm(form: Readonly<Record<string, string>>, towns: readonly AreaTown[], multi: { counties: readonly string[] }): SetUpRead {
  const errors: Record<string, string> = {};
  const values = new Map<string, unknown>();
  const f = SET_UP_FIELDS;
  readSetting("company.name", form[f.name] ?? "", errors, values);
  readSetting("contact.mainPhone", form[f.phone] ?? "", errors, values);
  readSetting("contact.officeEmail", form[f.email] ?? "", errors, values);
  readSetting("look.brandColor", form[f.color] ?? "", errors, values);
  const logo = (form[f.logo] ?? "").trim();
  if (logo) values.set("look.logoPhotoId", logo);

  const office: Partial<OfficeSettings> = {};
  for (const [field, name] of [["street", f.street], ["city", f.town], ["zip", f.zip]] as const) {
    const parsed = officeField(field).schema.safeParse(form[name] ?? "");
    if (parsed.success) office[field] = parsed.data as string;
    else errors[name] = parsed.error.issues[0]!.message;
  }
  const town = office.city ? towns.find((t) => t.name.toLowerCase() === office.city!.toLowerCase()) : undefined;
  if (office.city && !town) {
    errors[f.town] =
      `${office.city} is not in the town list. Choose your town from the list (or the nearest one): pages need its county and map position. You can change the address in Business Settings later.`;
  }
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const names = weekFieldNames(f.hours, day);
      return [day, form[names.closed] ? null : { opens: (form[names.opens] ?? "").trim(), closes: (form[names.closes] ?? "").trim() }];
    }),
  );
  const hours = officeField("hours").schema.safeParse(week);
  if (!hours.success) {
    for (const issue of hours.error.issues) {
      const day = issue.path[0] as Weekday | undefined;
      if (day) errors[`${f.hours}.${day}`] ??= `${WEEKDAY_NAMES[day]}: ${issue.message}`;
      else errors[f.hours] ??= issue.message;
    }
  }

  const area = readAreaChoice(form, towns, multi, errors);

  if (Object.keys(errors).length || !town || !area || !hours.success) return { ok: false, errors };
  const hq: OfficeSettings = {
    ...EMPTY_OFFICE,
    street: office.street!,
    city: town.name,
    zip: office.zip!,
    hours: hours.data as OfficeSettings["hours"],
  };
  values.set("offices.list", [hq]);
  return { ok: true, result: { values, area, served: townsInArea(towns, area, town) } };
}

/** An office with every field at its empty value: what the set-up fills in. */
const EMPTY_OFFICE = Object.fromEntries(Object.entries(settingLeaf("offices.list")!.setting.list!.fields).map(([name, f]) => [name, f.empty])) as OfficeSettings;
