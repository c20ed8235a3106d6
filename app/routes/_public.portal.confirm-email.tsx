import type { Route } from "./+types/_public.portal.confirm-email";
import { OneTimeLinkPage } from "~/components/warranty/one-time-link-page";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { oneTimeLinkRoute } from "~/one-time-link.server";
import { confirmEmailChange } from "~/warranty/portal-access.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Confirm your new e-mail address", description: "Confirm the address for your warranty records." });
}

/** The address-change link's page (app/one-time-link.server.ts): one press moves the homeowner's records to the new address and signs them in with it. */
const link = oneTimeLinkRoute("change-email", confirmEmailChange, "/portal/contact?email-changed");
export const loader = link.loader;
export const action = link.action;

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OneTimeLinkPage
      title="Confirm your new e-mail address"
      usable={loaderData.usable}
      result={actionData}
      intro="From now on we will use this address for your warranty records, claims and reminders, and you will sign in with it."
      button="Use this address"
      unusable="This confirmation link has expired or has already been used. Change the address again in your portal."
      onward={{ to: "/portal", label: "Go to the portal" }}
    />
  );
}
