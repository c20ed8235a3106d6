import type { Route } from "./+types/_public.privacy";
import { LegalDocument, useLegalContext } from "~/components/company/legal-document";
import { privacyPolicy } from "~/content/legal/privacy";
import { servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** The retention period of form requests is the server's setting (LEAD_RETENTION_DAYS): the policy states it. */
export function loader({ context }: Route.LoaderArgs) {
  return { leadRetentionDays: context.get(servicesContext).env.LEAD_RETENTION_DAYS };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={privacyPolicy({ ...useLegalContext(), leadRetentionDays: loaderData.leadRetentionDays })} />;
}
