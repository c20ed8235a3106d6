/**
 * The portal's "Quote your words" panel (docs/decisions/023-reviews.md): the homeowner writes words
 * the company may quote, picks how their name shows (each choice rendered from their own name and
 * town) and ticks the consent, whose wording is stored as shown. A given quote shows with its date and
 * a Withdraw button behind a confirmation; a withdrawn one says when, without its words.
 */
import { useRef, useState } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ErrorSummary } from "~/components/ui/error-summary";
import { FieldError, TextAreaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import type { ActionResult } from "~/domain/forms";
import { officeTime } from "~/domain/office-time";
import { QUOTE_MAX, QUOTE_MIN, type TestimonialNameStyle } from "~/domain/testimonials";

export interface PortalTestimonial {
  id: string;
  quote: string | null;
  shownName: string;
  consentedAt: Date;
  withdrawnAt: Date | null;
}

const SUMMARY_FIELDS = [
  { name: "quote", id: "quote-words" },
  { name: "nameStyle", id: "quote-style-full" },
  { name: "consent", id: "quote-consent" },
];

export function PortalTestimonialPanel({
  testimonials,
  choices,
  wording,
  result,
  notice,
  busy,
}: {
  testimonials: PortalTestimonial[];
  choices: { style: TestimonialNameStyle; label: string; shown: string }[];
  wording: string;
  /** The action's answer when it came from this panel's form. */
  result: ActionResult | null;
  /** What the last consent or withdrawal came to. */
  notice: { ok: boolean; message: string } | null;
  busy: boolean;
}) {
  const live = testimonials.filter((t) => t.quote !== null);
  const withdrawn = testimonials.filter((t) => t.quote === null);
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? {};
  return (
    <Panel id="quote-heading" title="Quote your words" size="xl">
      {notice ? (
        <div className="mt-3">
          <Alert tone={notice.ok ? "success" : "error"}>{notice.message}</Alert>
        </div>
      ) : null}
      {live.map((t) => (
        <LiveQuote key={t.id} testimonial={t} busy={busy} />
      ))}
      {live.length === 0 ? (
        <Form method="post" noValidate className="mt-3 space-y-4" aria-label="Let us quote your words">
          <p className="text-sm text-muted">
            Happy with your roof? With your permission we may quote a few of your words on our website. It is entirely up to you, and you can withdraw them here
            at any time.
          </p>
          {refused ? <ErrorSummary result={refused} fields={SUMMARY_FIELDS} /> : null}
          <input type="hidden" name="intent" value="quote" />
          <TextAreaField
            label="Your words"
            id="quote-words"
            name="quote"
            defaultValue={values.quote}
            error={refused?.errors?.quote}
            maxLength={QUOTE_MAX}
            hint={`${QUOTE_MIN} to ${QUOTE_MAX} characters, quoted exactly as you write them.`}
          />
          <fieldset aria-describedby={refused?.errors?.nameStyle ? "quote-style-error" : undefined}>
            <legend className="text-sm font-semibold">How your name is shown</legend>
            <FieldError id="quote-style-error" error={refused?.errors?.nameStyle} />
            <div className="mt-2 space-y-2">
              {choices.map((c) => (
                <div key={c.style} className="flex items-center gap-3">
                  <input
                    id={`quote-style-${c.style}`}
                    type="radio"
                    name="nameStyle"
                    value={c.style}
                    defaultChecked={values.nameStyle === c.style}
                    className="size-4 accent-brand-700"
                  />
                  <label htmlFor={`quote-style-${c.style}`} className="text-sm">
                    {c.label}: <strong>{c.shown}</strong>
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <div>
            <div className="flex gap-3">
              <input
                id="quote-consent"
                name="consent"
                type="checkbox"
                value="on"
                aria-describedby={refused?.errors?.consent ? "quote-consent-error" : undefined}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <label htmlFor="quote-consent" className="text-sm">
                {wording}
              </label>
            </div>
            <FieldError id="quote-consent-error" error={refused?.errors?.consent} />
          </div>
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
            Let us quote my words
          </button>
        </Form>
      ) : null}
      {withdrawn.length ? (
        <ul className="mt-4 space-y-1 text-sm text-muted">
          {withdrawn.map((t) => (
            <li key={t.id}>
              Quote given {officeTime(t.consentedAt, "date")}, withdrawn {officeTime(t.withdrawnAt!, "date")}: the words were deleted.
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

function LiveQuote({ testimonial, busy }: { testimonial: PortalTestimonial; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return (
    <div className="mt-3 rounded-md bg-brand-50 p-4">
      <figure>
        <blockquote>{testimonial.quote}</blockquote>
        <figcaption className="mt-2 text-sm text-muted">
          Shown as <strong className="text-ink">{testimonial.shownName}</strong>, with your consent of {officeTime(testimonial.consentedAt, "date")}.
        </figcaption>
      </figure>
      <Form method="post" ref={form} className="mt-3">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="testimonial" value={testimonial.id} />
        <button type="button" className={buttonClass("outline", "sm")} disabled={busy} onClick={() => setConfirming(true)}>
          Withdraw
        </button>
      </Form>
      <ConfirmDialog
        open={confirming}
        title="Withdraw your words?"
        confirmLabel="Withdraw and delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          form.current?.requestSubmit();
        }}
      >
        Your words are deleted and leave our website at once. You can write new ones later if you wish.
      </ConfirmDialog>
    </div>
  );
}
