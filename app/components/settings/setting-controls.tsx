/**
 * Controls the business settings form and the guided set-up share: a week of opening hours and a
 * brand colour. Each control's id is `setting-<name>`, which the launch checklist links to.
 */
import { useState, type ReactNode } from "react";
import { Field, FieldError } from "~/components/ui/field";
import { WEEKDAYS, WEEKDAY_NAMES, type WeekHours } from "~/domain/office-hours";
import { weekFieldNames } from "~/domain/settings-form";

/** The id of a setting's control, which the launch checklist links to (`#setting-contact.mainPhone`). */
export const settingControlId = (name: string) => `setting-${name}`;

/** A colour as #rrggbb, typed or picked; empty keeps the site's own. */
export function ColorInput({ id, label, name, value, hint, error }: { id: string; label: ReactNode; name: string; value: string; hint?: ReactNode; error?: string }) {
  const [text, setText] = useState(value);
  const valid = /^#[0-9a-f]{6}$/i.test(text);
  return (
    <div className="flex items-end gap-3">
      <Field id={id} label={label} name={name} value={text} onChange={(e) => setText(e.target.value)} placeholder="#14365d" hint={hint} error={error} className="flex-1" />
      <input
        type="color"
        aria-label="Pick the colour"
        value={valid ? text : "#14365d"}
        onChange={(e) => setText(e.target.value)}
        className={`${hint || error ? "mb-6" : ""} h-10 w-14 cursor-pointer rounded border border-gray-300`}
      />
    </div>
  );
}

/** A week of opening hours: a row per day with its opening and closing times, or Closed. */
export function WeekInput({
  label,
  help,
  name: settingKey,
  week,
  typed,
  errors,
}: {
  label: string;
  help?: string;
  /** The week's field name; its days' fields are named from it (weekFieldNames). */
  name: string;
  week: WeekHours;
  /** What was typed, after a refused save: shown instead of `week`. */
  typed: Record<string, string> | null;
  errors: Partial<Record<string, string>>;
}) {
  const weekError = errors[settingKey];
  const hintId = `${settingControlId(settingKey)}-hint`;
  const errorId = `${settingControlId(settingKey)}-error`;
  return (
    <fieldset id={settingControlId(settingKey)} tabIndex={-1} aria-invalid={weekError ? true : undefined} aria-describedby={[help ? hintId : "", weekError ? errorId : ""].join(" ").trim() || undefined}>
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      {help ? (
        <p id={hintId} className="text-xs text-muted">
          {help}
        </p>
      ) : null}
      <FieldError id={errorId} error={weekError} />
      {/* A row per day that wraps on a narrow screen: each control says its day (aria-label). */}
      <ul className="mt-2 max-w-xl space-y-2 text-sm">
        {WEEKDAYS.map((day) => {
          const names = weekFieldNames(settingKey, day);
          const stored = week?.[day] ?? null;
          const closed = typed ? typed[names.closed] !== undefined : stored === null;
          const opens = typed ? (typed[names.opens] ?? "") : (stored?.opens ?? "");
          const closes = typed ? (typed[names.closes] ?? "") : (stored?.closes ?? "");
          const dayError = errors[`${settingKey}.${day}`];
          const dayErrorId = `${names.opens}-error`;
          return (
            <li key={day} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="w-24 shrink-0 font-semibold">{WEEKDAY_NAMES[day]}</span>
              <TimeInput name={names.opens} label={`${WEEKDAY_NAMES[day]} opens`} value={opens} errorId={dayError ? dayErrorId : undefined} />
              <TimeInput name={names.closes} label={`${WEEKDAY_NAMES[day]} closes`} value={closes} errorId={dayError ? dayErrorId : undefined} />
              <label className="inline-flex items-center gap-2 py-2">
                <input type="checkbox" name={names.closed} defaultChecked={closed} className="size-4" />
                Closed<span className="sr-only"> on {WEEKDAY_NAMES[day]}</span>
              </label>
              <FieldError id={dayErrorId} error={dayError} spacing="w-full" />
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
      id={name}
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
