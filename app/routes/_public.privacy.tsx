import { LegalDocument, useLegalContext } from "~/components/company/legal-document";
import { privacyPolicy } from "~/content/legal/privacy";

export default function Privacy() {
  return <LegalDocument doc={privacyPolicy(useLegalContext())} />;
}
