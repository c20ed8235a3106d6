import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { ContactDetailsBlock } from "~/components/blocks/contact-details";
import { EstimateBlock } from "~/components/blocks/estimate";
import { HeroBlock } from "~/components/blocks/hero";
import { contactPage } from "~/content/company/contact";

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  estimate: EstimateBlock,
  contactDetails: ContactDetailsBlock,
  callToAction: CallToActionBlock,
};

/** The contact page: content blocks (content/company/contact.ts). */
export default function Contact() {
  return <Blocks blocks={contactPage} components={components} />;
}
