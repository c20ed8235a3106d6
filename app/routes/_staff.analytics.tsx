import { data, isRouteErrorResponse } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.analytics";
import { requireStaff } from "~/auth/guard.server";
import { AnalyticsDashboardView } from "~/components/analytics/analytics-dashboard";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/links";
import { periodFromSearch } from "~/domain/analytics-report";
import { officeToday } from "~/domain/calendar-days";
import { failed, succeeded, type ActionResult } from "~/domain/forms";
import { analyticsDashboard, setWeeklyReport, wantsWeeklyReport } from "~/models/analytics.server";
import { currentPriceBook } from "~/models/price-book.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Visits and requests",
    description: "Which towns, posts and sources bring visits and requests, counted on our own server without cookies.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  const business = context.get(businessContext);
  const url = new URL(request.url);
  const { period, problem } = periodFromSearch(url.searchParams, officeToday(clock(), OFFICE_TIME_ZONE));
  const [dashboard, weekly, priceBook] = await Promise.all([analyticsDashboard(db, period), wantsWeeklyReport(db, user.id), currentPriceBook(db)]);
  return {
    period,
    problem,
    dashboard,
    weekly,
    estimateOn: priceBook !== null,
    keepMonths: business.settings.analytics.keepTotalsMonths,
    isOwner: user.role === "owner",
    offices: business.offices.filter((o) => o.kind !== "service-area").map((o) => ({ name: o.city, latitude: o.latitude, longitude: o.longitude })),
    exportQuery: period.preset ? `days=${period.preset}` : `from=${period.from}&to=${period.to}`,
  };
}

const preference = z.object({ intent: z.literal("weekly-email", { error: "Unknown action." }), weekly: z.literal("on").optional() });

/** Each staff member's own choice: the weekly e-mail on or off. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const parsed = preference.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionResult>(failed(parsed.error.issues[0].message), { status: 400 });
  const wanted = parsed.data.weekly === "on";
  await setWeeklyReport(context.get(servicesContext).db, user.id, wanted);
  return data<ActionResult>(succeeded(wanted ? "You will get the weekly e-mail on Monday mornings." : "You will no longer get the weekly e-mail."));
}

export default function Analytics({ loaderData, actionData }: Route.ComponentProps) {
  return <AnalyticsDashboardView {...loaderData} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) && typeof error.data?.error === "string" ? error.data.error : "The figures could not be read just now. Reload the page in a minute; if it keeps failing, the server's log says why.";
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">Visits and requests</h1>
      <Alert tone="error">{message}</Alert>
      <Link to="/analytics" className={buttonClass("outline", "sm")}>
        Try again
      </Link>
    </div>
  );
}
