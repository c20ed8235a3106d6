/** Static copy of the /gallery/ page (spec §2.7). */

export interface SuccessStory {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  figures: { label: string; value: string }[];
}

export const successStories: SuccessStory[] = [
  {
    id: "insurance-claim",
    eyebrow: "Insurance claim success",
    title: "A storm-damaged commercial roof replaced for the price of the deductible",
    text: "After a severe storm, we documented the wind and hail damage on a large low-slope roof with dated photos and measurements, wrote a line-item estimate and met the adjuster on the roof. The property owner filed the claim, the full replacement was approved, and the owner's out-of-pocket cost came down to the policy deductible.",
    figures: [
      { label: "Owner paid", value: "$3,500 deductible" },
      { label: "Saved versus paying out of pocket", value: "$100,000" },
    ],
  },
  {
    id: "emergency-tarp",
    eyebrow: "Emergency response",
    title: "Tarped the same night, rebuilt the next week",
    text: "A pine limb came through a family's roof during a summer thunderstorm. Our emergency crew tarped the opening and cleared the debris that evening, photographed the damage for the insurer, and replaced the damaged decking and shingles once the claim was approved, matching the existing shingles so the repair blends in.",
    figures: [
      { label: "First response", value: "Same night" },
      { label: "Permanent repair", value: "Following week" },
    ],
  },
];

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
