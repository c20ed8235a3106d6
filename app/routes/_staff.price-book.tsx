import { data } from "react-router";
import type { Route } from "./+types/_staff.price-book";
import { requireOwner, requireStaff } from "~/auth/guard.server";
import { PriceBookForm } from "~/components/estimate/price-book-form";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { priceBookFormSchema } from "~/domain/roof-pricing";
import { priceBookScreen, savePriceBook } from "~/models/price-book.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";
import { officeToday } from "~/domain/calendar-days";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Price book",
    description: "The prices the instant estimate quotes from: materials, tear-off, waste, pitch and height additions, minimum job.",
  });
}

/** Staff read the price book (docs/decisions/017-instant-estimate.md); only owners change it. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  return { canEdit: user.role === "owner", ...(await priceBookScreen(db, officeToday(clock(), OFFICE_TIME_ZONE))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = requireOwner(context, "change the price book");
  const { db } = context.get(servicesContext);
  const parsed = parseForm(priceBookFormSchema, await request.formData());
  if (!parsed.ok) {
    return data<ActionResult>(failed("The price book was not saved: check the highlighted fields.", { errors: parsed.errors, values: parsed.values }), { status: 400 });
  }
  const saved = await savePriceBook(db, parsed.data, owner.email);
  return data<ActionResult>(succeeded(`Price book saved as version ${saved.version}. Every new instant estimate uses it from now on.`));
}

export default function PriceBookScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <PriceBookForm {...loaderData} actionData={actionData} />;
}
