/**
 * The business settings form read back into values (docs/decisions/014-business-settings.md): each
 * field by its setting's kind, a week of hours from its day fields, a list from its items' fields,
 * every value through its rule, one message per field. Pure: the route passes the posted fields.
 */
import { WEEKDAYS, WEEKDAY_NAMES, type Weekday } from "./office-hours";
import { SETTING_LEAVES, fromText, type SettingLeaf } from "./business-settings";
import type { Setting } from "./settings-tree";

/** The form field names of one day of a week setting. */
export function weekFieldNames(key: string, day: Weekday) {
  return { closed: `${key}.${day}.closed`, opens: `${key}.${day}.opens`, closes: `${key}.${day}.closes` };
}

/** The name of a list item's field: "offices.list.0.city". */
export function itemFieldName(key: string, index: number, field: string): string {
  return `${key}.${index}.${field}`;
}

/** The hidden field each item of a list sends, so an item is read even when all its boxes are unticked. */
export function itemMarkerName(key: string, index: number): string {
  return `${key}.${index}`;
}

type Form = Readonly<Record<string, string>>;

function weekFromForm(key: string, form: Form): Record<string, unknown> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const names = weekFieldNames(key, day);
      if (form[names.closed]) return [day, null];
      return [day, { opens: (form[names.opens] ?? "").trim(), closes: (form[names.closes] ?? "").trim() }];
    }),
  );
}

/** A field's value before its rule: `undefined` when the form does not hold it. */
function candidateOf(setting: Setting<unknown>, name: string, form: Form): unknown {
  if (setting.input === "week") return Object.keys(form).some((f) => f.startsWith(`${name}.`)) ? weekFromForm(name, form) : undefined;
  return name in form ? fromText(setting.input, form[name]) : undefined;
}

/** The indexes of a list's items on the form, in order. */
export function itemIndexes(key: string, form: Form): number[] {
  const prefix = `${key}.`;
  const found = new Set<number>();
  for (const name of Object.keys(form)) {
    if (!name.startsWith(prefix)) continue;
    const index = Number(name.slice(prefix.length).split(".")[0]);
    if (Number.isInteger(index) && index >= 0) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

/** A value's problems as messages by field: a week's on its day, a list's on its item's field. */
function collect(errors: Record<string, string>, name: string, setting: Setting<unknown>, issues: readonly { path: PropertyKey[]; message: string }[]) {
  for (const issue of issues) {
    const [first] = issue.path;
    if (setting.input === "week" && first !== undefined) {
      errors[`${name}.${String(first)}`] ??= `${WEEKDAY_NAMES[first as Weekday]}: ${issue.message}`;
    } else errors[name] ??= issue.message;
  }
}

/** A list's items from their fields; a field's problem is recorded by the item's position on the screen. */
function readList(leaf: SettingLeaf, form: Form, errors: Record<string, string>): Record<string, unknown>[] {
  const shape = leaf.setting.list!;
  return itemIndexes(leaf.key, form).map((index, position) => {
    const item: Record<string, unknown> = {};
    for (const [field, setting] of Object.entries(shape.fields)) {
      const candidate = candidateOf(setting, itemFieldName(leaf.key, index, field), form);
      // A field the form does not send (an unticked box without its hidden "off") is its empty value.
      const parsed = setting.schema.safeParse(candidate === undefined ? setting.empty : candidate);
      if (parsed.success) item[field] = parsed.data;
      else collect(errors, itemFieldName(leaf.key, position, field), setting, parsed.error.issues);
    }
    return item;
  });
}

export type SettingsFormResult = { ok: true; values: Map<string, unknown> } | { ok: false; errors: Record<string, string> };

/**
 * The submitted form read through every rule: the new value of each setting the form holds (a
 * pinned or internal one is not on the form and keeps its value), or one message per field.
 */
export function readSettingsForm(form: Form, pinned: ReadonlySet<string>): SettingsFormResult {
  const values = new Map<string, unknown>();
  const errors: Record<string, string> = {};
  for (const leaf of SETTING_LEAVES) {
    if (pinned.has(leaf.key) || leaf.setting.internal) continue;
    let candidate: unknown;
    if (leaf.setting.list) {
      // The form sends the list's own name (a hidden field) beside its items, so a list emptied on
      // the screen is read as empty rather than as absent.
      if (!(leaf.key in form) && !itemIndexes(leaf.key, form).length) continue;
      const before = Object.keys(errors).length;
      candidate = readList(leaf, form, errors);
      if (Object.keys(errors).length > before) continue;
    } else {
      candidate = candidateOf(leaf.setting, leaf.key, form);
      if (candidate === undefined) continue;
    }
    const parsed = leaf.setting.schema.safeParse(candidate);
    if (parsed.success) values.set(leaf.key, parsed.data);
    else if (leaf.setting.list) errors[leaf.key] ??= parsed.error.issues.find((i) => i.path.length === 0)?.message ?? parsed.error.issues[0]!.message;
    else collect(errors, leaf.key, leaf.setting, parsed.error.issues);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/**
 * A setting's value as the form's fields (the inverse of reading them): what the screen sends for
 * it unchanged. Tests and the guided set-up post settings through the same form this way.
 */
export function formFieldsOf(setting: Setting<unknown>, name: string, value: unknown): Record<string, string> {
  if (setting.list) {
    const items = (value as Record<string, unknown>[]) ?? [];
    const fields: Record<string, string> = { [name]: "list" };
    items.forEach((item, i) => {
      fields[itemMarkerName(name, i)] = "item";
      for (const [field, f] of Object.entries(setting.list!.fields)) Object.assign(fields, formFieldsOf(f, itemFieldName(name, i, field), item[field]));
    });
    return fields;
  }
  if (setting.input === "week") {
    const week = value as Record<Weekday, { opens: string; closes: string } | null>;
    return Object.fromEntries(
      WEEKDAYS.flatMap((day) => {
        const names = weekFieldNames(name, day);
        const hours = week[day];
        return hours ? [[names.opens, hours.opens], [names.closes, hours.closes]] : [[names.closed, "on"]];
      }),
    );
  }
  if (setting.input === "checkbox") return { [name]: value ? "on" : "off" };
  return { [name]: value === null || value === undefined ? "" : String(value) };
}
