import { data, redirect } from "react-router";
import type { Route } from "./+types/_public.review.$token.go.$place";
import { staticPage } from "~/components/islands/hydration";
import { Link } from "~/components/ui/links";
import { servicesWithBusiness } from "~/context.server";
import { followReviewLink } from "~/reviews/links.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";

/** Nothing to run in the browser: the page only shows when the link is not valid. */
export const handle = staticPage;

/** One homeowner's link: never stored by a shared cache, never indexed (isNoIndexPath). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });

/**
 * A review link of a request's e-mail (docs/decisions/023-reviews.md): the click is counted, then
 * the homeowner goes on (303) to the place's current address from the settings.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const url = await followReviewLink(servicesWithBusiness(context), params.token, params.place);
  if (!url) return data({ known: false }, { status: 404 });
  throw redirect(url, 303);
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Review link not valid", description: "This review link is not valid." });
}

export default function ReviewLinkNotValid() {
  return (
    <section className="py-16" aria-labelledby="review-link-heading">
      <div className="container-page max-w-xl">
        <h1 id="review-link-heading" className="text-3xl font-bold">
          This review link is not valid
        </h1>
        <p className="mt-4">
          The link may be incomplete (some e-mail programs cut long links), or the review site it named is no longer listed. Open the link from the e-mail again, or
          search for our company on the review site you wanted.
        </p>
        <p className="mt-4">
          <Link to="/home" className="text-brand-700 underline">
            Go to the home page
          </Link>
        </p>
      </div>
    </section>
  );
}
