import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/_staff.reviews_.feedback";
import { requireStaff } from "~/auth/guard.server";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/links";
import { PANEL_CLASS } from "~/components/ui/panel";
import { useActionResult } from "~/components/ui/use-action-result";
import { failed, type ActionResult } from "~/domain/forms";
import { officeTime } from "~/domain/office-time";
import { refuse, said } from "~/domain/outcome";
import { listFeedback, markFeedbackRead } from "~/models/feedback.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";

/** Private feedback from homeowners (docs/decisions/023-reviews.md): the review e-mail's page and the portal, newest first. */
export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Private feedback", description: "What homeowners wrote to the office privately." });
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const feedback = await listFeedback(servicesWithBusiness(context).db);
  return { feedback };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context);
  const form = await request.formData();
  if (form.get("intent") !== "read") return data<ActionResult>(failed("Unknown action."), { status: 400 });
  const marked = await markFeedbackRead(servicesWithBusiness(context).db, String(form.get("feedback") ?? ""));
  return answer(marked ? said("Marked as read.") : refuse(404, "This message was already marked as read, or no longer exists."));
}

const VIA = { "review-email": "from the review e-mail", portal: "from the warranty portal" } as Record<string, string>;

export default function FeedbackInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { feedback } = loaderData;
  const busy = useNavigation().state !== "idle";
  useActionResult(actionData);
  return (
    <>
      <h1 className="text-3xl font-bold">Private feedback</h1>
      <p className="mt-2 max-w-3xl text-muted">
        What homeowners wrote to the office from the review request e-mail or the warranty portal. It is offered to every customer beside the review links, never
        instead of them, and it is never published.
      </p>
      {feedback.length ? (
        <ol className="mt-6 space-y-4">
          {feedback.map((f) => (
            <li key={f.id}>
              <article className={PANEL_CLASS} aria-labelledby={`feedback-${f.id}`}>
                <h2 id={`feedback-${f.id}`} className="flex flex-wrap items-baseline gap-x-3 font-sans text-base font-bold">
                  {f.job.customerName}
                  {f.readAt ? null : <span className="rounded bg-accent-100 px-2 py-0.5 text-xs font-semibold text-brand-900">New</span>}
                </h2>
                <p className="text-sm text-muted">
                  {officeTime(f.createdAt)} · {VIA[f.via] ?? f.via} · {f.job.customerEmail} · job{" "}
                  <Link to={`/jobs/${f.job.id}`} className="font-semibold text-brand-700 underline">
                    {f.job.reference}
                  </Link>
                  , {f.job.street}, {f.job.town}
                </p>
                <p className="mt-3 whitespace-pre-line break-words">{f.message}</p>
                {f.readAt ? (
                  <p className="mt-3 text-sm text-muted">Read {officeTime(f.readAt)}</p>
                ) : (
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="feedback" value={f.id} />
                    <button type="submit" name="intent" value="read" className={buttonClass("outline", "sm")} disabled={busy}>
                      Mark as read
                    </button>
                  </Form>
                )}
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 text-muted">No feedback yet. When a homeowner writes to you privately, their message appears here and is e-mailed to the office.</p>
      )}
    </>
  );
}
