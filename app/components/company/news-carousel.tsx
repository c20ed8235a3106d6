import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { NewsCard } from "~/content/company/home";
import { NewsIllustration } from "./news-illustration";
import { buttonClass } from "~/components/ui/button";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * An accessible, scroll-snapping carousel of news cards: previous/next buttons, Tab through the
 * cards (the browser scrolls a focused card into view), native swipe on touch screens, no autoplay. Without JavaScript it is a scrollable row.
 */
export function NewsCarousel({ cards, label }: { cards: NewsCard[]; label: string }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  // Where a smooth scroll is heading, so a second click during the animation continues from there.
  const heading = useRef<number | null>(null);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    if (heading.current !== null && Math.abs(track.scrollLeft - heading.current) < 2) heading.current = null;
    setAtStart(track.scrollLeft <= 4);
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 4);
  }, []);

  useEffect(() => {
    update();
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      track.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [update]);

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const slide = track.querySelector("li");
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const step = slide ? slide.getBoundingClientRect().width + gap : track.clientWidth;
    const from = heading.current ?? track.scrollLeft;
    const max = track.scrollWidth - track.clientWidth;
    const left = Math.max(0, Math.min(max, (Math.round(from / step) + direction) * step));
    heading.current = left;
    track.scrollTo({ left, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="mb-4 flex justify-end gap-2">
        <button type="button" className={buttonClass("outline", "sm", "size-11 p-0")} onClick={() => move(-1)} disabled={atStart} aria-label="Previous news">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" className={buttonClass("outline", "sm", "size-11 p-0")} onClick={() => move(1)} disabled={atEnd} aria-label="Next news">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul
        ref={trackRef}
        aria-label="News articles"
        className="-mx-1 flex scroll-px-1 snap-x snap-mandatory gap-5 overflow-x-auto scroll-smooth px-1 pb-4 motion-reduce:scroll-auto"
      >
        {cards.map((card, i) => (
          <li key={card.id} className="relative w-[85%] shrink-0 snap-start sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]">
            {/* The slide's name sits on the article: a list item may not carry one (ARIA 1.2). */}
            <article
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${cards.length}: ${card.title}`}
              className="flex h-full flex-col overflow-hidden rounded-lg border border-brand-100 bg-white shadow-sm"
            >
              <div className="aspect-video bg-brand-50">
                <NewsIllustration kind={card.image} />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{card.category}</p>
                <h3 className="mt-2 text-xl font-bold">{card.title}</h3>
                <p className="mt-2 flex-1 text-muted">{card.excerpt}</p>
                <Link to={card.link} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-600 underline hover:text-brand-800">
                  Read more<span className="sr-only">: {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
