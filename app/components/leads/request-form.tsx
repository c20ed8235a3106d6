/**
 * The site's own request form (docs/decisions/005-leads.md): a plain multipart POST that works
 * without JavaScript — the server answers with the page again, field messages and what was typed —
 * and with JavaScript the same form submits in place. Its setup (signed start stamp, visit source,
 * towns) comes from the page's loader through LeadFormContext.
 */
import { Send } from "lucide-react";
import { createContext, useContext } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { CheckboxField, Field, SelectField, TextAreaField } from "~/components/ui/field";
import { Link, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { townCountText } from "~/domain/business";
import { ReplyPromise } from "./reply-promise";
import type { ActionResult } from "~/domain/forms";
import { findServiceTown, LEAD_MAX_PHOTOS, LEAD_SERVICES, ROOF_TYPES, TIME_WINDOWS, UTM_KEYS, type LeadSource } from "~/domain/leads";

export interface LeadFormState {
  setup: { stamp: string; source: LeadSource; towns: string[] };
  /** The action's answer after a refused submission. */
  result?: ActionResult | null;
}

export const LeadFormContext = createContext<LeadFormState | null>(null);

/** The form as a page section, where a page's blocks place it. */
export function LeadRequestSection({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  const state = useContext(LeadFormContext);
  return (
    <section id={id} className="bg-sand py-14" aria-labelledby={`${id}-heading`}>
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id={`${id}-heading`} className="text-3xl font-bold">
            {heading}
          </h2>
          <p className="mt-3 text-muted">{intro}</p>
          <WhatHappensNext />
        </div>
        <div className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          {state ? <LeadRequestForm state={state} /> : <CallInstead />}
        </div>
      </div>
    </section>
  );
}

function WhatHappensNext() {
  const business = useBusiness();
  const emergency = business.phones.emergency;
  return (
    <div className="mt-6 space-y-3 text-sm text-muted">
      <p>
        <strong className="text-ink">What happens next:</strong> <ReplyPromise />
      </p>
      {emergency ? (
        <p>
          <strong className="text-ink">Water coming in right now?</strong> Do not wait for a call back: our emergency line answers 24/7 at{" "}
          <PhoneLink phone={emergency} className="font-semibold text-brand-700 underline" />.
        </p>
      ) : (
        <p>
          <strong className="text-ink">Water coming in right now?</strong> Call us at{" "}
          <PhoneLink phone={business.phones.main} className="font-semibold text-brand-700 underline" /> instead of waiting for a call back.
        </p>
      )}
    </div>
  );
}

function CallInstead() {
  const business = useBusiness();
  return (
    <p className="text-muted">
      Call us at <PhoneLink phone={business.phones.main} className="font-semibold text-brand-700 underline" /> and we will book your free
      inspection by phone.
    </p>
  );
}

/** The visible fields in the order the form shows them; each control's id is `lead-<name>`. */
const FIELD_NAMES = ["name", "phone", "email", "street", "town", "zip", "service", "roofType", "timeWindow", "message", "photos"] as const;
const fieldId = (name: (typeof FIELD_NAMES)[number]) => `lead-${name}`;
const SUMMARY_FIELDS = FIELD_NAMES.map((name) => ({ name, id: fieldId(name) }));

/**
 * Who the visitor is and how to reach them (the request form's and the instant estimate's). With
 * `idPrefix`, each control's id is `<prefix>-<name>` (the error summary links to them).
 */
export function ContactInputs({ values, errors, idPrefix }: { values: Record<string, string>; errors: Partial<Record<string, string>>; idPrefix?: string }) {
  const id = (name: string) => (idPrefix ? `${idPrefix}-${name}` : undefined);
  return (
    <>
      <Field label="Your name" id={id("name")} name="name" autoComplete="name" defaultValue={values.name} error={errors.name} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Phone"
          id={id("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          defaultValue={values.phone}
          error={errors.phone}
          hint="Phone or e-mail: one is enough."
        />
        <Field label="E-mail" id={id("email")} name="email" type="email" autoComplete="email" defaultValue={values.email} error={errors.email} />
      </div>
    </>
  );
}

/** When the visitor would like the inspection (the request form's and the instant estimate's). */
export function TimeWindowField({ value, error, id }: { value: string | undefined; error: string | undefined; id?: string }) {
  return (
    <SelectField label="Best time for the inspection" id={id} name="timeWindow" defaultValue={value ?? "any"} error={error}>
      {TIME_WINDOWS.map((w) => (
        <option key={w.value} value={w.value}>
          {w.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The hidden fields every public form sends (docs/decisions/005-leads.md): its signed start stamp,
 * where the visit came from, and the honeypot people never see and form-filling bots fill in.
 * `values` are the fields echoed back after a refused submission.
 */
export function VisitFields({ id, stamp, source, values }: { id: string; stamp: string; source: LeadSource; values: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="sourcePage" value={values.sourcePage ?? source.sourcePage ?? ""} />
      <input type="hidden" name="referrer" value={values.referrer ?? source.referrer ?? ""} />
      {UTM_KEYS.map((key) => ((values[key] ?? source.utm[key]) ? <input key={key} type="hidden" name={key} value={values[key] ?? source.utm[key]} /> : null))}
      <SpamFields id={id} stamp={stamp} values={values} />
    </>
  );
}

/** The spam fields alone (a public form that records no visit, e.g. private feedback): the signed start stamp and the honeypot. */
export function SpamFields({ id, stamp, values }: { id: string; stamp: string; values: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="formStarted" value={values.formStarted ?? stamp} />
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

export function LeadRequestForm({ state }: { state: LeadFormState }) {
  const { setup, result } = state;
  const business = useBusiness();
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const town = values.town ?? "";
  const outside = town.trim() !== "" && !findServiceTown(setup.towns.map((name) => ({ name })), town);
  const insideHint = `We serve ${townCountText(business)} towns in Eastern North Carolina; start typing to pick yours.`;
  const outsideHint = "{town} is not on our list of towns, but send your request anyway: we will tell you honestly whether we can help or who is closer.";

  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-5" aria-label="Request a free inspection or estimate">
      {result && !result.ok ? <ErrorSummary result={result} fields={SUMMARY_FIELDS} /> : null}

      <VisitFields id="lead" stamp={setup.stamp} source={setup.source} values={values} />

      <ContactInputs values={values} errors={errors} idPrefix="lead" />

      <Field label="Street address" id={fieldId("street")} name="street" autoComplete="address-line1" defaultValue={values.street} error={errors.street} />

      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <Field
          label="Town"
          id={fieldId("town")}
          name="town"
          list="lead-towns"
          autoComplete="address-level2"
          defaultValue={town}
          error={errors.town}
          // The islands script rewrites the hint as the visitor types (app/components/islands/islands-script.ts).
          data-town-hint={insideHint}
          data-outside-hint={outsideHint}
          hint={outside ? outsideHint.replace("{town}", town.trim()) : insideHint}
        />
        <Field label="ZIP code" id={fieldId("zip")} name="zip" inputMode="numeric" autoComplete="postal-code" defaultValue={values.zip} error={errors.zip} />
      </div>
      <datalist id="lead-towns">
        {setup.towns.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </datalist>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="What do you need?" id={fieldId("service")} name="service" defaultValue={values.service ?? ""} error={errors.service}>
          <option value="">Choose one</option>
          {LEAD_SERVICES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Roof type, if you know it" id={fieldId("roofType")} name="roofType" defaultValue={values.roofType ?? ""} error={errors.roofType}>
          <option value="">Not sure</option>
          {ROOF_TYPES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </SelectField>
      </div>

      <TimeWindowField value={values.timeWindow} error={errors.timeWindow} id={fieldId("timeWindow")} />

      <TextAreaField
        label="Anything we should know?"
        id={fieldId("message")}
        name="message"
        defaultValue={values.message}
        error={errors.message}
        hint="For example: where it leaks, when the storm hit, or whether your insurer has been in touch."
      />

      <Field
        label="Photos (optional)"
        id={fieldId("photos")}
        name="photos"
        type="file"
        accept="image/*"
        multiple
        error={errors.photos}
        hint={`Up to ${LEAD_MAX_PHOTOS} photos of the roof or the damage, 10 MB each. We remove the location and camera details from every photo.`}
      />

      <CheckboxField id="lead-sms" name="smsConsent" defaultChecked={values.smsConsent === "yes"} labelClassName="text-sm text-muted">
        Text me about this request at the number above: appointment reminders and, while work is under way, 1-3 project updates a week. Message
        frequency varies; message and data rates may apply. Reply STOP to cancel or HELP for help. Agreeing is not a condition of any
        purchase. See our{" "}
        <Link to="/sms-terms" className="font-semibold text-brand-700 underline">
          SMS terms
        </Link>
        .
      </CheckboxField>

      <button type="submit" className={buttonClass("primary", "lg", "w-full sm:w-auto")} disabled={busy} data-once>
        <Send aria-hidden="true" className="size-5" /> {busy ? "Sending…" : "Send my request"}
      </button>
      <p className="text-xs text-muted">
        We use what you send only to answer this request: see our{" "}
        <Link to="/privacy#request-form" className="font-semibold text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
    </Form>
  );
}
