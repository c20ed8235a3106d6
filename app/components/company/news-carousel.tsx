import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/links";
import type { NewsCard } from "~/content/blocks";
import { NewsIllustration } from "./news-illustration";
import { buttonClass } from "~/components/ui/button";

/**
 * An accessible, scroll-snapping carousel of news cards: previous/next buttons (the islands script,
 * app/components/islands/islands-script.ts, moves the track and disables them at either end), Tab
 * through the cards (the browser scrolls a focused card into view), native swipe on touch screens,
 * no autoplay. Without JavaScript it is a scrollable row and the buttons stay out of sight.
 */
export function NewsCarousel({ cards, label }: { cards: NewsCard[]; label: string }) {
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-carousel>
      <div className="js-only mb-4 flex justify-end gap-2">
        <button type="button" className={buttonClass("outline", "sm", "size-11 p-0")} data-carousel-move="-1" disabled aria-label="Previous news">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" className={buttonClass("outline", "sm", "size-11 p-0")} data-carousel-move="1" aria-label="Next news">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul
        data-carousel-track
        aria-label="News articles"
        className="-mx-1 flex scroll-px-1 snap-x snap-mandatory gap-5 overflow-x-auto scroll-smooth px-1 pb-4"
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
