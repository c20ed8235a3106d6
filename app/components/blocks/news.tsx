import type { PageBlock } from "~/content/blocks";
import { NewsCarousel } from "~/components/company/news-carousel";
import { toneClass } from "./tones";
import { TitledRow } from "./titled-row";

export function NewsBlock({ block }: { block: Extract<PageBlock, { type: "news" }> }) {
  return (
    <section className={`${toneClass[block.tone ?? "white"]} py-16`} aria-labelledby={`${block.id}-title`}>
      <div className="container-page">
        <TitledRow id={block.id} heading={block.heading} text={block.text} link={block.link} />
        <div className="mt-6">
          <NewsCarousel cards={block.cards} label={block.label} />
        </div>
      </div>
    </section>
  );
}
