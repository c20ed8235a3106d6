import type { Route } from "./+types/_public.privacy";
import { LegalDocument, useLegalContext } from "~/components/company/legal-document";
import { privacyPolicy } from "~/content/legal/privacy";
import { businessContext, servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/**
 * The retention periods are settings: form requests the server's (LEAD_RETENTION_DAYS), daily visit
 * totals the owner's (docs/decisions/022-visits-and-attribution.md). The policy states both.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    leadRetentionDays: context.get(servicesContext).env.LEAD_RETENTION_DAYS,
    visitTotalsMonths: context.get(businessContext).settings.analytics.keepTotalsMonths,
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={privacyPolicy({ ...useLegalContext(), ...loaderData })} />;
}
