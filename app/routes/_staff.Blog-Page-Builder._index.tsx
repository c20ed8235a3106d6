import { ExternalLink } from "lucide-react";
import { data } from "react-router";
import { Link } from "~/components/ui/links";
import type { Route } from "./+types/_staff.Blog-Page-Builder._index";
import { requireOwner, requireStaff } from "~/auth/guard.server";
import { LaunchPanel } from "~/components/settings/launch-panel";
import { MailDestinations } from "~/components/settings/mail-destinations";
import { undeliverable } from "~/domain/mail-destinations";
import { canLaunch, launchChecklist } from "~/domain/launch";
import { failed, succeeded, type ActionResult } from "~/domain/forms";
import { launchSite, unlaunchSite } from "~/models/site-start.server";
import { dashboardCards } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button";
import { MissingAltText } from "~/components/photos/missing-alt-text";
import { RegistrationDueList } from "~/components/warranty/registration-due";
import { formatDay, officeToday } from "~/domain/calendar-days";
import { RATING_STALE_DAYS, ratingReadIsStale } from "~/domain/reviews";
import { countOpenClaims } from "~/models/claims.server";
import { countNewFeedback } from "~/models/feedback.server";
import { registrationsDue } from "~/models/jobs.server";
import { countNewLeads } from "~/models/leads.server";
import { countPhotosWithoutAltText } from "~/models/photos.server";
import { currentPriceBook } from "~/models/price-book.server";
import { scheduleReport } from "~/models/post-schedule.server";
import { businessContext, servicesContext } from "~/context.server";
import { Panel, PANEL_CLASS } from "~/components/ui/panel";
import { OFFICE_TIME_ZONE, officeTime } from "~/domain/office-time";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  const business = context.get(businessContext);
  const [newLeads, schedule, withoutAlt, priceBook, due, openClaims, newFeedback] = await Promise.all([
    countNewLeads(db),
    scheduleReport(db),
    countPhotosWithoutAltText(db),
    currentPriceBook(db),
    registrationsDue(db, officeToday(clock(), OFFICE_TIME_ZONE)),
    countOpenClaims(db),
    countNewFeedback(db),
  ]);
  const checklist = launchChecklist(business.settings, business.site.start);
  const { launchedAt } = business.settings.site;
  return {
    // Addresses mail can never reach: a warning on the dashboard (docs/decisions/021-launch-as-your-company.md).
    undeliverable: undeliverable(business),
    launch: {
      start: business.site.start,
      launchedOn: business.site.launched && launchedAt ? officeTime(new Date(launchedAt), "scheduled") : null,
      yours: checklist.yours,
      total: checklist.total,
      outstanding: checklist.items.filter((i) => i.state !== "yours").sort((a, b) => Number(b.need === "required") - Number(a.need === "required")),
      canLaunch: canLaunch(checklist, business.site.start),
      isOwner: staff.role === "owner",
    },
    // The public rating is stated only as read, on a day given; read it again after 90 days (docs/decisions/023-reviews.md).
    ratingStale: ratingReadIsStale(business.settings.figures, officeToday(clock(), OFFICE_TIME_ZONE))
      ? { readOn: business.settings.figures.reviewsReadOn ? formatDay(business.settings.figures.reviewsReadOn) : null }
      : null,
    newLeads,
    withoutAlt,
    openClaims,
    newFeedback,
    due,
    // Whether the site's instant estimate is on: it shows no price until an owner saves a price book.
    estimate: priceBook
      ? { on: true as const, version: priceBook.version, savedAt: officeTime(priceBook.createdAt, "scheduled") }
      : { on: false as const, widget: Boolean(business.external.estimateWidgetUrl) },
    upcoming: schedule.upcoming.map((u) => ({ id: u.id, title: u.title, when: officeTime(u.scheduledAt, "scheduled") })),
    blocked: schedule.blocked,
  };
}

/** Launching the site, or taking it back off search engines (docs/decisions/021-launch-as-your-company.md). */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = requireOwner(context, "launch the site");
  const { db, env } = context.get(servicesContext);
  const business = context.get(businessContext);
  const intent = String((await request.formData()).get("intent") ?? "");
  const author = { userId: owner.id, label: owner.email };
  if (intent === "unlaunch") {
    await unlaunchSite(db, env.businessPins, author);
    return data<ActionResult>(succeeded("The site is off search engines: every page says noindex until you launch again."));
  }
  if (intent !== "launch") return data<ActionResult>(failed("Unknown request."), { status: 400 });
  const checklist = launchChecklist(business.settings, business.site.start);
  if (!canLaunch(checklist, business.site.start)) {
    const waiting = checklist.blocking.map((i) => i.label).join(", ");
    return data<ActionResult>(failed(business.site.start === "own" ? `Launch waits for: ${waiting}.` : "Set up your company first: the demo cannot be launched."), { status: 409 });
  }
  await launchSite(db, env.businessPins, author);
  return data<ActionResult>(succeeded("Launched: search engines may list every page from now on."));
}

