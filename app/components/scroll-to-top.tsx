import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Spec §2.1: every route change scrolls to the top (same-page hash links keep their target). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
