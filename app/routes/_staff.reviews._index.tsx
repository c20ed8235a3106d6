import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.reviews._index";
import { requireStaff } from "~/auth/guard.server";
import { ReviewReportView } from "~/components/reviews/review-report";
import { businessContext, servicesContext } from "~/context.server";
import { JOB_MATERIALS } from "~/domain/jobs";
import { REPORT_PERIODS, reviewPlaces, reviewReport } from "~/domain/reviews";
import { reviewEventsSince } from "~/models/reviews.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Reviews",
    description: "Review requests sent, reminders, clicks on review links and private feedback, by material and town.",
  });
}

const periodSchema = z.enum(REPORT_PERIODS.map(String) as [string, ...string[]], { error: "Choose a period of 7, 30 or 90 days." }).default("30");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  const business = context.get(businessContext);
  const parsed = periodSchema.safeParse(new URL(request.url).searchParams.get("days") ?? undefined);
  if (!parsed.success) throw data({ error: parsed.error.issues[0].message }, { status: 400 });
  const days = Number(parsed.data);
  const events = await reviewEventsSince(db, new Date(clock().getTime() - days * 24 * 60 * 60 * 1000));
  return {
    days,
    periods: REPORT_PERIODS,
    report: reviewReport(events),
    places: reviewPlaces(business.settings.reviews).map((p) => ({ id: p.id, label: p.label })),
    materials: Object.fromEntries(JOB_MATERIALS.map((m) => [m.value, m.label])),
    isOwner: user.role === "owner",
  };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewReportView {...loaderData} />;
}
