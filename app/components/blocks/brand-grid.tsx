import { Suspense } from "react";
import { Await } from "react-router";
import type { PageBlock } from "~/content/blocks";
import type { Brand } from "~/domain/brand";
import { BrandCard, BrandCardSkeleton } from "~/components/services/brand-card";
import { Alert } from "~/components/ui/alert";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/**
 * The manufacturers' cards, streamed: placeholders until `brands`, the route loader's unsettled
 * promise, settles. The block holds only the words around it; its route passes the promise.
 */
export function BrandGridBlock({ block, brands }: { block: Extract<PageBlock, { type: "brandGrid" }>; brands: Promise<Brand[]> }) {
  const placeholders = (
    <div role="status" aria-live="polite">
      <span className="sr-only">{block.loading}</span>
      <ul className={GRID}>
        {Array.from({ length: block.skeletons }, (_, i) => (
          <BrandCardSkeleton key={i} />
        ))}
      </ul>
    </div>
  );
  return (
    <Suspense fallback={placeholders}>
      <Await resolve={brands} errorElement={<Alert tone="error">{block.error}</Alert>}>
        {(brands) => (
          <ul className={GRID}>
            {brands.map((brand) => (
              <BrandCard key={brand.id} brand={brand} />
            ))}
          </ul>
        )}
      </Await>
    </Suspense>
  );
}
