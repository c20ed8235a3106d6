/**
 * One visitor's instant estimate, as its own page shows and prints it
 * (docs/decisions/017-instant-estimate.md): the roof, a price range per material with what produced
 * it, the words that a free inspection confirms the price, and the one step that sends it and books
 * that inspection.
 */
import { CalendarCheck, Printer, Send } from "lucide-react";
import { TimeWindowField, VisitFields } from "~/components/leads/request-form";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import { Link, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import type { ActionResult } from "~/domain/forms";
import { ESTIMATE_DISCLAIMER, LAYER_CHOICES, roofLine, STOREY_CHOICES } from "~/domain/instant-estimate";
import type { LeadSource } from "~/domain/leads";
import { formatImageryDate, formatPitch, formatSquares, PITCH_CLASSES, ROOF_SHAPES, SQUARE_FEET_PER_SQUARE } from "~/domain/roof-measurement";
import { formatUsd } from "~/domain/roof-pricing";
import type { EstimateView } from "~/estimate/instant-estimate.server";
import { ContactFields } from "./estimate-forms";
import { officeTime } from "~/domain/office-time";

const NO_SOURCE: LeadSource = { sourcePage: null, referrer: null, utm: {} };

export function EstimateResult({ view, result }: { view: EstimateView; result: ActionResult | undefined }) {
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-10">
        <RoofFacts view={view} />
        <Ranges view={view} />
      </div>
      <div className="space-y-6 print:hidden">
        <NextStep view={view} result={result} />
        <button type="button" data-print className={buttonClass("outline", "md", "js-only")}>
          <Printer aria-hidden="true" className="size-4" /> Print this estimate
        </button>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}

const squareFeet = (squares: number) => Math.round(squares * SQUARE_FEET_PER_SQUARE).toLocaleString("en-US");

function RoofFacts({ view }: { view: EstimateView }) {
  const { measurement: m, answers: a, facts } = view;
  const storeys = STOREY_CHOICES.find((c) => Number(c.value) === facts.storeys)?.label;
  const layers = LAYER_CHOICES.find((c) => c.layers === facts.layers && c.value !== "unknown")?.label;
  return (
    <section aria-labelledby="roof-heading">
      <h2 id="roof-heading" className="text-2xl font-bold">
        {m ? "Your roof, measured" : "Your roof, estimated from your answers"}
      </h2>
      <p className="mt-2 text-muted">{roofLine(view)}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {m ? (
          <>
            <Row label="Roof area">
              {formatSquares(m.squares)} squares ({squareFeet(m.squares)} sq ft)
            </Row>
            <Row label="Roof faces">{m.faces}</Row>
            <Row label="Main pitch">{formatPitch(m.pitch)}</Row>
            <Row label="Imagery">
              {m.imageryDate ? formatImageryDate(m.imageryDate) : "Date not given"}
              {m.imageryQuality === "HIGH" ? ", high resolution" : ", medium resolution"}
            </Row>
          </>
        ) : a ? (
          <>
            <Row label="Roof area">
              About {formatSquares(facts.squares)} squares ({squareFeet(facts.squares)} sq ft)
            </Row>
            <Row label="House">{a.footprintSqFt ? `${a.footprintSqFt.toLocaleString("en-US")} sq ft footprint` : `${(a.livingAreaSqFt ?? 0).toLocaleString("en-US")} sq ft of living area`}</Row>
            <Row label="Roof shape">{ROOF_SHAPES[a.shape].label}</Row>
            <Row label="Pitch">
              {PITCH_CLASSES[a.pitch].label} ({formatPitch(PITCH_CLASSES[a.pitch].from)} to {formatPitch(PITCH_CLASSES[a.pitch].to)})
            </Row>
          </>
        ) : null}
        <Row label="Storeys">{storeys}</Row>
        <Row label="Old roofing">{facts.layers === 0 ? "Nothing to remove" : layers}</Row>
      </dl>
    </section>
  );
}

function Ranges({ view }: { view: EstimateView }) {
  const made = officeTime(view.createdAt, "longDate");
  return (
    <section aria-labelledby="ranges-heading">
      <h2 id="ranges-heading" className="text-2xl font-bold">
        Price ranges, installed
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {view.ranges.map((r) => (
          <li key={r.name} className="rounded-lg border border-brand-100 bg-white p-5 shadow-sm">
            <h3 className="font-sans text-lg font-bold">{r.name}</h3>
            <p className="mt-2 text-2xl font-bold text-brand-800">
              {formatUsd(r.low)} to {formatUsd(r.high)}
            </p>
            <p className="mt-1 text-sm text-muted">
              At {formatUsd(r.lowPerSquare)} to {formatUsd(r.highPerSquare)} a square installed{r.minimumApplied ? "; our minimum job applies" : ""}.
            </p>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 font-sans text-lg font-bold">What these ranges assume</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
        {view.assumptions.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
      <p className="mt-6 rounded-md border border-accent-200 bg-accent-50 p-4 text-brand-900">{ESTIMATE_DISCLAIMER}</p>
      <p className="mt-3 text-sm text-muted">
        Prices from our price book, version {view.priceBookVersion}. Estimate {view.reference}, made on {made}.
      </p>
    </section>
  );
}

/** Send the estimate and book the inspection; or what happens next, once that is done. */
function NextStep({ view, result }: { view: EstimateView; result: ActionResult | undefined }) {
  const business = useBusiness();
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const refusal = result && !result.ok ? <Alert tone="error">{result.message}</Alert> : null;
  if (view.contactGiven && view.answer) {
    return (
      <section id="next" aria-labelledby="next-heading" className="scroll-mt-24 space-y-4 rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
        <h2 id="next-heading" className="text-2xl font-bold">
          {view.inspectionRequested ? "Your free inspection is requested" : "Confirm the price"}
        </h2>
        {refusal}
        {view.emailed ? <p className="text-muted">We have e-mailed this estimate to you, with a link back to this page.</p> : null}
        {view.inspectionRequested ? (
          <p>
            Our {view.answer.office} will {view.answer.byPhone ? "call you" : "e-mail you"} <strong>{view.answer.replyBy}</strong> to agree a time.
            Quote {view.reference} if you call us.
          </p>
        ) : (
          <form method="post" noValidate className="space-y-4" aria-label="Book the free inspection" data-estimate-progress>
            <p className="text-muted">An inspector measures the roof, checks the decking and flashing, and gives you a written price. It is free.</p>
            <input type="hidden" name="intent" value="book" />
            <VisitFields id="book" stamp={view.stamp} source={NO_SOURCE} values={values} />
            <TimeWindowField value={values.timeWindow} error={errors.timeWindow} />
            <button type="submit" className={buttonClass("primary", "lg", "w-full")} data-once>
              <CalendarCheck aria-hidden="true" className="size-5" /> Book my free inspection
            </button>
          </form>
        )}
        <p className="text-sm text-muted">
          Questions? Call <PhoneLink phone={business.phones.main} className="font-semibold text-brand-700 underline" />.
        </p>
      </section>
    );
  }
  return (
    <section id="next" aria-labelledby="next-heading" className="scroll-mt-24 rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 id="next-heading" className="text-2xl font-bold">
        Keep this estimate and confirm the price
      </h2>
      <p className="mt-2 text-muted">We e-mail you this estimate, and, if you like, book the free inspection that confirms it, in one step.</p>
      <form method="post" noValidate className="mt-5 space-y-5" aria-label="Send me this estimate" data-estimate-progress>
        {refusal}
        <input type="hidden" name="intent" value="send" />
        <VisitFields id="send" stamp={view.stamp} source={NO_SOURCE} values={values} />
        <ContactFields values={values} errors={errors} intro="An e-mail address gets you the estimate; a phone number lets the office call you." />
        <CheckboxField id="book-inspection" name="bookInspection" defaultChecked={result ? values.bookInspection === "yes" : true}>
          Book my free inspection to confirm the price
        </CheckboxField>
        <TimeWindowField value={values.timeWindow} error={errors.timeWindow} />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} data-once>
          <Send aria-hidden="true" className="size-5" /> Send me the estimate
        </button>
        <p className="text-xs text-muted">
          We use your details only for this estimate and its inspection: see our{" "}
          <Link to="/privacy#instant-estimate" className="font-semibold text-brand-700 underline">
            privacy policy
          </Link>
          .
        </p>
      </form>
    </section>
  );
}
