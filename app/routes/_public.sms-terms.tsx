import { LegalDocument, useLegalContext } from "~/components/company/legal-document";
import { smsTerms } from "~/content/legal/sms-terms";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

export default function SmsTerms() {
  return <LegalDocument doc={smsTerms(useLegalContext())} />;
}
