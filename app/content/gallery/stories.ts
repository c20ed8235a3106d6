/**
 * Static copy of the /gallery/ page (spec §2.7). Its success stories are the owner's, from the
 * business settings (docs/decisions/021-launch-as-your-company.md): the route's loader passes them.
 */

/**
 * The project video. It plays through a click-to-load youtube-nocookie facade, so nothing is
 * requested from YouTube before the visitor asks. Leave `youtubeId` null until the company has a
 * real video of its own; the section is hidden while it is null.
 */
export const galleryVideo: { youtubeId: string | null; title: string } = {
  youtubeId: null,
  title: "Project video: a roof replacement from tear-off to final inspection",
};

export const galleryEmptyHint =
  "Try adjusting your search, or check back soon: photos of finished projects are added as jobs wrap up.";
