import type { Route } from "./+types/_public.book-inspection";
import { CardsBlock } from "~/components/blocks/cards";
import { ButtonsBlock } from "~/components/blocks/buttons";
import { ListBlock } from "~/components/blocks/list";
import { BannerBlock } from "~/components/blocks/banner";
import { Blocks } from "~/components/blocks/blocks";
import { HeroBlock } from "~/components/blocks/hero";
import { StepsBlock } from "~/components/blocks/steps";
import { RequestFormBlock } from "~/components/blocks/request-form";
import { SectionBlock } from "~/components/blocks/section";
import { LeadFormContext } from "~/components/leads/request-form";
import { bookInspectionPage } from "~/content/company/book-inspection";
import { leadFormAction, leadFormLoader } from "~/leads/form-route.server";
import { featuredTownNames } from "~/models/locations.server";
import { businessContext, servicesContext } from "~/context.server";

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  requestForm: RequestFormBlock,
  cards: CardsBlock,
  section: SectionBlock,
  steps: StepsBlock,
  buttons: ButtonsBlock,
  list: ListBlock,
  banner: BannerBlock,
};

/** The request form's set-up, and the towns the page names (the heart of the service area, from the towns served). */
export async function loader(args: Route.LoaderArgs) {
  const { db } = args.context.get(servicesContext);
  const [form, towns] = await Promise.all([leadFormLoader(args), featuredTownNames(db, args.context.get(businessContext))]);
  return { ...form, towns };
}
// The form carries a stamp signed for this visit (spam rules): no shared cache may hand it to others.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
export const action = (args: Route.ActionArgs) => leadFormAction(args);

/** The book-inspection page: content blocks (content/company/book-inspection.ts) around the request form. */
export default function BookInspection({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LeadFormContext.Provider value={{ setup: loaderData.leadForm, result: actionData }}>
      <Blocks blocks={bookInspectionPage(loaderData.towns)} components={components} />
    </LeadFormContext.Provider>
  );
}
