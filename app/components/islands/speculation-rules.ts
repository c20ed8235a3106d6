import { STAFF_ROOTS } from "~/domain/staff-paths";

/**
 * Speculation rules for the static pages: same-site links are prerendered when the pointer rests on
 * one or a finger goes down ("moderate"), so the next page appears at once. Never the staff area,
 * sign-in/out, feeds and files, or links that ask not to be (rel=nofollow, data-no-prerender).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/auth*",
                "/admin*",
                ...STAFF_ROOTS.map((root) => `/${root}*`),
                "/*.xml",
                "/*.txt",
                "/*.csv",
                "/media/*",
                "/social-card/*",
              ],
            },
          },
          { not: { selector_matches: "[rel~=nofollow], [data-no-prerender]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
