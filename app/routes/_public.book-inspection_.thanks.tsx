import type { Route } from "./+types/_public.book-inspection_.thanks";
import { PageHero } from "~/components/marketing/page-hero";
import { buttonClass } from "~/components/ui/button";
import { Link, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { formatAddress, officeById, officeHours } from "~/domain/business";
import { replyBy } from "~/domain/office-hours";
import { leadByReference } from "~/models/leads.server";
import { businessContext, servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** The confirmation after a request (docs/decisions/005-leads.md): its reference, who answers, and by when. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  const lead = /^PR-[A-Z0-9]{6}$/i.test(ref) ? await leadByReference(db, ref) : null;
  if (!lead) return { request: null };
  const office = officeById(business, lead.officeId);
  return {
    request: {
      reference: lead.reference,
      officeId: office.id,
      replyBy: replyBy(lead.createdAt, office.week, OFFICE_TIME_ZONE),
      byPhone: Boolean(lead.phone),
      emailed: Boolean(lead.email),
      outsideTown: lead.town && !lead.inServiceArea ? lead.town : null,
    },
  };
}

export default function RequestReceived({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const r = loaderData.request;
  const office = officeById(business, r?.officeId ?? "");
  return (
    <>
      <PageHero
        eyebrow="Request received"
        title="Thank you: we have your request"
        intro={r ? <p>Your reference is <strong className="text-white">{r.reference}</strong>. Quote it if you call us about this request.</p> : null}
      />
      <section className="py-14" aria-labelledby="next-heading">
        <div className="container-page max-w-3xl">
          <h2 id="next-heading" className="text-3xl font-bold">
            What happens next
          </h2>
          <ol className="mt-6 list-decimal space-y-4 pl-6 text-lg">
            <li>
              {r ? (
                <>
                  Our {office.name} will {r.byPhone ? "call you" : "e-mail you"} <strong>{r.replyBy}</strong> to ask a few questions about the roof
                  and agree a time for the inspection.
                </>
              ) : (
                <>Our office will contact you within one business day to agree a time for the inspection.</>
              )}{" "}
              Office hours: {officeHours(office)}.
            </li>
            <li>An inspector walks the roof, checks the flashing, gutters and attic, and photographs everything along the way.</li>
            <li>You get the photos and a written recommendation: repair, replace, file an insurance claim, or leave it alone for now.</li>
          </ol>
          {r?.emailed ? <p className="mt-6 text-muted">We have also sent a confirmation to your e-mail address.</p> : null}
          {r?.outsideTown ? (
            <p className="mt-6 rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-900">
              {r.outsideTown} is outside the towns we usually serve. We will still read your request and tell you honestly whether we can take the
              job, or recommend someone closer.
            </p>
          ) : null}
          <p className="mt-6 text-muted">
            {business.phones.emergency ? (
              <>
                Water coming in right now? Do not wait for our call: the emergency line answers 24/7 at{" "}
                <PhoneLink phone={business.phones.emergency} className="font-semibold text-brand-700 underline" />.{" "}
              </>
            ) : null}
            Anything else, call the{" "}
            {office.name} at <PhoneLink phone={office.phone} className="font-semibold text-brand-700 underline" /> ({formatAddress(office)}).
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/storm-damage" className={buttonClass("secondary", "md")}>
              What to do after storm damage
            </Link>
            <Link to="/home" className={buttonClass("outline", "md")}>
              Back to the home page
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
