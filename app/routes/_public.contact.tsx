import type { Route } from "./+types/_public.contact";
import { Blocks } from "~/components/blocks/blocks";
import { BannerBlock } from "~/components/blocks/banner";
import { ContactDetailsBlock } from "~/components/blocks/contact-details";
import { EstimateBlock } from "~/components/blocks/estimate";
import { HeroBlock } from "~/components/blocks/hero";
import { RequestFormBlock } from "~/components/blocks/request-form";
import { LeadFormContext } from "~/components/leads/request-form";
import { contactPage } from "~/content/company/contact";
import { leadFormAction, leadFormLoader } from "~/leads/form-route.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: the request form posts as a plain form, the widgets are islands (app/components/islands). */
export const handle = staticPage;

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  requestForm: RequestFormBlock,
  estimate: EstimateBlock,
  contactDetails: ContactDetailsBlock,
  banner: BannerBlock,
};

export const loader = (args: Route.LoaderArgs) => leadFormLoader(args);
// The form carries a stamp signed for this visit (spam rules): no shared cache may hand it to others.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const action = (args: Route.ActionArgs) => leadFormAction(args);

/** The contact page: content blocks (content/company/contact.ts) with the request form. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LeadFormContext.Provider value={{ setup: loaderData.leadForm, result: actionData }}>
      <Blocks blocks={contactPage} components={components} />
    </LeadFormContext.Provider>
  );
}
