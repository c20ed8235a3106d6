import { redirect } from "react-router";
import { EstimateLink } from "~/components/estimate/estimate-link";
import type { Route } from "./+types/_public.gallery._index";
import { GalleryBrowser } from "~/components/gallery/gallery-browser";
import { SuccessStories } from "~/components/gallery/success-stories";
import { VideoFacade } from "~/components/gallery/video-facade";
import { staticPage } from "~/components/islands/hydration";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { galleryVideo } from "~/content/gallery/stories";
import { countWord } from "~/domain/wording";
import { galleryRedirect, gallerySearch, type GalleryView } from "~/domain/gallery";
import { galleryPage } from "~/models/gallery.server";
import { trailingSlashRedirect } from "~/domain/staff-paths";
import { businessContext, servicesContext } from "~/context.server";
import { buttonClass } from "~/components/ui/button";

/**
 * /gallery/ (trailing-slash form is canonical, decisions.md point 9): /gallery answers 301 to it.
 * The photos are rendered on the server with the page: no React in the browser (the lightbox and
 * the video are islands), and the first paint already holds the grid.
 */
export const handle = staticPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const canonical = trailingSlashRedirect(url, "/gallery/");
  if (canonical) throw redirect(canonical, 301);
  const { db } = context.get(servicesContext);
  const search = gallerySearch(url.searchParams);
  const photos: GalleryView = await galleryPage(db, search).catch((error: unknown) => {
    console.error("[gallery] Failed to load gallery photos:", error);
    return { photos: [], total: 0, page: 1, pageCount: 1, categories: [] };
  });
  const elsewhere = galleryRedirect(url.searchParams, photos);
  if (elsewhere) throw redirect(elsewhere, 302);
  // The owner's success stories (business settings); none: the page has no stories section.
  return { photos, search, stories: context.get(businessContext).stories };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { stories } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Project gallery"
        title="Roofs we have built and restored"
        intro={
          <p>
            Replacements, repairs and storm restorations from across Eastern North Carolina
            {stories.length ? `, plus ${stories.length === 1 ? "a job that shows" : `${countWord(stories.length)} jobs that show`} how we work when it matters most` : ""}.
          </p>
        }
        actions={
          <EstimateLink className={buttonClass("primary", "md")}>Get a Free Estimate</EstimateLink>
        }
      />

      {galleryVideo.youtubeId ? (
        <section aria-labelledby="video-title" className="container-page py-14">
          <h2 id="video-title" className="text-3xl font-bold">
            Watch a project
          </h2>
          <div className="mt-6 max-w-4xl">
            <VideoFacade youtubeId={galleryVideo.youtubeId} title={galleryVideo.title} />
          </div>
        </section>
      ) : null}

      {stories.length ? (
        <section aria-labelledby="stories-title" className="bg-sand">
          <div className="container-page py-14">
            <h2 id="stories-title" className="text-3xl font-bold">
              Success stories
            </h2>
            <div className="mt-8">
              <SuccessStories stories={stories} />
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="photos-title" className="container-page py-14">
        <h2 id="photos-title" className="text-3xl font-bold">
          Project photos
        </h2>
        <div className="mt-6">
          <GalleryBrowser view={loaderData.photos} search={loaderData.search} />
        </div>
      </section>

      <CallToAction title="Want a roof like these?" />
    </>
  );
}