export default function BuilderDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { newLeads, withoutAlt, openClaims, newFeedback, due, upcoming, blocked, estimate, launch, undeliverable, ratingStale } = loaderData;
  const counts: Record<string, number> = { "/leads": newLeads, "/claims": openClaims, "/reviews": newFeedback };
  const countLabel: Record<string, string> = { "/leads": "new", "/claims": "open", "/reviews": "new feedback" };
  return (
    <>
      <h1 className="text-3xl font-bold">Blog Page Builder</h1>
      <p className="mt-2 text-muted">Write, localize and publish content for the public website.</p>
      {actionData ? (
        <p role="status" className={`mt-4 rounded-md border p-3 text-sm ${actionData.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}>
          {actionData.message}
        </p>
      ) : null}
      <LaunchPanel view={launch} />
      {undeliverable.length && launch.isOwner ? <MailDestinations destinations={undeliverable} /> : null}
      {blocked.length ? (
        <section aria-labelledby="blocked-heading" role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
          <h2 id="blocked-heading" className="font-sans text-lg font-bold">
            Scheduled posts that were not published
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {blocked.map((b) => (
              <li key={b.id}>
                <Link to={`/create-post?edit=${b.id}`} className="font-semibold underline">
                  {b.title}
                </Link>
                : {b.reason} Fix it, then schedule or publish it again.
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RegistrationDueList due={due} />
      {ratingStale ? (
        <section aria-labelledby="rating-stale-heading" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <h2 id="rating-stale-heading" className="font-sans text-lg font-bold">
            Read your public rating again
          </h2>
          <p className="mt-2 text-sm">
            Pages state your customer rating and number of reviews as{" "}
            {ratingStale.readOn ? `you read them on ${ratingStale.readOn}, more than ${RATING_STALE_DAYS} days ago` : "given, without the day you read them"}. Check your
            public review profile and update the figures and the day.{" "}
            <Link to="/Blog-Page-Builder/business-settings#setting-figures.reviewsReadOn" className="font-semibold underline">
              Update the rating in Business Settings
            </Link>
          </p>
        </section>
      ) : null}
      {withoutAlt > 0 ? (
        <div className="mt-6">
          <MissingAltText count={withoutAlt} />
        </div>
      ) : null}
      {upcoming.length ? (
        <Panel id="upcoming-heading" title="Scheduled posts" className="mt-6">
          <ul className="mt-2 space-y-1 text-sm">
            {upcoming.map((u) => (
              <li key={u.id}>
                <Link to={`/create-post?edit=${u.id}`} className="underline">
                  {u.title}
                </Link>{" "}
                <span className="text-muted">· {u.when}</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <section aria-labelledby="estimate-heading" className={`mt-6 rounded-lg border p-5 ${estimate.on ? "border-gray-200 bg-white" : "border-accent-200 bg-accent-50"}`}>
        <h2 id="estimate-heading" className="font-sans text-lg font-bold">
          {estimate.on ? "The instant estimate is on" : "The instant estimate is off"}
        </h2>
        <p className="mt-1 text-sm">
          {estimate.on ? (
            <>
              Visitors get a price range from price book version {estimate.version}, saved {estimate.savedAt}. Every estimate reaches the{" "}
              <Link to="/leads" className="underline">
                leads inbox
              </Link>
              .
            </>
          ) : (
            <>
              No price book has been saved, so the website shows no prices: its Instant Estimate and Free Estimate buttons lead to{" "}
              {estimate.widget ? "the outside estimate form" : "the request form"} instead. An owner turns the instant estimate on by saving
              prices in the{" "}
              <Link to="/price-book" className="underline">
                price book
              </Link>
              .
            </>
          )}
        </p>
      </section>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {dashboardCards.filter((card) => launch.isOwner || !card.ownerOnly).map((card) => (
          <li key={card.title} className={`flex flex-col ${PANEL_CLASS} shadow-sm`}>
            <h2 className="font-sans text-lg font-bold">
              {card.title}
              {card.href && card.href in counts ? (
                <span className={`ml-2 rounded-full px-2.5 py-0.5 align-middle text-xs font-semibold ${counts[card.href] ? "bg-accent-100 text-brand-900" : "bg-gray-100 text-muted"}`}>
                  {counts[card.href]} {countLabel[card.href]}
                </span>
              ) : null}
            </h2>
            <p className="mt-1 flex-1 text-sm text-muted">{card.description}</p>
            {card.href ? (
              <Link
                to={card.href}
                className={buttonClass("secondary", "sm", "mt-4 self-start")}
                {...(card.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {card.action}
                {card.external ? (
                  <>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </>
                ) : null}
              </Link>
            ) : (
              <p className="mt-4 rounded-md bg-gray-100 p-3 text-xs text-muted">{card.pending}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
