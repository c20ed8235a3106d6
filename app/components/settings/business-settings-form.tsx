/**
 * The owner's business settings form, drawn from the settings tree itself
 * (app/domain/business-settings.ts): a fieldset per group, an input per setting chosen by its kind,
 * a week table for opening hours. A setting the environment pins is shown read-only with the
 * variable that sets it. Works without JavaScript (a plain POST; errors come back by each field).
 */
import { Lock } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import {
  BUSINESS_SETTINGS,
  getSetting,
  weekFieldNames,
  type BusinessSettings,
  type Setting,
  type SettingNode,
} from "~/domain/business-settings";
import type { ActionResult } from "~/domain/forms";
import { WEEKDAYS, WEEKDAY_NAMES, type WeekHours } from "~/domain/office-hours";

export interface BusinessSettingsFormProps {
  settings: BusinessSettings;
  /** Pinned settings: key → the environment variable that sets it. */
  pins: Record<string, string>;
  result: ActionResult | undefined;
}

const INPUT_TYPES = { text: "text", email: "email", phone: "tel", url: "url", integer: "number", decimal: "number" } as const;

export function BusinessSettingsForm({ settings, pins, result }: BusinessSettingsFormProps) {
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  // After a refused save the fields show what was typed; otherwise what is stored.
  const typed = result && !result.ok ? (result.values ?? {}) : null;
  const ctx: RenderContext = { settings, pins, errors, typed };
  return (
    <Form method="post" noValidate className="mt-8 space-y-8">
      {result && !result.ok ? <Alert tone="error">{result.message}</Alert> : null}
      {Object.entries(BUSINESS_SETTINGS.children).map(([name, node]) => (
        <Node key={name} node={node} path={[name]} ctx={ctx} level={2} />
      ))}
      <div className="sticky bottom-0 -mx-4 border-t border-gray-200 bg-gray-50/95 px-4 py-4">
        <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
          {busy ? "Saving…" : "Save settings"}
        </button>
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

function Node({ node, path, ctx, level }: { node: SettingNode; path: string[]; ctx: RenderContext; level: 2 | 3 }) {
  const key = path.join(".");
  if (node.kind === "setting") return <SettingInput setting={node as Setting<unknown>} settingKey={key} ctx={ctx} />;
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = `settings-${path.join("-")}`;
  return (
    <section aria-labelledby={headingId} className={level === 2 ? "rounded-lg border border-gray-200 bg-white p-5 sm:p-6" : "mt-2 border-t border-gray-200 pt-5"}>
      <Heading id={headingId} className={level === 2 ? "font-sans text-xl font-bold" : "font-sans text-lg font-bold"}>
        {node.title}
      </Heading>
      {node.description ? <p className="mt-1 text-sm text-muted">{node.description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {Object.entries(node.children).map(([name, child]) => (
          <div key={name} className={child.kind === "group" || (child as Setting<unknown>).input === "week" ? "sm:col-span-2" : undefined}>
            <Node node={child} path={[...path, name]} ctx={ctx} level={3} />
          </div>
        ))}
      </div>
    </section>
  );
}

function pinnedHint(variable: string) {
  return (
    <span className="inline-flex items-center gap-1">
      <Lock aria-hidden="true" className="size-3" /> Pinned by {variable} on the server: change it there.
    </span>
  );
}

function SettingInput({ setting, settingKey, ctx }: { setting: Setting<unknown>; settingKey: string; ctx: RenderContext }) {
  const pinned = ctx.pins[settingKey];
  const stored = getSetting(ctx.settings, settingKey);
  // A week is never pinned: no variable sets one.
  if (setting.input === "week") return <WeekInput label={setting.label} help={setting.help} settingKey={settingKey} week={stored as WeekHours} ctx={ctx} />;
  const hint = pinned ? pinnedHint(pinned) : setting.help;
  if (setting.input === "checkbox") {
    const checked = ctx.typed && !pinned ? ctx.typed[settingKey] === "on" : Boolean(stored);
    const id = `setting-${settingKey}`;
    return (
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" name={settingKey} defaultChecked={checked} disabled={Boolean(pinned)} aria-describedby={hint ? `${id}-hint` : undefined} className="mt-1 size-4" />
        {/* After the box: the form's first value counts, so an unticked box sends "off". */}
        {pinned ? null : <input type="hidden" name={settingKey} value="off" />}
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
  const value = ctx.typed && !pinned ? (ctx.typed[settingKey] ?? "") : stored === null || stored === undefined ? "" : String(stored);
  return (
    <Field
      id={`setting-${settingKey}`}
      label={
        <>
          {setting.label}
          {pinned ? <span className="ml-2 rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-ink">Pinned</span> : null}
        </>
      }
      name={settingKey}
      type={INPUT_TYPES[setting.input]}
      step={setting.input === "decimal" ? "any" : setting.input === "integer" ? 1 : undefined}
      inputMode={setting.input === "integer" ? "numeric" : undefined}
      defaultValue={value}
      readOnly={Boolean(pinned)}
      disabled={Boolean(pinned)}
      hint={hint}
      error={ctx.errors[settingKey]}
    />
  );
}

/** A week of opening hours: a row per day with its opening and closing times, or Closed. */
function WeekInput({ label, help, settingKey, week, ctx }: { label: string; help?: string; settingKey: string; week: WeekHours; ctx: RenderContext }) {
  const weekError = ctx.errors[settingKey];
  return (
    <fieldset aria-describedby={[help ? `setting-${settingKey}-hint` : "", weekError ? `setting-${settingKey}-error` : ""].join(" ").trim() || undefined}>
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      {help ? (
        <p id={`setting-${settingKey}-hint`} className="text-xs text-muted">
          {help}
        </p>
      ) : null}
      <FieldError id={`setting-${settingKey}-error`} error={weekError} />
      {/* A row per day that wraps on a narrow screen: each control says its day (aria-label). */}
      <ul className="mt-2 max-w-xl space-y-2 text-sm">
        {WEEKDAYS.map((day) => {
          const names = weekFieldNames(settingKey, day);
          const stored = week[day];
          const typed = ctx.typed;
          const closed = typed ? typed[names.closed] !== undefined : stored === null;
          const opens = typed ? (typed[names.opens] ?? "") : (stored?.opens ?? "");
          const closes = typed ? (typed[names.closes] ?? "") : (stored?.closes ?? "");
          const dayError = ctx.errors[`${settingKey}.${day}`];
          const errorId = `${names.opens}-error`;
          return (
            <li key={day} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="w-24 shrink-0 font-semibold">{WEEKDAY_NAMES[day]}</span>
              <TimeInput name={names.opens} label={`${WEEKDAY_NAMES[day]} opens`} value={opens} errorId={dayError ? errorId : undefined} />
              <TimeInput name={names.closes} label={`${WEEKDAY_NAMES[day]} closes`} value={closes} errorId={dayError ? errorId : undefined} />
              <label className="inline-flex items-center gap-2 py-2">
                <input type="checkbox" name={names.closed} defaultChecked={closed} className="size-4" />
                Closed<span className="sr-only"> on {WEEKDAY_NAMES[day]}</span>
              </label>
              <FieldError id={errorId} error={dayError} spacing="w-full" />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** One opening or closing time of a week row; a day's message is announced with both. */
function TimeInput({ name, label, value, errorId }: { name: string; label: string; value: string; errorId: string | undefined }) {
  return (
    <input
      type="time"
      name={name}
      aria-label={label}
      defaultValue={value}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="field-input w-36"
    />
  );
}
