import { Calculator, Phone } from "lucide-react";
import { useLocation } from "react-router";
import { useBusiness } from "~/components/use-business";
import { buttonClass } from "~/components/ui/button";
import { Link, PhoneLink } from "~/components/ui/links";
import { ReplyPromise } from "~/components/leads/reply-promise";

/** Spec §9: the frame starts 500px tall; the widget then reports the height it needs. */
export const ESTIMATE_FRAME_INITIAL_HEIGHT = 500;

function widgetOrigin(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The external instant-estimate form (spec §2.3, §2.6, §7). The islands script
 * (app/components/islands/islands-script.ts) listens to the widget: it trusts only messages whose
 * origin is the widget's own and whose source is this frame (decisions.md point 8);
 * `resize-iframe` sets the height, `scroll-to-element` scrolls the window to a position inside the
 * frame, and a widget that never answers is replaced by the fallback. The 500px box is reserved from
 * the first paint. Shown only where the estimate offer names the widget (app/domain/estimate-offer.ts).
 */
export function EstimateFrame({ title = "Instant roof estimate form" }: { title?: string }) {
  const business = useBusiness();
  const { pathname } = useLocation();
  const { estimateWidgetUrl } = business.external;
  const origin = widgetOrigin(estimateWidgetUrl);

  let src: string | null = null;
  if (estimateWidgetUrl && origin) {
    const url = new URL(estimateWidgetUrl);
    // A configured widget (one with its key) is told which page the visitor asked from.
    if (url.searchParams.has("key")) url.searchParams.set("referrer", `${business.siteUrl}${pathname}`);
    src = url.toString();
  }

  return (
    <div
      id="instant-estimate"
      data-estimate-origin={src ? (origin ?? undefined) : undefined}
      className="relative overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
      style={{ minHeight: ESTIMATE_FRAME_INITIAL_HEIGHT }}
    >
      {src ? (
        <div data-estimate-live>
          <div data-estimate-loading className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-muted" aria-hidden="true">
            <Calculator className="size-10 animate-pulse text-brand-200" />
            <p>Loading the instant estimate form…</p>
          </div>
          <iframe
            src={src}
            title={title}
            allow="geolocation; fullscreen"
            allowFullScreen
            loading="lazy"
            className="relative block w-full border-0"
            style={{ height: ESTIMATE_FRAME_INITIAL_HEIGHT }}
          />
        </div>
      ) : null}
      <div data-estimate-fallback hidden={src !== null}>
        <EstimateFallback />
      </div>
    </div>
  );
}

/** In place of a widget that fails to load: the site's own request form (docs/decisions/005-leads.md). */
function EstimateFallback() {
  const business = useBusiness();
  return (
    <div
      className="flex flex-col items-center justify-center gap-4 p-8 text-center"
      style={{ minHeight: ESTIMATE_FRAME_INITIAL_HEIGHT }}
      role="status"
    >
      <Calculator aria-hidden="true" className="size-12 text-accent-600" />
      <p className="font-display text-2xl font-bold text-brand-900">
        The instant estimate form is not available right now
      </p>
      <p className="max-w-md text-muted">
        You can still get a free, no-obligation estimate: send us the short request form or call, and we will arrange a free inspection
        and a written estimate for your roof.
      </p>
      <p className="max-w-md text-sm text-muted">
        <ReplyPromise />
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/contact#request" className={buttonClass("primary", "md")}>
          Request a free estimate
        </Link>
        <PhoneLink phone={business.phones.main} className={buttonClass("secondary", "md")}>
          <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
        </PhoneLink>
      </div>
    </div>
  );
}
