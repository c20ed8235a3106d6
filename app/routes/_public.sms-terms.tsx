import { LegalDocument, useLegalContext } from "~/components/company/legal-document";
import { smsTerms } from "~/content/legal/sms-terms";

export default function SmsTerms() {
  return <LegalDocument doc={smsTerms(useLegalContext())} />;
}
