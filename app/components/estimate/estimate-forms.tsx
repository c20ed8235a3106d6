/**
 * The instant estimate's forms (docs/decisions/017-instant-estimate.md): the address with what
 * imagery cannot show, the questionnaire that replaces the measurement, and the contact fields the
 * owner may ask for first. Plain POST forms that work without JavaScript; with it, the islands script
 * shows the progress panel while the server looks the roof up (app/components/islands/islands-script.ts).
 */
import { Calculator, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/links";
import { ContactInputs, VisitFields } from "~/components/leads/request-form";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field, SelectField, FieldError } from "~/components/ui/field";
import type { ActionResult } from "~/domain/forms";
import { INSTANT_ESTIMATE_PATH } from "~/domain/estimate-offer";
import { LAYER_CHOICES, STOREY_CHOICES } from "~/domain/instant-estimate";
import type { EstimatePageSetup } from "~/estimate/instant-estimate.server";
import { PITCH_CLASSES, ROOF_SHAPES, type PitchClass, type RoofShape } from "~/domain/roof-measurement";
import { PitchPicture, ShapePicture } from "./roof-pictures";

interface FormState {
  setup: EstimatePageSetup;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  /** A refusal or a note above the fields. */
  result?: ActionResult | null;
}

/** The first step: the address, storeys and layers; the roof is measured from imagery. */
export function EstimateAddressForm({ setup, values, errors, result }: FormState) {
  return (
    <form method="post" action={INSTANT_ESTIMATE_PATH} noValidate className="space-y-5" aria-label="Instant roof estimate" data-estimate-progress>
      {result && !result.ok ? <Alert tone="error">{result.message}</Alert> : null}
      <input type="hidden" name="intent" value="measure" />
      <VisitFields id="estimate" stamp={setup.stamp} source={setup.source} values={values} />
      <Field
        label="Address of the house"
        name="address"
        autoComplete="address-line1"
        defaultValue={values.address}
        error={errors.address}
        hint="House number, street and town, with the ZIP code if you know it."
      />
      <HouseFields values={values} errors={errors} />
      {setup.contactFirst ? <ContactFields values={values} errors={errors} intro="We send the estimate to you and keep it with your details." /> : null}
      <Submit>Measure my roof and price it</Submit>
      <EstimateProgress measures />
      <p className="text-sm text-muted">
        No address handy, or rather describe the house?{" "}
        <Link to={`${INSTANT_ESTIMATE_PATH}?step=questions`} className="font-semibold text-brand-700 underline">
          Answer a few questions instead
        </Link>
        .
      </p>
    </form>
  );
}

/** The questionnaire: the roof estimated from the house, saying why it was not measured. */
export function EstimateQuestionsForm({ setup, values, errors, result, reason }: FormState & { reason: string | null }) {
  return (
    <form method="post" action={INSTANT_ESTIMATE_PATH} noValidate className="space-y-6" aria-label="Roof questionnaire" data-estimate-progress>
      {result && !result.ok ? <Alert tone="error">{result.message}</Alert> : reason ? <Alert tone="info">{reason}</Alert> : null}
      <input type="hidden" name="intent" value="answers" />
      {values.fallback ? <input type="hidden" name="fallback" value={values.fallback} /> : null}
      <VisitFields id="questions" stamp={setup.stamp} source={setup.source} values={values} />
      <Field label="Address of the house" name="address" autoComplete="address-line1" defaultValue={values.address} error={errors.address} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">How big is the house?</legend>
        <p className="text-sm text-muted">
          One is enough: the footprint (the ground floor, outside walls, as on the county tax card) or the heated living area of all floors.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Footprint (sq ft)" name="footprint" inputMode="numeric" defaultValue={values.footprint} error={errors.footprint} />
          <Field label="Living area (sq ft)" name="livingArea" inputMode="numeric" defaultValue={values.livingArea} error={errors.livingArea} />
        </div>
      </fieldset>
      <Choices
        name="shape"
        legend="Which shape is the roof closest to?"
        value={values.shape}
        error={errors.shape}
        choices={(Object.keys(ROOF_SHAPES) as RoofShape[]).map((s) => ({ value: s, label: ROOF_SHAPES[s].label, description: ROOF_SHAPES[s].description, picture: <ShapePicture shape={s} /> }))}
      />
      <Choices
        name="pitch"
        legend="How steep is it?"
        value={values.pitch}
        error={errors.pitch}
        choices={(Object.keys(PITCH_CLASSES) as PitchClass[]).map((p) => ({ value: p, label: PITCH_CLASSES[p].label, description: PITCH_CLASSES[p].description, picture: <PitchPicture pitch={p} /> }))}
      />
      <HouseFields values={values} errors={errors} />
      {setup.contactFirst ? <ContactFields values={values} errors={errors} intro="We send the estimate to you and keep it with your details." /> : null}
      <Submit>See my price range</Submit>
      <EstimateProgress measures={false} />
    </form>
  );
}

function HouseFields({ values, errors }: Pick<FormState, "values" | "errors">) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField label="Storeys" name="storeys" defaultValue={values.storeys ?? "1"} error={errors.storeys} hint="Taller houses take longer to roof safely.">
        {STOREY_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Layers of old roofing to remove"
        name="layers"
        defaultValue={values.layers ?? "1"}
        error={errors.layers}
        hint="Look at the roof's edge: two layers show as a double thickness of shingles."
      >
        {LAYER_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Name and a phone or e-mail address: before the range (the owner's choice) or to have it sent. */
export function ContactFields({ values, errors, intro }: Pick<FormState, "values" | "errors"> & { intro: string }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-brand-100 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Your details</legend>
      <p className="text-sm text-muted">{intro}</p>
      <ContactInputs values={values} errors={errors} />
    </fieldset>
  );
}

interface Choice {
  value: string;
  label: string;
  description: string;
  picture: ReactNode;
}

/** Radio choices as cards with a drawing; the error is announced with the group. */
function Choices({ name, legend, value, error, choices }: { name: string; legend: string; value: string | undefined; error: string | undefined; choices: Choice[] }) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {choices.map((c) => (
          <label key={c.value} className="flex cursor-pointer flex-col gap-2 rounded-lg border border-brand-100 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-200">
            {c.picture}
            <span className="flex items-start gap-2">
              <input type="radio" name={name} value={c.value} defaultChecked={value === c.value} className="mt-1 size-4 shrink-0 accent-brand-700" />
              <span>
                <span className="block font-semibold text-ink">{c.label}</span>
                <span className="block text-sm text-muted">{c.description}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function Submit({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className={buttonClass("primary", "lg", "w-full sm:w-auto")} data-once>
      <Calculator aria-hidden="true" className="size-5" /> {children}
    </button>
  );
}

/**
 * Shown by the islands script once the form is sent, while the server works: what it is doing,
 * without pretending to know which step it has reached.
 */
function EstimateProgress({ measures }: { measures: boolean }) {
  return (
    <div data-progress hidden role="status" className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-900">
      <p className="flex items-center gap-2 font-semibold">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> Working out your estimate…
      </p>
      <p className="mt-1 text-sm">
        {measures
          ? "Finding the address on the map, measuring the roof from aerial imagery and pricing it with our current prices. This usually takes a few seconds."
          : "Working out the size of the roof from your answers and pricing it with our current prices."}
      </p>
    </div>
  );
}
