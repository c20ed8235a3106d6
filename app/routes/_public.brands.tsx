import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/_public.brands";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { BrandCard, BrandCardSkeleton } from "~/components/services/brand-card";
import { Section } from "~/components/services/section";
import { Alert } from "~/components/ui/alert";
import { BRAND_SKELETON_COUNT, brandsErrorMessage, whyTheseBrands } from "~/content/services/brands";
import { listBrands } from "~/models/brands.server";
import { servicesContext } from "~/services.server";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/blocks/icons";

export function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  // Not awaited: the page streams, showing skeletons until the brands arrive (spec §2.4).
  const brands = listBrands(db).catch((error: unknown) => {
    console.error("[brands] failed to load roofing_brands", error);
    throw error;
  });
  return { brands };
}

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Roofing brands"
        title="The roofing brands we trust on your home"
        intro={
          <p>
            We install complete shingle systems from five of North America's leading manufacturers: GAF, Owens Corning,
            CertainTeed, IKO and Atlas. Compare their top products and warranties, then let us help you choose.
          </p>
        }
        actions={
          <Link to="/contact" className={buttonClass("primary", "lg")}>
            Talk to Us About Your Roof
          </Link>
        }
      />

      <Section
        id="brands"
        eyebrow="Our manufacturers"
        title="Compare brands, products and warranties"
        intro="Warranty coverage depends on the product line, the installer's credentials and registration with the manufacturer; we walk you through it in your proposal."
      >
        <Suspense fallback={<BrandGridSkeleton />}>
          <Await resolve={loaderData.brands} errorElement={<Alert tone="error">{brandsErrorMessage}</Alert>}>
            {(brands) => (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {brands.map((brand) => (
                  <BrandCard key={brand.id} brand={brand} />
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </Section>

      <Section id="why-these-brands" tone="sand" eyebrow="Why these brands" title="Why we install these five brands">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyTheseBrands.map((point) => (
            <li key={point.title} className="rounded-lg bg-white p-6 shadow-sm">
              <Icon name={point.icon} className="size-7 text-accent-700" />
              <h3 className="mt-3 text-lg font-bold">{point.title}</h3>
              <p className="mt-2 text-sm text-muted">{point.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-muted">
          Want to see the colors first?{" "}
          <Link to="/design-your-roof" className="font-semibold text-brand-600 underline">
            Try the manufacturers' roof visualizers
          </Link>
          .
        </p>
      </Section>

      <CallToAction
        title="Not sure which brand is right for you?"
        text="We'll bring samples to your free inspection and explain the warranty differences in plain language."
      />
    </>
  );
}

function BrandGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading brands…</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: BRAND_SKELETON_COUNT }, (_, i) => (
          <BrandCardSkeleton key={i} />
        ))}
      </ul>
    </div>
  );
}
