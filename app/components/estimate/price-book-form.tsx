/**
 * The owner's price book screen (docs/decisions/017-instant-estimate.md): the prices the instant
 * estimate quotes from, every save a new version. Editors see it read-only.
 */
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { CheckboxField, Field } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import type { ActionResult } from "~/domain/forms";
import { MAX_MATERIALS, materialField } from "~/domain/roof-pricing";
import type { PriceBookScreen } from "~/models/price-book.server";
import { Panel } from "~/components/ui/panel";
import { officeTime } from "~/domain/office-time";

export function PriceBookForm({ canEdit, values: saved, history, measuredToday, actionData }: PriceBookScreen & { canEdit: boolean; actionData: ActionResult | undefined }) {
  const busy = useNavigation().state !== "idle";
  useActionResult(actionData);
  const values = actionData?.errors ? (actionData.values ?? saved) : saved;
  const errors = actionData?.errors ?? {};
  const field = (name: string, label: string, hint?: string) => (
    <Field label={label} name={name} inputMode="decimal" defaultValue={values[name]} error={errors[name]} hint={hint} />
  );
  return (
    <>
      <h1 className="text-3xl font-bold">Price book</h1>
      <p className="mt-2 max-w-3xl text-muted">
        The instant estimate prices every roof from these figures: the installed price per square of each material you offer, and the lines
        that move it. Until a price book is saved, the website shows no prices and its estimate buttons lead to the request form. Each save
        is a new version; every estimate records the version it used.
      </p>
      <div className="mt-6 space-y-3">
        {!canEdit ? <Alert tone="info">Only an owner can change the price book. You can read it here.</Alert> : null}
        {history.length === 0 ? (
          <Alert tone="info">No price book saved yet: the instant estimate is off until an owner saves one.</Alert>
        ) : (
          <p className="text-sm text-muted">
            In force: version {history[0].version}, saved {officeTime(history[0].savedAt)} by {history[0].savedBy}.
          </p>
        )}
        {actionData && actionData.errors ? <Alert tone="error">{actionData.message}</Alert> : null}
      </div>

      <Form method="post" noValidate className="mt-8 space-y-8">
        <fieldset disabled={!canEdit} className="space-y-8">
          <legend className="sr-only">The price book's figures</legend>
          <Panel id="materials-heading" title="Materials offered">
            <p className="mt-1 text-sm text-muted">
              Installed price per square (100 sq ft of roof: material and labour), low and high. Leave a row empty to offer fewer materials.
            </p>
            <div className="mt-4 space-y-4">
              {Array.from({ length: MAX_MATERIALS }, (_, i) => (
                <div key={i} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
                  <Field label={`Material ${i + 1}`} name={materialField(i, "name")} defaultValue={values[materialField(i, "name")]} error={errors[materialField(i, "name")]} />
                  <Field label="Low, $ per square" name={materialField(i, "low")} inputMode="decimal" defaultValue={values[materialField(i, "low")]} error={errors[materialField(i, "low")]} />
                  <Field label="High, $ per square" name={materialField(i, "high")} inputMode="decimal" defaultValue={values[materialField(i, "high")]} error={errors[materialField(i, "high")]} />
                </div>
              ))}
            </div>
          </Panel>

          <Panel id="lines-heading" title="Tear-off, permit, disposal and minimum">
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {field("tearOffPerSquarePerLayer", "Tear-off, $ per square per layer")}
              {field("permit", "Permit and inspection, $", "Added to every estimate; 0 leaves the line out.")}
              {field("disposal", "Dumpster and disposal, $", "Added when old roofing comes off.")}
              {field("minimumJob", "Minimum job, $", "No range goes below it.")}
            </div>
          </Panel>

          <Panel id="rules-heading" title="Waste, pitch and height">
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              {field("wasteSimple", "Waste %, simple roof", "One ridge, two faces.")}
              {field("wasteModerate", "Waste %, 3-6 faces", "A hip roof or a gable with a wing.")}
              {field("wasteComplex", "Waste %, complex roof", "7 or more faces: wings, dormers, valleys.")}
            </div>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {field("steepFromPitch", "Steep from (x/12)")}
              {field("steepPercent", "Steep-slope addition %", "On labour.")}
              {field("verySteepFromPitch", "Very steep from (x/12)")}
              {field("verySteepPercent", "Very-steep addition %", "On labour.")}
            </div>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {field("twoStoreyPercent", "Two-storey addition %", "On labour.")}
              {field("threeStoreyPercent", "Three or more storeys, addition %", "On labour.")}
            </div>
          </Panel>

          <Panel id="measurements-heading" title="Roof measurements">
            <p className="mt-1 text-sm text-muted">
              Each address the estimate has not measured this month costs a call to the paid roof-measurement service. Past this many in a day
              (office time), visitors answer a few questions about the house instead; 0 never measures.
            </p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {field("dailyMeasurements", "Measurements a day, at most", `Today so far: ${measuredToday.toLocaleString("en-US")}.`)}
            </div>
          </Panel>

          <Panel id="contact-heading" title="Contact details">
            <div className="mt-3">
              <CheckboxField id="contact-before-range" name="contactBeforeRange" defaultChecked={values.contactBeforeRange === "yes"}>
                Ask for the visitor's name and a phone number or e-mail address before showing the range. Off: the range is shown first, then the
                visitor is offered to have it e-mailed and to book the inspection (every estimate reaches the leads inbox either way).
              </CheckboxField>
            </div>
          </Panel>
        </fieldset>
        {canEdit ? (
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
            {busy ? "Saving…" : "Save as a new version"}
          </button>
        ) : null}
      </Form>

      {history.length ? (
        <section aria-labelledby="history-heading" className="mt-10">
          <h2 id="history-heading" className="font-sans text-lg font-bold">
            Versions
          </h2>
          <table className="mt-3 w-full max-w-2xl text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-2 pr-4">
                  Version
                </th>
                <th scope="col" className="py-2 pr-4">
                  Saved
                </th>
                <th scope="col" className="py-2">
                  By
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.version} className="border-b border-gray-100">
                  <td className="py-2 pr-4">{h.version}</td>
                  <td className="py-2 pr-4">{officeTime(h.savedAt)}</td>
                  <td className="py-2">{h.savedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
