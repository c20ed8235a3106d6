import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/links";

/**
 * An embedded Google Map that loads only when scrolled near or when asked (decisions.md point 8):
 * until then a drawn placeholder holds the same box, so nothing shifts. A plain link to Google Maps
 * is always there, for visitors who do not want or cannot load the frame.
 */
export function LazyMap({ address, title }: { address: string; title: string }) {
  const [show, setShow] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (show) return;
    const box = boxRef.current;
    if (!box || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [show]);

  const embedUrl = `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
  const openUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

  return (
    <div>
      <div ref={boxRef} className="relative aspect-[4/3] w-full overflow-hidden rounded-lg border border-brand-100 bg-brand-50 sm:aspect-video">
        {show ? (
          <iframe
            src={embedUrl}
            title={title}
            className="absolute inset-0 size-full border-0"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <>
            <MapPlaceholder />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
              <p className="rounded bg-white/90 px-3 py-1 text-sm font-semibold text-brand-900">{address}</p>
              <button type="button" className={buttonClass("secondary")} onClick={() => setShow(true)}>
                <MapPin aria-hidden="true" className="size-4" /> Show map<span className="sr-only">: {title}</span>
              </button>
            </div>
          </>
        )}
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
