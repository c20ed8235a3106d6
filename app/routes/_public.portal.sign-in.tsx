import type { Route } from "./+types/_public.portal.sign-in";
import { OneTimeLinkPage } from "~/components/warranty/one-time-link-page";
import { PORTAL_MESSAGES } from "~/domain/portal";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { oneTimeLinkRoute } from "~/one-time-link.server";
import { redeemSignInLink } from "~/warranty/portal-access.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Sign in to your warranty portal", description: "Sign in with the link we e-mailed you." });
}

/** The e-mailed sign-in link's page (app/one-time-link.server.ts): one press signs the homeowner in. */
const link = oneTimeLinkRoute("sign-in", redeemSignInLink, "/portal");
export const loader = link.loader;
export const action = link.action;

export default function PortalSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OneTimeLinkPage
      title="Sign in to your warranty portal"
      usable={loaderData.usable}
      result={actionData}
      button="Sign in"
      unusable={PORTAL_MESSAGES.linkInvalid}
      onward={{ to: "/portal", label: "Get a new link" }}
    />
  );
}
