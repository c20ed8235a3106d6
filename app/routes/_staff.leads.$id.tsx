import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.leads.$id";
import { setFlash } from "~/auth/flash.server";
import { LeadDetail } from "~/components/leads/lead-detail";
import { requireStaff } from "~/auth/guard.server";
import { officeById } from "~/domain/business";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "~/domain/leads";
import { leadEstimateView } from "~/models/estimates.server";
import { jobOfLead } from "~/models/jobs.server";
import { addLeadNote, changeLeadStatus, deleteLead, getLeadView, resendLeadMail } from "~/models/leads.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: loaderData ? `Request ${loaderData.lead.reference}` : "Request",
    description: "A request sent through the website.",
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const view = await getLeadView(db, params.id);
  if (!view) throw data({ error: "There is no such request (it may have been deleted)." }, { status: 404 });
  const [estimate, job] = await Promise.all([leadEstimateView(db, view.lead.id), jobOfLead(db, view.lead.id)]);
  return { ...view, office: officeById(business, view.lead.officeId).name, estimate, job };
}

const statusSchema = z.object({ status: z.enum(LEAD_STATUSES, { error: "Choose a status from the list." }) });
const noteSchema = z.object({
  note: z.string().trim().min(1, "Write the note first.").max(4000, "A note can be at most 4000 characters."),
});

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, media } = context.get(servicesContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "status") {
    const parsed = parseForm(statusSchema, form);
    if (!parsed.ok) return data<ActionResult>(failed("Choose a status from the list.", parsed), { status: 400 });
    if (!(await changeLeadStatus(db, params.id, parsed.data.status, user.email))) return data<ActionResult>(failed("There is no such request."), { status: 404 });
    return data<ActionResult>(succeeded(`Status set to ${LEAD_STATUS_LABELS[parsed.data.status]}.`));
  }
  if (intent === "note") {
    const parsed = parseForm(noteSchema, form);
    if (!parsed.ok) return data<ActionResult>(failed("The note was not added.", parsed), { status: 400 });
    if (!(await addLeadNote(db, params.id, parsed.data.note, user.email))) return data<ActionResult>(failed("There is no such request."), { status: 404 });
    return data<ActionResult>(succeeded("Note added."));
  }
  if (intent === "resend") {
    if (!(await resendLeadMail(db, params.id))) return data<ActionResult>(failed("Nothing is waiting to be sent."), { status: 400 });
    return data<ActionResult>(succeeded("The e-mails will be sent again within a minute.", "info"));
  }
  if (intent === "delete") {
    const { deleted, orphanKeys } = await deleteLead(db, params.id);
    if (!deleted) return data<ActionResult>(failed("There is no such request."), { status: 404 });
    await Promise.all(orphanKeys.map((key) => media.delete(key)));
    const headers = new Headers();
    await setFlash(request, headers, "The request and its photos were deleted.");
    return redirect("/leads", { headers });
  }
  return data<ActionResult>(failed("Unknown action."), { status: 400 });
}

export default function LeadDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetail {...loaderData} actionData={actionData} />;
}
