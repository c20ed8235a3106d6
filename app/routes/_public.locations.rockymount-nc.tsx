import type { Route } from "./+types/_public.locations.rockymount-nc";
import { contentPage } from "~/content-page";
import { CardsBlock } from "~/components/blocks/cards";
import { BreadcrumbBlock } from "~/components/blocks/breadcrumb";
import { BannerBlock } from "~/components/blocks/banner";
import { HeroBlock } from "~/components/blocks/hero";
import { BandBlock } from "~/components/blocks/band";
import { headquarters } from "~/config/business";
import { rockyMountFigures, rockyMountPage } from "~/content/locations/rocky-mount";
import { townsWithinReach } from "~/models/locations.server";
import { businessContext, servicesContext } from "~/context.server";

/** The towns inside the Rocky Mount crews' radius, nearest first, read from the service locations. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  return { towns: await townsWithinReach(db, headquarters(business), rockyMountFigures.radiusMiles) };
}

/** The headquarters page: content blocks (content/locations/rocky-mount.ts) on the headquarters office. */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => rockyMountPage(data.towns),
  components: {
    breadcrumb: BreadcrumbBlock,
    banner: BannerBlock,
    cards: CardsBlock,
    hero: HeroBlock,
    band: BandBlock,
  },
});

export const { handle, meta } = page;
export default page.Page;
