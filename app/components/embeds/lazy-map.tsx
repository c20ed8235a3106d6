import { MapPin } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/links";

/**
 * An embedded Google Map that loads only when scrolled near or when asked (decisions.md point 8):
 * until then a drawn placeholder holds the same box, so nothing shifts. The islands script
 * (app/components/islands/islands-script.ts) swaps in the frame; without JavaScript the plain link
 * to Google Maps below is the way to the map.
 */
export function LazyMap({ address, title }: { address: string; title: string }) {
  const embedUrl = `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
  const openUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

  return (
    <div>
      <div
        data-lazy-map={embedUrl}
        data-map-title={title}
        className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-brand-100 bg-brand-50 sm:aspect-video"
      >
        <MapPlaceholder />
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
          <p className="rounded bg-white/90 px-3 py-1 text-sm font-semibold text-brand-900">{address}</p>
          <button type="button" data-map-show className={buttonClass("secondary", "sm", "js-only")}>
            <MapPin aria-hidden="true" className="size-4" /> Show map<span className="sr-only">: {title}</span>
          </button>
        </div>
      </div>
      <ExternalLink href={openUrl} className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 underline hover:text-brand-800" iconClassName="size-3.5">
        Open in Google Maps
      </ExternalLink>
    </div>
  );
}

function MapPlaceholder() {
  return (
    <svg viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full" aria-hidden="true">
      <rect width="400" height="225" fill="#eef4fb" />
      <path d="M0 160 C80 140 120 190 210 165 S340 120 400 140 V225 H0 Z" fill="#d6e3f3" />
      <g stroke="#ffffff" strokeWidth="7" fill="none" strokeLinecap="round">
        <path d="M-10 70 L410 95" />
        <path d="M130 -10 L170 235" />
        <path d="M290 -10 L250 235" />
      </g>
      <g stroke="#aac5e6" strokeWidth="2" fill="none">
        <path d="M0 30 L400 45" />
        <path d="M60 -10 L80 235" />
        <path d="M350 -10 L330 235" />
        <path d="M0 125 L400 150" />
      </g>
      <circle cx="200" cy="95" r="16" fill="#d9822b" opacity="0.25" />
    </svg>
  );
}
