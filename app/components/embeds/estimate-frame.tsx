import { Calculator, Phone } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useBusiness } from "~/components/use-business";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

/** Spec §9: the frame starts 500px tall; the widget then reports the height it needs. */
export const ESTIMATE_FRAME_INITIAL_HEIGHT = 500;
const MIN_HEIGHT = 300;
const MAX_HEIGHT = 4000;
/** With no message from the widget after this long, the fallback is shown instead. */
const LOAD_TIMEOUT_MS = 8000;

type Status = "loading" | "ready" | "failed";

function widgetOrigin(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The widget posts objects; some versions post JSON strings. Anything else is ignored. */
function readMessage(data: unknown): { type?: unknown; height?: unknown; offsetTop?: unknown } | null {
  if (typeof data === "string") {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return data && typeof data === "object" ? (data as Record<string, unknown>) : null;
}

function toNumber(value: unknown): number | null {
  const n = typeof value === "string" ? Number.parseFloat(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

/**
 * The external instant-estimate form (spec §2.3, §2.6, §7). The parent trusts only messages whose
 * origin is the widget's own (decisions.md point 8): `resize-iframe` sets the height,
 * `scroll-to-element` scrolls the window to a position inside the frame. The 500px box is reserved
 * from the first paint, and if the widget is not configured or never answers, a plain way to reach
 * us takes its place.
 */
export function EstimateFrame({ title = "Instant roof estimate form" }: { title?: string }) {
  const business = useBusiness();
  const { pathname } = useLocation();
  const { estimateWidgetUrl } = business.external;
  const origin = widgetOrigin(estimateWidgetUrl);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(ESTIMATE_FRAME_INITIAL_HEIGHT);
  const [status, setStatus] = useState<Status>("loading");
  const lastHeight = useRef(ESTIMATE_FRAME_INITIAL_HEIGHT);

  const applyHeight = useCallback((value: number) => {
    const clamped = Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, value)));
    lastHeight.current = clamped;
    setHeight(clamped);
  }, []);

  // Messages from the widget: only its origin, and only from our own frame, is listened to.
  useEffect(() => {
    if (!origin) return;
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin) return;
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow) return;
      const message = readMessage(event.data);
      if (!message) return;
      if (message.type === "resize-iframe") {
        const h = toNumber(message.height);
        if (h === null) return;
        applyHeight(h);
        setStatus("ready");
      } else if (message.type === "scroll-to-element") {
        const offset = toNumber(message.offsetTop);
        if (offset === null) return;
        const top = frame.getBoundingClientRect().top + window.scrollY + offset;
        window.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
        setStatus("ready");
      }
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, applyHeight]);

  // Spec §9: another check 50 ms after a window resize (the widget re-measures on its own resize;
  // we re-apply the last height and ask the widget for a fresh one).
  useEffect(() => {
    if (!origin) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function onResize() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        applyHeight(lastHeight.current);
        frameRef.current?.contentWindow?.postMessage({ type: "request-height" }, origin as string);
      }, 50);
    }
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [origin, applyHeight]);

  // Give up on a widget that never answers, counting from when the frame is near the viewport
  // (the iframe is lazy-loaded, so an off-screen frame has not been asked to load yet).
  useEffect(() => {
    if (!origin || status !== "loading") return;
    const box = boxRef.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (timer === undefined) timer = setTimeout(() => setStatus((s) => (s === "loading" ? "failed" : s)), LOAD_TIMEOUT_MS);
    };
    let observer: IntersectionObserver | undefined;
    if (box && "IntersectionObserver" in window) {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            start();
            observer?.disconnect();
          }
        },
        { rootMargin: "200px" },
      );
      observer.observe(box);
    } else {
      start();
    }
    return () => {
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [origin, status]);

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
      ref={boxRef}
      className="relative scroll-mt-24 overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
      style={{ minHeight: ESTIMATE_FRAME_INITIAL_HEIGHT }}
    >
      {src && status !== "failed" ? (
        <>
          {status === "loading" ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-muted" aria-hidden="true">
              <Calculator className="size-10 animate-pulse text-brand-200" />
              <p>Loading the instant estimate form…</p>
            </div>
          ) : null}
          <iframe
            ref={frameRef}
            src={src}
            title={title}
            allow="geolocation; fullscreen"
            allowFullScreen
            loading="lazy"
            onError={() => setStatus("failed")}
            className="relative block w-full border-0"
            style={{ height }}
          />
        </>
      ) : (
        <EstimateFallback configured={src !== null} />
      )}
    </div>
  );
}

/**
 * In place of the widget: the site's own request form (issue 12). Without a widget configured it is
 * simply how estimates are asked for; a configured widget that fails to load says so first.
 */
function EstimateFallback({ configured }: { configured: boolean }) {
  const business = useBusiness();
  return (
    <div
      className="flex flex-col items-center justify-center gap-4 p-8 text-center"
      style={{ minHeight: ESTIMATE_FRAME_INITIAL_HEIGHT }}
      role="status"
    >
      <Calculator aria-hidden="true" className="size-12 text-accent-600" />
      <p className="font-display text-2xl font-bold text-brand-900">
        {configured ? "The instant estimate form is not available right now" : "Get a free, written roof estimate"}
      </p>
      <p className="max-w-md text-muted">
        {configured ? "You can still get a free, no-obligation estimate: send" : "Send"} us the short request form or call, and we will
        arrange a free inspection and a written estimate for your roof. A request sent during office hours is usually answered the same day.
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
