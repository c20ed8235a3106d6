import type { Route } from "./+types/_public.home";
import { Blocks } from "~/components/blocks/blocks";
import { homePage } from "~/content/company/home";
import { randomGalleryImages } from "~/models/image-variables.server";
import { servicesContext } from "~/services.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  try {
    return { gallery: await randomGalleryImages(db, 6) };
  } catch (error) {
    // The gallery is decoration: a failed query shows the empty state, never an error page.
    console.error("[home] loading gallery images failed", error);
    return { gallery: [] };
  }
}

/** The home page: content blocks (content/company/home.ts) and the random gallery photos. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return <Blocks blocks={homePage(loaderData.gallery)} />;
}
