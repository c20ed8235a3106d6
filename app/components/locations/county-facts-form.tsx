import { Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "~/components/ui/links";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field, FieldError, SelectField, TextAreaField } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import { WIND_SPEED_MAX, WIND_SPEED_MIN, type CountyActionResult, type CountyFormInput } from "~/domain/county-facts";


interface StormRow {
  key: number;
  name: string;
  year: string;
  impact: string;
}

/**
 * The staff form for one county's facts. Inputs keep what was typed when the save is refused (the
 * fetcher does not reload the page) and the messages appear by each field; a save shows a toast.
 */
export function CountyFactsForm({
  county,
  input,
  towns,
  result: noScriptResult,
}: {
  county: string;
  input: CountyFormInput;
  towns: { name: string; href: string }[];
  /** The action's answer when the form was posted without JavaScript. */
  result?: CountyActionResult;
}) {
  const fetcher = useFetcher<CountyActionResult>();
  const result = fetcher.data ?? noScriptResult;
  useActionResult(fetcher.data);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const shown = (result && !result.ok && result.values) || input;

  const nextKey = useRef(shown.storms.length);
  const [storms, setStorms] = useState<StormRow[]>(() => shown.storms.map((s, i) => ({ key: i, ...s })));
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);

  const addStorm = () => {
    const key = nextKey.current++;
    setStorms((rows) => [...rows, { key, name: "", year: "", impact: "" }]);
    setFocusKey(key);
  };
  const removeStorm = (key: number) => {
    setStorms((rows) => rows.filter((r) => r.key !== key));
    addButton.current?.focus();
  };

  return (
    <>
      <p className="text-sm">
        <Link to="/town-pages" className="text-brand-600 underline hover:text-brand-800">
          Town Pages
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{county} facts</h1>
      <p className="mt-2 max-w-3xl text-muted">
        What the town pages of {county} say about the county. Enter only what a page you can link to states, and name that page under
        Sources; leave a fact empty when it is not known, and the town pages leave it out.
      </p>
      {towns.length > 0 ? (
        <p className="mt-2 max-w-3xl text-sm text-muted">
          Shown on:{" "}
          {towns.map((t, i) => (
            <span key={t.href}>
              {i > 0 ? ", " : null}
              <Link to={t.href} className="text-brand-600 underline hover:text-brand-800">
                {t.name}
              </Link>
            </span>
          ))}
        </p>
      ) : null}

      <fetcher.Form method="post" noValidate className="mt-6 max-w-3xl space-y-8">
        {result && !result.ok ? <Alert tone="error">{result.message}</Alert> : null}
        {/* With JavaScript the toast says it; a form posted without it gets the page back with this. */}
        {!fetcher.data && noScriptResult?.ok ? <Alert tone="success">{noScriptResult.message}</Alert> : null}

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">County and permits</legend>
          <Field label="County seat" name="seat" defaultValue={shown.seat} error={errors.seat} required autoComplete="off" />
          <Field label="Permit office" name="permitOffice" defaultValue={shown.permitOffice} error={errors.permitOffice} autoComplete="off" />
          <Field
            label="Permit office web page"
            name="permitOfficeUrl"
            type="url"
            inputMode="url"
            defaultValue={shown.permitOfficeUrl}
            error={errors.permitOfficeUrl}
            hint="An https:// address."
            className="sm:col-span-2"
          />
          <TextAreaField
            label="Re-roof permit rule"
            name="reroofPermit"
            defaultValue={shown.reroofPermit}
            error={errors.reroofPermit}
            hint="What the office's page says a residential re-roof needs."
            className="sm:col-span-2"
            controlClassName="min-h-20"
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">Wind code</legend>
          <Field
            label="Design wind speed (mph)"
            name="designWindSpeedMph"
            inputMode="numeric"
            defaultValue={shown.designWindSpeedMph}
            error={errors.designWindSpeedMph}
            hint={`North Carolina Residential Code, a whole number from ${WIND_SPEED_MIN} to ${WIND_SPEED_MAX}; empty when not known.`}
          />
          <SelectField label="Wind-borne debris protection" name="windborneDebris" defaultValue={shown.windborneDebris} error={errors.windborneDebris}>
            <option value="unknown">Unknown</option>
            <option value="yes">Applies</option>
            <option value="no">Does not apply</option>
          </SelectField>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">Housing stock</legend>
          <Field
            label="Median year homes were built"
            name="medianYearBuilt"
            inputMode="numeric"
            defaultValue={shown.medianYearBuilt}
            error={errors.medianYearBuilt}
            hint="From the Census (American Community Survey), e.g. 1987."
          />
          <TextAreaField
            label="Housing note"
            name="housingNote"
            defaultValue={shown.housingNote}
            error={errors.housingNote}
            hint="One or two sentences, e.g. the share of mobile homes."
            className="sm:col-span-2"
            controlClassName="min-h-20"
          />
        </fieldset>

        <fieldset aria-describedby={errors.storms ? "storms-error" : undefined}>
          <legend className="mb-2 text-lg font-semibold">Storms</legend>
          <FieldError id="storms-error" error={errors.storms} spacing="mb-2" />
          <ol className="space-y-4">
            {storms.map((row, i) => (
              <li key={row.key} className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[2fr_1fr_3fr_auto] sm:items-start">
                <Field
                  label={`Storm ${i + 1} name`}
                  name="stormName"
                  defaultValue={row.name}
                  error={errors[`storms.${i}.name`]}
                  autoComplete="off"
                  // Kept in state so the row's Remove button names the storm it removes.
                  onChange={(e) => {
                    const name = e.currentTarget.value;
                    setStorms((rows) => rows.map((r) => (r.key === row.key ? { ...r, name } : r)));
                  }}
                  ref={(el) => {
                    if (el && focusKey === row.key) {
                      el.focus();
                      setFocusKey(null);
                    }
                  }}
                />
                <Field label="Year" name="stormYear" inputMode="numeric" defaultValue={row.year} error={errors[`storms.${i}.year`]} />
                <Field label="What it did" name="stormImpact" defaultValue={row.impact} error={errors[`storms.${i}.impact`]} autoComplete="off" />
                <button
                  type="button"
                  className={buttonClass("ghost", "sm", "sm:mt-6")}
                  onClick={() => removeStorm(row.key)}
                  aria-label={`Remove storm ${i + 1}${row.name ? ` (${row.name})` : ""}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> Remove
                </button>
              </li>
            ))}
          </ol>
          <button ref={addButton} type="button" className={buttonClass("outline", "sm", "mt-3")} onClick={addStorm}>
            <Plus aria-hidden="true" className="size-4" /> Add a storm
          </button>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">Sources</legend>
          <TextAreaField
            label="Sources"
            name="sources"
            defaultValue={shown.sources}
            error={errors.sources}
            hint="One per line: what the page backs, then its address, e.g. “Permit office: https://…”. Needed once any fact is filled. The town pages list them."
          />
          <TextAreaField
            label="Notes on sources (staff only)"
            name="sourceNote"
            defaultValue={shown.sourceNote}
            error={errors.sourceNote}
            hint="What was checked and not found, and anything else the next editor should know."
            controlClassName="min-h-20"
          />
        </fieldset>

        <button type="submit" className={buttonClass("primary", "md")} disabled={fetcher.state !== "idle"}>
          {fetcher.state === "idle" ? "Save county facts" : "Saving…"}
        </button>
      </fetcher.Form>
    </>
  );
}
