/**
 * The owner's business settings form, drawn from the settings tree itself
 * (app/domain/business-settings.ts): a section per group, an input per setting chosen by its kind,
 * a week table for opening hours, a list of items (offices, team members) with Add and Remove. A
 * setting the environment pins is shown read-only with the variable that sets it. Saving works
 * without JavaScript (a plain POST; errors come back by each field); adding and removing items
 * needs it. The result of a save is announced beside the Save button, which stays in view, and a
 * refused save takes the focus to the first field in error.
 */
import { Lock, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field, FieldError, SelectField, TextAreaField } from "~/components/ui/field";
import { ColorInput, settingControlId, WeekInput } from "./setting-controls";
import { BUSINESS_SETTINGS, getSetting, type BusinessSettings, type Setting, type SettingNode } from "~/domain/business-settings";
import type { ActionResult } from "~/domain/forms";
import type { WeekHours } from "~/domain/office-hours";
import { itemFieldName, itemIndexes, itemMarkerName } from "~/domain/settings-form";
import { PANEL_CLASS } from "~/components/ui/panel";

export interface BusinessSettingsFormProps {
  settings: BusinessSettings;
  /** Pinned settings: key → the environment variable that sets it. */
  pins: Record<string, string>;
  result: ActionResult | undefined;
}

const INPUT_TYPES = { text: "text", email: "email", phone: "tel", url: "url", integer: "number", decimal: "number", color: "text", longText: "text", date: "date" } as const;

