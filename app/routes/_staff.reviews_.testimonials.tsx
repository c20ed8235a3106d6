import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/_staff.reviews_.testimonials";
import { requireStaff } from "~/auth/guard.server";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/links";
import { PANEL_CLASS } from "~/components/ui/panel";
import { useActionResult } from "~/components/ui/use-action-result";
import { failed, type ActionResult } from "~/domain/forms";
import { officeTime } from "~/domain/office-time";
import { QUOTE_SERVICE_PAGES, TESTIMONIAL_NAME_STYLE_LABELS } from "~/domain/testimonials";
import { listTestimonials } from "~/models/testimonials.server";
import { placeQuote } from "~/reviews/testimonials.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";

/** Homeowners' words quoted by their consent (docs/decisions/023-reviews.md), and where each appears. */
export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Testimonials", description: "Homeowners' words quoted with their consent, and where they appear." });
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const rows = await listTestimonials(servicesWithBusiness(context).db);
  return {
    testimonials: rows.map((t) => ({
      id: t.id,
      quote: t.quote,
      shownName: t.shownName,
      nameStyle: t.nameStyle,
      town: t.town,
      consentWording: t.consentWording,
      consentedAt: t.consentedAt,
      withdrawnAt: t.withdrawnAt,
      onHome: t.onHome,
      onServices: t.onServices,
      onTownPage: t.onTownPage,
      job: t.job,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context);
  const form = await request.formData();
  if (form.get("intent") !== "place") return data<ActionResult>(failed("Unknown action."), { status: 400 });
  return answer(await placeQuote(servicesWithBusiness(context), form));
}

type Row = Route.ComponentProps["loaderData"]["testimonials"][number];

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  const busy = useNavigation().state !== "idle";
  useActionResult(actionData);
  const consented = testimonials.filter((t) => t.quote !== null);
  const withdrawn = testimonials.filter((t) => t.quote === null);
  return (
    <>
      <h1 className="text-3xl font-bold">Testimonials</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Words homeowners let us quote from their warranty portal, with the consent they ticked. Choose where each appears; a homeowner who withdraws takes their
        words off every page at once. Quotes are shown as text only: no star rating or review markup comes from them.
      </p>
      <h2 className="mt-8 text-xl font-bold">Consented quotes</h2>
      {consented.length ? (
        <ol className="mt-4 space-y-4">
          {consented.map((t) => (
            <li key={t.id}>
              <ConsentedQuote testimonial={t} busy={busy} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-muted">No quotes yet. Homeowners can offer their words on their job's page in the warranty portal.</p>
      )}
      {withdrawn.length ? (
        <>
          <h2 className="mt-10 text-xl font-bold">Withdrawn</h2>
          <ul className="mt-4 space-y-2">
            {withdrawn.map((t) => (
              <li key={t.id} className={PANEL_CLASS}>
                <p className="font-semibold">{t.shownName} <span className="font-normal text-muted">(withdrawn: the words were deleted)</span></p>
                <p className="text-sm text-muted">
                  Consented {officeTime(t.consentedAt)}, withdrawn {officeTime(t.withdrawnAt!)} · job{" "}
                  <Link to={`/jobs/${t.job.id}`} className="font-semibold text-brand-700 underline">
                    {t.job.reference}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function ConsentedQuote({ testimonial: t, busy }: { testimonial: Row; busy: boolean }) {
  const id = (name: string) => `place-${t.id}-${name}`;
  return (
    <article className={PANEL_CLASS} aria-labelledby={id("name")}>
      <figure>
        <blockquote className="text-lg">{t.quote}</blockquote>
        <figcaption id={id("name")} className="mt-2 font-semibold text-brand-700">
          {t.shownName}
        </figcaption>
      </figure>
      <p className="mt-2 text-sm text-muted">
        {TESTIMONIAL_NAME_STYLE_LABELS[t.nameStyle]} · consented {officeTime(t.consentedAt)} · {t.job.customerName}, job{" "}
        <Link to={`/jobs/${t.job.id}`} className="font-semibold text-brand-700 underline">
          {t.job.reference}
        </Link>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">The consent they ticked</summary>
        <p className="mt-1 text-muted">{t.consentWording}</p>
      </details>
      <Form method="post" className="mt-4">
        <input type="hidden" name="testimonial" value={t.id} />
        <fieldset>
          <legend className="text-sm font-semibold">Where it appears for {t.shownName}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            <Check id={id("home")} name="onHome" checked={t.onHome} label="The home page" />
            <Check id={id("town")} name="onTownPage" checked={t.onTownPage} label={`The ${t.town} page`} />
            {QUOTE_SERVICE_PAGES.map((p) => (
              <Check key={p.slug} id={id(p.slug)} name="onServices" value={p.slug} checked={t.onServices.includes(p.slug)} label={`${p.label} page`} />
            ))}
          </div>
        </fieldset>
        <button type="submit" name="intent" value="place" className={buttonClass("primary", "sm", "mt-3")} disabled={busy}>
          Save where it appears
        </button>
      </Form>
    </article>
  );
}

function Check({ id, name, value = "on", checked, label }: { id: string; name: string; value?: string; checked: boolean; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" name={name} value={value} defaultChecked={checked} className="size-4 accent-brand-700" />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
