import { useEffect } from "react";
import { useBusiness } from "~/components/use-business";

/** Set once the chat script has been requested, so client navigations never add it twice. */
let requested = false;

/**
 * Loads the chat widget's script once the page has finished loading and the browser is idle
 * (decisions.md point 8), so chat never competes with the page's own content. Renders nothing.
 */
export function ChatLoader() {
  const src = useBusiness().external.chatScriptUrl;

  useEffect(() => {
    if (!src || requested) return;
    let cancelled = false;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const inject = () => {
      if (cancelled || requested) return;
      requested = true;
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.dataset.chatWidget = "true";
      document.body.appendChild(script);
    };
    const whenIdle = () => {
      if ("requestIdleCallback" in window) idleHandle = window.requestIdleCallback(inject, { timeout: 5000 });
      else timer = setTimeout(inject, 3000);
    };

    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });

    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      clearTimeout(timer);
    };
  }, [src]);

  return null;
}