export function BusinessSettingsForm({ settings, pins, result }: BusinessSettingsFormProps) {
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  // After a refused save the fields show what was typed; otherwise what is stored.
  const typed = result && !result.ok ? (result.values ?? {}) : null;
  const ctx: RenderContext = { settings, pins, errors, typed };
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!result || result.ok) return;
    const first = form.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    first?.focus();
    first?.scrollIntoView({ block: "center" });
  }, [result]);
  const groups = Object.entries(BUSINESS_SETTINGS.children).filter(([, node]) => visible(node));
  return (
    <Form ref={form} method="post" noValidate className="mt-6 space-y-8">
      <nav aria-label="Settings sections" className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {groups.map(([name, node]) => (
            <li key={name}>
              <a href={`#settings-${name}`} className="text-brand-700 underline">
                {node.kind === "group" ? node.title : name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([name, node]) => (
        <Node key={name} node={node} path={[name]} ctx={ctx} level={2} />
      ))}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-4 border-t border-gray-200 bg-gray-50/95 px-4 py-4">
        <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
          {busy ? "Saving…" : "Save settings"}
        </button>
        {/* Beside the button the owner just pressed, wherever the page is scrolled; read out when it changes. */}
        <p role="status" className={`text-sm font-semibold ${result?.ok ? "text-green-800" : "text-red-800"}`}>
          {result && !busy ? result.message : ""}
        </p>
      </div>
    </Form>
  );
}

interface RenderContext {
  settings: BusinessSettings;
  pins: Record<string, string>;
  errors: Partial<Record<string, string>>;
  typed: Record<string, string> | null;
}

/** A group is on the screen when it holds a setting the form edits (not only internal ones). */
function visible(node: SettingNode): boolean {
  return node.kind === "setting" ? !(node as Setting<unknown>).internal : Object.values(node.children).some(visible);
}

function Node({ node, path, ctx, level }: { node: SettingNode; path: string[]; ctx: RenderContext; level: 2 | 3 }) {
  const key = path.join(".");
  if (node.kind === "setting") {
    const setting = node as Setting<unknown>;
    if (setting.list) return <ListInput setting={setting} settingKey={key} ctx={ctx} />;
    return <SettingInput setting={setting} name={key} stored={getSetting(ctx.settings, key)} pinned={ctx.pins[key]} ctx={ctx} />;
  }
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = `settings-${path.join("-")}-title`;
  const children = Object.entries(node.children).filter(([, child]) => visible(child));
  return (
    <section
      id={level === 2 ? `settings-${path.join("-")}` : undefined}
      aria-labelledby={headingId}
      className={level === 2 ? `scroll-mt-20 ${PANEL_CLASS} sm:p-6` : "mt-2 border-t border-gray-200 pt-5"}
    >
      <Heading id={headingId} className={level === 2 ? "font-sans text-xl font-bold" : "font-sans text-lg font-bold"}>
        {node.title}
      </Heading>
      {node.description ? <p className="mt-1 text-sm text-muted">{node.description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {children.map(([name, child]) => (
          <div key={name} className={wide(child) ? "sm:col-span-2" : undefined}>
            <Node node={child} path={[...path, name]} ctx={ctx} level={3} />
          </div>
        ))}
      </div>
    </section>
  );
}

function wide(node: SettingNode): boolean {
  if (node.kind === "group") return true;
  const { input } = node as Setting<unknown>;
  return input === "week" || input === "list" || input === "longText";
}

function pinnedHint(variable: string) {
  return (
    <span className="inline-flex items-center gap-1">
      <Lock aria-hidden="true" className="size-3" /> Pinned by {variable} on the server: change it there.
    </span>
  );
}

/** One setting's control, named `name` (a list item's field has its item's name). */
function SettingInput({ setting, name, stored, pinned, ctx }: { setting: Setting<unknown>; name: string; stored: unknown; pinned?: string; ctx: RenderContext }) {
  const id = settingControlId(name);
  // A week is never pinned: no variable sets one.
  if (setting.input === "week") return <WeekInput label={setting.label} help={setting.help} name={name} week={stored as WeekHours} typed={ctx.typed} errors={ctx.errors} />;
  const hint = pinned ? pinnedHint(pinned) : setting.help;
  if (setting.input === "checkbox") {
    const checked = ctx.typed && !pinned ? ctx.typed[name] === "on" : Boolean(stored);
    return (
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" name={name} defaultChecked={checked} disabled={Boolean(pinned)} aria-describedby={hint ? `${id}-hint` : undefined} className="mt-1 size-4" />
        {/* After the box: the form's first value counts, so an unticked box sends "off". */}
        {pinned ? null : <input type="hidden" name={name} value="off" />}
        <div>
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {setting.label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-muted">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  const value = ctx.typed && !pinned ? (ctx.typed[name] ?? "") : stored === null || stored === undefined ? "" : String(stored);
  const label = (
    <>
      {setting.label}
      {pinned ? <span className="ml-2 rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-ink">Pinned</span> : null}
    </>
  );
  if (setting.input === "longText") {
    return <TextAreaField id={id} label={label} name={name} defaultValue={value} hint={hint} error={ctx.errors[name]} rows={4} />;
  }
  if (setting.input === "color") return <ColorInput id={id} label={label} name={name} value={value} hint={hint} error={ctx.errors[name]} />;
  if (setting.input === "choice") {
    return (
      <SelectField id={id} label={label} name={name} defaultValue={value} disabled={Boolean(pinned)} hint={hint} error={ctx.errors[name]}>
        {setting.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <Field
      id={id}
      label={label}
      name={name}
      type={INPUT_TYPES[setting.input as keyof typeof INPUT_TYPES]}
      step={setting.input === "decimal" ? "any" : setting.input === "integer" ? 1 : undefined}
      inputMode={setting.input === "integer" ? "numeric" : undefined}
      defaultValue={value}
      readOnly={Boolean(pinned)}
      disabled={Boolean(pinned)}
      hint={hint}
      error={ctx.errors[name]}
    />
  );
}

type Item = { id: number; values: Record<string, unknown> };

/** A list of items: each item's fields in a fieldset of its own, with Remove, and Add below. */
function ListInput({ setting, settingKey, ctx }: { setting: Setting<unknown>; settingKey: string; ctx: RenderContext }) {
  const shape = setting.list!;
  const stored = (getSetting(ctx.settings, settingKey) as Record<string, unknown>[]) ?? [];
  // After a refused save the items are the ones that were sent (their fields show what was typed).
  const initial = ctx.typed ? itemIndexes(settingKey, ctx.typed).map(() => ({})) : stored;
  const [items, setItems] = useState<Item[]>(() => initial.map((values, i) => ({ id: i, values })));
  const nextId = useRef(initial.length);
  const listError = ctx.errors[settingKey];
  const add = () => {
    const empty = Object.fromEntries(Object.entries(shape.fields).map(([name, f]) => [name, f.empty]));
    setItems((all) => [...all, { id: nextId.current++, values: empty }]);
  };
  return (
    <fieldset id={settingControlId(settingKey)} tabIndex={-1} aria-invalid={listError ? true : undefined} aria-describedby={listError ? `${settingControlId(settingKey)}-error` : undefined}>
      <legend className="text-base font-semibold text-ink">{setting.label}</legend>
      {setting.help ? <p className="text-sm text-muted">{setting.help}</p> : null}
      <FieldError id={`${settingControlId(settingKey)}-error`} error={listError} />
      <input type="hidden" name={settingKey} value="list" />
      {items.length === 0 ? <p className="mt-3 text-sm text-muted">None yet.</p> : null}
      <ol className="mt-3 space-y-4">
        {items.map((item, position) => {
          const title = shape.title(valuesOf(item, position, settingKey, ctx), position);
          return (
            <li key={item.id}>
              <fieldset className="rounded-md border border-gray-200 p-4">
                <legend className="px-1 text-sm font-bold text-ink">
                  {title}
                  {settingKey === "offices.list" && position === 0 ? <span className="ml-2 font-normal text-muted">(headquarters)</span> : null}
                </legend>
                <input type="hidden" name={itemMarkerName(settingKey, position)} value="item" />
                <div className="grid gap-4 sm:grid-cols-2">
                  {Object.entries(shape.fields).map(([field, f]) => (
                    <div key={field} className={f.input === "week" || f.input === "longText" ? "sm:col-span-2" : undefined}>
                      <SettingInput setting={f} name={itemFieldName(settingKey, position, field)} stored={item.values[field]} ctx={ctx} />
                    </div>
                  ))}
                </div>
                {items.length > shape.min ? (
                  <button
                    type="button"
                    className={buttonClass("ghost", "sm", "mt-3 text-red-800")}
                    onClick={() => setItems((all) => all.filter((i) => i.id !== item.id))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Remove {title}
                  </button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {items.length < shape.max ? (
        <button type="button" className={buttonClass("secondary", "sm", "mt-3")} onClick={add}>
          <Plus aria-hidden="true" className="size-4" /> Add {/^[aeiou]/.test(shape.noun) ? "an" : "a"} {shape.noun}
        </button>
      ) : null}
    </fieldset>
  );
}

/** An item's values as its title reads them: what was typed after a refused save, else what is stored. */
function valuesOf(item: Item, position: number, key: string, ctx: RenderContext): Record<string, unknown> {
  if (!ctx.typed) return item.values;
  const prefix = `${key}.${position}.`;
  return Object.fromEntries(Object.entries(ctx.typed).flatMap(([name, value]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), value]] : [])));
}

