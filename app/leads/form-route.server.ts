/**
 * The loader and action of a page carrying the request form (/book-inspection, /contact): the form's
 * setup, and on a valid submission a redirect to the confirmation page.
 */
import { redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { answer } from "~/answer.server";
import { servicesContext, servicesWithBusiness } from "~/context.server";
import { leadFormSetup, submitLeadRequest } from "./request.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function leadFormLoader({ request, context }: Args) {
  return { leadForm: await leadFormSetup(request, context.get(servicesContext)) };
}

export async function leadFormAction({ request, context }: Args) {
  const outcome = await submitLeadRequest(request, servicesWithBusiness(context));
  if (outcome.ok) return redirect(`/book-inspection/thanks?ref=${encodeURIComponent(outcome.value)}`);
  return answer(outcome);
}
