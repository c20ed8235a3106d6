/**
 * The private feedback form (docs/decisions/023-reviews.md), on the review request's page and in the
 * portal: one message to the office, its errors next to it and what was typed kept on a refusal. A
 * plain POST that works without JavaScript. On the public page it carries the spam fields (`stamp`).
 */
import { Form } from "react-router";
import { SpamFields } from "~/components/leads/request-form";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { TextAreaField } from "~/components/ui/field";
import type { ActionResult } from "~/domain/forms";
import { FEEDBACK_MAX, FEEDBACK_MIN } from "~/domain/testimonials";

export function FeedbackForm({ result, stamp, intent, busy = false }: { result: ActionResult | null | undefined; stamp?: string; intent?: string; busy?: boolean }) {
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? {};
  return (
    <Form method="post" noValidate className="space-y-4" aria-label="Write to us privately">
      {refused ? <ErrorSummary result={refused} fields={[{ name: "message", id: "feedback-message" }]} /> : null}
      {stamp ? <SpamFields id="feedback" stamp={stamp} values={values} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <TextAreaField
        label="Your message"
        id="feedback-message"
        name="message"
        defaultValue={values.message}
        error={refused?.errors?.message}
        maxLength={FEEDBACK_MAX}
        controlClassName="min-h-40"
        hint={`What went well, what did not, anything we should know: ${FEEDBACK_MIN} to ${FEEDBACK_MAX.toLocaleString("en-US")} characters. Only our team reads it; it is never published.`}
      />
      <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
        {busy ? "Sending…" : "Send to our office"}
      </button>
    </Form>
  );
}
