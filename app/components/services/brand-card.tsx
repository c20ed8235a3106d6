import type { Brand } from "~/domain/brand";
import { ExternalLink } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/button";

/** One manufacturer: logo or wordmark, top products, warranty summary and a link to its site. */
export function BrandCard({ brand }: { brand: Brand }) {
  return (
    <li className="flex flex-col rounded-lg border border-brand-100 bg-white p-6 shadow-sm">
      {brand.logoUrl ? (
        <>
          <div className="flex h-20 items-center justify-center rounded-md bg-brand-50">
            <img src={brand.logoUrl} alt={`${brand.brandName} logo`} width={160} height={56} className="h-14 w-40 object-contain" />
          </div>
          <h3 className="mt-5 text-2xl font-bold">{brand.brandName}</h3>
        </>
      ) : (
        <div className="flex h-20 items-center justify-center rounded-md border-b-4 border-accent-500 bg-brand-800">
          {/* No logo on file: the brand name is the wordmark. */}
          <h3 className="font-display text-3xl font-bold tracking-tight text-white">{brand.brandName}</h3>
        </div>
      )}
      {brand.topProducts.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">Top products</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {brand.topProducts.map((p) => (
              <li key={p} className="rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">
                {p}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4 className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">Warranty</h4>
      <p className="mt-1 text-sm text-ink">{brand.warrantyInfo}</p>
      <div className="mt-auto pt-6">
        <ExternalLink href={brand.websiteUrl} className={buttonClass("outline", "sm", "w-full")}>
          Visit Website<span className="sr-only">: {brand.brandName}</span>
        </ExternalLink>
      </div>
    </li>
  );
}

/** Placeholder shown while the brands stream in. */
export function BrandCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex animate-pulse flex-col rounded-lg border border-brand-100 bg-white p-6">
      <div className="h-20 rounded-md bg-brand-50" />
      <div className="mt-5 h-7 w-1/2 rounded bg-brand-100" />
      <div className="mt-4 flex gap-2">
        <div className="h-7 w-24 rounded-full bg-brand-50" />
        <div className="h-7 w-20 rounded-full bg-brand-50" />
        <div className="h-7 w-16 rounded-full bg-brand-50" />
      </div>
      <div className="mt-5 space-y-2">
        <div className="h-3 rounded bg-brand-50" />
        <div className="h-3 rounded bg-brand-50" />
        <div className="h-3 w-2/3 rounded bg-brand-50" />
      </div>
      <div className="mt-6 h-10 rounded-md bg-brand-100" />
    </li>
  );
}
