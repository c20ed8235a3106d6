import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import type { FieldErrors } from "~/domain/forms";
import { JOB_MATERIALS, MANUFACTURERS } from "~/domain/jobs";
import { REGISTRATION_DEADLINE_DAYS, WORKMANSHIP_YEARS_RANGE, workmanshipTerms } from "~/domain/warranty";
import { useBusiness } from "~/components/use-business";
import { PANEL_CLASS } from "~/components/ui/panel";

/** The new-job form's box that sends the homeowner the portal's welcome e-mail. */
export const WELCOME_FIELD = "sendWelcome";

/** The job form's values as text (what the inputs hold). */
export type JobFormValues = Partial<Record<string, string>>;

/** The staff form of a job (new, or the job page's details): customer, property, work and warranties. */
export function JobForm({
  values,
  errors = {},
  busy,
  submitLabel,
  towns,
  welcome,
}: {
  values: JobFormValues;
  errors?: FieldErrors;
  busy: boolean;
  submitLabel: string;
  towns: string[];
  /** A new job: offer the homeowner's welcome e-mail, ticked or not (docs/decisions/021-launch-as-your-company.md). */
  welcome?: { ticked: boolean };
}) {
  const v = (name: string) => values[name] ?? "";
  // The settings' terms, and the job's own when the settings have changed since it was given.
  const terms = workmanshipTerms(useBusiness().warranty);
  const current = Number(v("workmanshipYears"));
  const offered = current && !terms.some((t) => t.years === current) ? [...terms, { years: current, label: `${current} years (this job's term)` }] : terms;
  return (
    <Form method="post" className="space-y-6" aria-label="Job details">
      <fieldset className={`grid gap-4 ${PANEL_CLASS} sm:grid-cols-2`}>
        <legend className="px-1 font-sans text-lg font-bold">Customer</legend>
        <Field label="Name" name="customerName" defaultValue={v("customerName")} error={errors.customerName} autoComplete="off" />
        <Field
          label="E-mail"
          name="customerEmail"
          type="email"
          defaultValue={v("customerEmail")}
          error={errors.customerEmail}
          hint="The homeowner signs in to the warranty portal with this address."
        />
        <Field label="Phone" name="customerPhone" type="tel" defaultValue={v("customerPhone")} error={errors.customerPhone} />
      </fieldset>

      <fieldset className={`grid gap-4 ${PANEL_CLASS} sm:grid-cols-3`}>
        <legend className="px-1 font-sans text-lg font-bold">Property</legend>
        <Field label="Street address" name="street" defaultValue={v("street")} error={errors.street} className="sm:col-span-3" />
        <Field label="Town" name="town" defaultValue={v("town")} error={errors.town} list="job-towns" />
        <datalist id="job-towns">
          {towns.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </datalist>
        <Field label="ZIP code" name="zip" defaultValue={v("zip")} error={errors.zip} inputMode="numeric" />
      </fieldset>

      <fieldset className={`grid gap-4 ${PANEL_CLASS} sm:grid-cols-3`}>
        <legend className="px-1 font-sans text-lg font-bold">Work</legend>
        <SelectField label="Material" name="material" defaultValue={v("material")} error={errors.material}>
          <option value="">Choose…</option>
          {JOB_MATERIALS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </SelectField>
        {/* Short options fit a phone's drop-down; each brand's registration deadline is in the hint. */}
        <SelectField
          label="Manufacturer"
          name="manufacturer"
          defaultValue={v("manufacturer")}
          error={errors.manufacturer}
          hint={`Register within ${MANUFACTURERS.map((m) => `${REGISTRATION_DEADLINE_DAYS[m]} days (${m})`).join(", ")}.`}
        >
          <option value="">None</option>
          {MANUFACTURERS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <Field label="Product line" name="productLine" defaultValue={v("productLine")} error={errors.productLine} placeholder="e.g. Timberline HDZ" />
        <Field label="Squares" name="squares" inputMode="decimal" defaultValue={v("squares")} error={errors.squares} hint="100 sq ft each." />
        <Field label="Started on" name="startedOn" type="date" defaultValue={v("startedOn")} error={errors.startedOn} />
        <Field
          label="Completed on"
          name="completedOn"
          type="date"
          defaultValue={v("completedOn")}
          error={errors.completedOn}
          hint="The warranties and the registration deadline run from this day."
        />
      </fieldset>

      <fieldset className={`grid gap-4 ${PANEL_CLASS} sm:grid-cols-2`}>
        <legend className="px-1 font-sans text-lg font-bold">Warranties</legend>
        {offered.length ? (
          <SelectField label="Workmanship warranty" name="workmanshipYears" defaultValue={v("workmanshipYears")} error={errors.workmanshipYears}>
            {offered.map((t) => (
              <option key={t.years} value={t.years}>
                {t.label}
              </option>
            ))}
          </SelectField>
        ) : (
          // No standard term in the business settings yet: the job's own term, in years.
          <Field
            label="Workmanship warranty (years)"
            name="workmanshipYears"
            type="number"
            min={WORKMANSHIP_YEARS_RANGE.min}
            max={WORKMANSHIP_YEARS_RANGE.max}
            defaultValue={v("workmanshipYears")}
            error={errors.workmanshipYears}
            hint="Set a standard term in Business Settings to choose it here."
          />
        )}
        <Field
          label="Manufacturer warranty"
          name="manufacturerWarranty"
          defaultValue={v("manufacturerWarranty")}
          error={errors.manufacturerWarranty}
          placeholder="e.g. System Plus, Preferred Protection"
          hint="Leave empty when there is nothing to register."
        />
        <TextAreaField label="Notes for staff" name="notes" defaultValue={v("notes")} error={errors.notes} className="sm:col-span-2" hint="Never shown to the homeowner." />
      </fieldset>

      {welcome ? (
        <div className={`flex items-start gap-3 ${PANEL_CLASS}`}>
          <input id="job-send-welcome" type="checkbox" name={WELCOME_FIELD} defaultChecked={welcome.ticked} aria-describedby="job-send-welcome-hint" className="mt-1 size-4" />
          <div>
            <label htmlFor="job-send-welcome" className="text-sm font-semibold text-ink">
              Welcome the homeowner with the warranty portal's link
            </label>
            <p id="job-send-welcome-hint" className="text-xs text-muted">
              Sent to the customer&rsquo;s e-mail above: how to sign in to the warranty portal and what they find there.
            </p>
          </div>
        </div>
      ) : null}

      <button type="submit" name="intent" value="save" className={buttonClass("primary", "md")} disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}
