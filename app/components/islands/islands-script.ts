/**
 * The public pages' only JavaScript when they do not hydrate (app/components/islands/hydration.ts):
 * small enhancements over HTML that already works without it. The function is serialised into an
 * inline script (islandsScript below), so it must not refer to anything outside itself. Every
 * behaviour is delegated from the document, so it also serves content React renders after a
 * client-side navigation on the pages that do hydrate.
 */
function islands() {
  const doc = document;
  const html = doc.documentElement;
  // On a page that hydrates, markup changes wait until React has taken over (it marks <html
  // data-hydrated>), or hydration would find a different document. Elsewhere the mark is ours: the
  // test helpers wait for it before clicking.
  const settled = (start: () => void) => {
    if (!("__reactRouterContext" in window) || "hydrated" in html.dataset) return start();
    const observer = new MutationObserver(() => {
      if (!("hydrated" in html.dataset)) return;
      observer.disconnect();
      start();
    });
    observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  };
  if (!("__reactRouterContext" in window)) html.dataset.hydrated = "";

  // A link inside an open popover menu closes the menu (a client-side navigation keeps the header).
  doc.addEventListener("click", (event) => {
    const target = event.target as Element;
    const link = target.closest("a[href]");
    const popover = link?.closest<HTMLElement>("[popover]");
    if (popover?.matches(":popover-open")) popover.hidePopover();

    // The instant estimate's "Print this estimate" button.
    if (target.closest("[data-print]")) print();

    // A lazy map's "Show map" button.
    const show = target.closest("[data-map-show]");
    const map = show?.closest<HTMLElement>("[data-lazy-map]");
    if (map) loadMap(map);

    // A carousel's previous/next buttons.
    const move = target.closest<HTMLElement>("[data-carousel-move]");
    const carousel = move?.closest("[data-carousel]");
    const track = carousel?.querySelector<HTMLElement>("[data-carousel-track]");
    if (move && track) {
      const slide = track.querySelector("li");
      const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
      const step = slide ? slide.getBoundingClientRect().width + gap : track.clientWidth;
      const max = track.scrollWidth - track.clientWidth;
      // Where a smooth scroll is heading, so a second click during the animation continues from there.
      const from = Number(track.dataset.heading ?? track.scrollLeft);
      const left = Math.max(0, Math.min(max, (Math.round(from / step) + Number(move.dataset.carouselMove)) * step));
      track.dataset.heading = String(left);
      const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
      track.scrollTo({ left, behavior: reduce ? "auto" : "smooth" });
    }
  });

  // The frame an embed (the gallery's video, an office map) loads into, filling its stand-in's box.
  const embedFrame = (src: string | undefined, title: string | undefined, extra: Partial<HTMLIFrameElement>) =>
    Object.assign(doc.createElement("iframe"), { src: src ?? "", title: title ?? "", className: "absolute inset-0 size-full border-0", allowFullscreen: true }, extra);

  // The gallery's video poster: the player replaces it (without JavaScript it links to YouTube).
  doc.addEventListener("click", (event) => {
    const poster = (event.target as Element).closest<HTMLElement>("[data-video-embed]");
    if (!poster) return;
    event.preventDefault();
    poster.replaceWith(
      embedFrame(poster.dataset.videoEmbed, poster.dataset.videoTitle, {
        allow: "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture",
      }),
    );
  });

  // The gallery's lightbox: one modal <dialog> per photo. A View link opens its photo's dialog (it
  // links to the full-size image without JavaScript); the arrow buttons and keys move to the
  // neighbour's dialog; focus goes back to the View link that opened the first one.
  let lightboxOpener: HTMLElement | null = null;
  const showLightbox = (id: string | undefined, from: HTMLDialogElement | null) => {
    const next = id ? doc.getElementById(id) : null;
    if (!(next instanceof HTMLDialogElement) || next === from) return;
    if (from) {
      from.dataset.moving = "";
      from.close();
      delete from.dataset.moving;
    }
    next.showModal();
    next.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  };
  doc.addEventListener("click", (event) => {
    const target = event.target as Element;
    const open = target.closest<HTMLElement>("[data-lightbox-open]");
    if (open) {
      event.preventDefault();
      lightboxOpener = open;
      showLightbox(open.dataset.lightboxOpen, null);
    }
    const go = target.closest<HTMLElement>("[data-lightbox-go]");
    if (go) showLightbox(go.dataset.lightboxGo, go.closest("dialog"));
  });
  doc.addEventListener(
    "close",
    (event) => {
      const dialog = event.target as HTMLElement;
      if (!dialog.matches?.("[data-lightbox]") || "moving" in dialog.dataset) return;
      lightboxOpener?.focus();
      lightboxOpener = null;
    },
    true,
  );
  // Every modal <dialog> (the lightbox, the staff screens' dialogs): the browser lets Tab leave it for
  // its own controls past the last control; Tab and Shift+Tab cycle inside it instead.
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const dialog = (event.target as Element).closest?.("dialog");
    if (!dialog?.matches(":modal")) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]")].filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
    );
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (doc.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
    }
  });
  doc.addEventListener("keydown", (event) => {
    const dialog = (event.target as Element).closest?.<HTMLDialogElement>("dialog[data-lightbox]");
    if (!dialog) return;
    const by = { ArrowLeft: "-1", ArrowRight: "1" }[event.key];
    const id =
      event.key === "Home"
        ? dialog.dataset.first
        : event.key === "End"
          ? dialog.dataset.last
          : by
            ? dialog.querySelector<HTMLElement>(`[data-lightbox-go][data-step="${by}"]`)?.dataset.lightboxGo
            : undefined;
    if (!id) return;
    event.preventDefault();
    showLightbox(id, dialog);
  });

  function loadMap(box: HTMLElement) {
    if (box.dataset.loaded) return;
    box.dataset.loaded = "true";
    box.replaceChildren(embedFrame(box.dataset.lazyMap, box.dataset.mapTitle, { referrerPolicy: "no-referrer-when-downgrade" }));
  }

  // Maps load by themselves when scrolled near.
  if ("IntersectionObserver" in window) settled(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          loadMap(entry.target as HTMLElement);
        }
      },
      { rootMargin: "200px" },
    );
    for (const box of doc.querySelectorAll("[data-lazy-map]")) observer.observe(box);
  });

  // Carousel buttons are disabled at either end of the track.
  function updateCarousel(track: HTMLElement) {
    const carousel = track.closest("[data-carousel]");
    if (!carousel) return;
    if (Math.abs(track.scrollLeft - Number(track.dataset.heading ?? -10)) < 2) delete track.dataset.heading;
    for (const button of carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-move]")) {
      button.disabled =
        button.dataset.carouselMove === "-1" ? track.scrollLeft <= 4 : track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
    }
  }
  const updateAll = () => doc.querySelectorAll<HTMLElement>("[data-carousel-track]").forEach(updateCarousel);
  doc.addEventListener(
    "scroll",
    (event) => {
      const track = event.target instanceof HTMLElement ? event.target : null;
      if (track?.matches("[data-carousel-track]")) updateCarousel(track);
    },
    { capture: true, passive: true },
  );
  addEventListener("resize", updateAll);
  settled(updateAll);

  // A select that opens the page for its value when changed (the hint beside it says so).
  doc.addEventListener("change", (event) => {
    const select = event.target as HTMLSelectElement;
    const prefix = select.dataset?.navigateOnChange;
    if (prefix !== undefined) location.assign(prefix + encodeURIComponent(select.value));
  });

  // A search box that narrows a select's options as the visitor types (the full list is in a data attribute).
  doc.addEventListener("input", (event) => {
    const input = event.target as HTMLInputElement;
    const select = input.dataset?.filterSelect ? doc.getElementById(input.dataset.filterSelect) : null;
    if (!(select instanceof HTMLSelectElement)) return;
    // A line per town: its slug, a tab, its name (searchableLocations in app/domain/blog-locations.ts).
    const all = (select.dataset.options || "").split("\n").filter(Boolean).map((line) => line.split("\t") as [value: string, label: string]);
    const limit = Number(select.dataset.limit);
    const q = input.value.trim().toLowerCase();
    const chosen = select.value;
    const fixed = [...select.querySelectorAll("option[data-fixed]")];
    const matching = all.filter(([, label]) => !q || label.toLowerCase().includes(q));
    const shown = matching.slice(0, limit).filter(([value]) => !fixed.some((o) => (o as HTMLOptionElement).value === value));
    select.replaceChildren(...fixed, ...shown.map(([value, label]) => new Option(label, value)));
    if ([...select.options].some((o) => o.value === chosen)) select.value = chosen;
    const count = input.getAttribute("aria-describedby");
    const counter = count ? doc.getElementById(count) : null;
    if (counter) {
      const n = matching.length;
      counter.textContent = !q
        ? "Type part of a town's name to narrow the list."
        : n === 0
          ? "No towns match your search."
          : `${n} ${n === 1 ? "town matches" : "towns match"}${n > limit ? ` (first ${limit} listed)` : ""}.`;
    }
  });

  // A search box that hides a list's items whose data-name does not contain the typed text (the
  // GET form it sits in does the same on the server); the status line and empty note follow.
  doc.addEventListener("input", (event) => {
    const input = event.target as HTMLInputElement;
    const list = input.dataset?.filterList ? doc.getElementById(input.dataset.filterList) : null;
    if (!list) return;
    const q = input.value.trim().toLowerCase();
    let shown = 0;
    for (const item of list.querySelectorAll<HTMLElement>("li[data-name]")) {
      item.hidden = !(item.dataset.name ?? "").includes(q);
      if (!item.hidden) shown++;
      // Picking a town keeps the search, as the server's links do.
      const link = item.querySelector("a");
      if (!link) continue;
      const url = new URL(link.href);
      if (q) url.searchParams.set("q", input.value.trim());
      else url.searchParams.delete("q");
      link.setAttribute("href", url.search + url.hash);
    }
    list.hidden = shown === 0;
    const empty = doc.querySelector<HTMLElement>(`[data-filter-empty="${list.id}"]`);
    if (empty) empty.hidden = shown > 0;
    const status = doc.getElementById(input.getAttribute("aria-describedby") ?? "");
    if (status) status.textContent = shown === 0 ? "No locations match your search." : `Showing ${shown} of ${list.dataset.total} locations`;
  });

  // A town field's hint says whether the typed town is one of the datalist's (as findServiceTown in
  // app/domain/leads.ts does). The hint's text node is edited in place: on a page that hydrates, React
  // keeps writing to the same node.
  const normalizeTown = (value: string) =>
    value
      .trim()
      .toLowerCase()
      .replace(/,?\s*(nc|north carolina)\.?$/i, "")
      .replace(/[^a-z]+/g, " ")
      .trim();
  doc.addEventListener("input", (event) => {
    const input = event.target as HTMLInputElement;
    const inside = input.dataset?.townHint;
    const hint = inside === undefined ? null : doc.getElementById(`${input.id}-hint`)?.firstChild;
    if (inside === undefined || !hint) return;
    const typed = normalizeTown(input.value);
    const known = !typed || [...(input.list?.options ?? [])].some((o) => normalizeTown(o.value) === typed);
    hint.nodeValue = known ? inside : (input.dataset.outsideHint ?? "").replace("{town}", input.value.trim());
  });

  // Without React, a form's submit button is disabled while the request is under way (no double send),
  // and the instant estimate's forms show their progress panel while the server looks the roof up.
  if (!("__reactRouterContext" in window)) {
    doc.addEventListener("submit", (event) => {
      const form = event.target as HTMLFormElement;
      for (const button of form.querySelectorAll<HTMLButtonElement>("button[data-once]")) setTimeout(() => (button.disabled = true));
      form.querySelector<HTMLElement>("[data-progress]")?.removeAttribute("hidden");
    });
    // A page restored from the back/forward cache gets its buttons back.
    addEventListener("pageshow", (event) => {
      if (!event.persisted) return;
      for (const button of doc.querySelectorAll<HTMLButtonElement>("button[data-once]")) button.disabled = false;
      for (const panel of doc.querySelectorAll("[data-progress]")) panel.setAttribute("hidden", "");
    });
  }

  // The instant-estimate widget (app/components/embeds/estimate-frame.tsx): spec §9's messages.
  const MIN_HEIGHT = 300;
  const MAX_HEIGHT = 4000;
  const LOAD_TIMEOUT_MS = 8000;
  const estimateBoxes = [...doc.querySelectorAll<HTMLElement>("[data-estimate-origin]")];
  const frameOf = (box: Element) => box.querySelector("iframe");
  const setHeight = (box: HTMLElement, value: number) => {
    const frame = frameOf(box);
    if (!frame) return;
    const clamped = Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, value)));
    box.dataset.height = String(clamped);
    frame.style.height = `${clamped}px`;
    // The frame's new height moves what follows it. Where the page put focus on arrival (autofocus: a
    // refused request form's error summary below the frame), it is brought back into sight, until the
    // visitor moves focus themselves.
    const focused = doc.activeElement;
    if (focused instanceof HTMLElement && focused.hasAttribute("autofocus")) focused.scrollIntoView({ block: "center" });
  };
  const ready = (box: HTMLElement) => {
    box.dataset.ready = "true";
    // Hidden, not removed: on a page that hydrates, React may not have taken over this markup yet.
    box.querySelector("[data-estimate-loading]")?.setAttribute("hidden", "");
  };
  const fail = (box: HTMLElement) => {
    if (box.dataset.ready) return;
    box.querySelector("[data-estimate-live]")?.remove();
    box.querySelector<HTMLElement>("[data-estimate-fallback]")?.removeAttribute("hidden");
  };
  const toNumber = (value: unknown) => {
    const n = typeof value === "string" ? Number.parseFloat(value) : value;
    return typeof n === "number" && Number.isFinite(n) ? n : null;
  };
  addEventListener("message", (event) => {
    const box = estimateBoxes.find((b) => b.dataset.estimateOrigin === event.origin && frameOf(b)?.contentWindow === event.source);
    const frame = box && frameOf(box);
    if (!box || !frame) return;
    // The widget posts objects; some versions post JSON strings. Anything else is ignored.
    let message: { type?: unknown; height?: unknown; offsetTop?: unknown } | null = null;
    try {
      message = typeof event.data === "string" ? JSON.parse(event.data) : event.data;
    } catch {
      return;
    }
    if (!message || typeof message !== "object") return;
    if (message.type === "resize-iframe") {
      const h = toNumber(message.height);
      if (h === null) return;
      setHeight(box, h);
      ready(box);
    } else if (message.type === "scroll-to-element") {
      const offset = toNumber(message.offsetTop);
      if (offset === null) return;
      scrollTo({ top: Math.max(0, frame.getBoundingClientRect().top + scrollY + offset), behavior: "smooth" });
      ready(box);
    }
  });
  // Spec §9: another check 50 ms after a window resize (re-apply the last height, ask for a fresh one).
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      for (const box of estimateBoxes) {
        if (box.dataset.height) setHeight(box, Number(box.dataset.height));
        frameOf(box)?.contentWindow?.postMessage({ type: "request-height" }, box.dataset.estimateOrigin ?? "");
      }
    }, 50);
  });
  // Give up on a widget that never answers, counting from when the frame is near the viewport (it is lazy-loaded).
  for (const box of estimateBoxes) {
    const start = () => setTimeout(() => settled(() => fail(box)), LOAD_TIMEOUT_MS);
    if ("IntersectionObserver" in window) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: "200px" },
      );
      observer.observe(box);
    } else start();
  }

  // Visits are counted by the server as pages are sent (docs/decisions/022-visits-and-attribution.md).
  // A page the browser prerendered or prefetched was fetched without counting (its request said it
  // was a guess): once it is really shown, it reports itself; with VISITS_BEACON every page does.
  const visits = html.dataset.visits;
  if (visits && "sendBeacon" in navigator) {
    const report = () => navigator.sendBeacon("/api/views", JSON.stringify({ page: location.pathname + location.search, referrer: doc.referrer }));
    const entry = performance.getEntriesByType("navigation")[0] as (PerformanceEntry & { deliveryType?: string }) | undefined;
    if ((doc as Document & { prerendering?: boolean }).prerendering) doc.addEventListener("prerenderingchange", report, { once: true });
    else if (visits === "beacon" || entry?.deliveryType === "navigational-prefetch") report();
  }

  // The chat widget's script, once the page has loaded and the browser is idle (decisions.md point 8).
  const chat = doc.querySelector<HTMLElement>("[data-chat-src]")?.dataset.chatSrc;
  if (chat) {
    const inject = () => {
      const script = doc.createElement("script");
      script.src = chat;
      script.async = true;
      script.dataset.chatWidget = "true";
      doc.body.append(script);
    };
    const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(inject, { timeout: 5000 }) : setTimeout(inject, 3000));
    if (doc.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  }
}

export const islandsScript = `(${islands.toString()})()`;
