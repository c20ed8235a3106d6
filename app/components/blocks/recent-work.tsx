import type { PageBlock } from "~/content/blocks";
import { RandomGallery } from "~/components/company/random-gallery";
import { TitledRow } from "./titled-row";

/** A few random project photos under a heading and a link to the full gallery. */
export function RecentWorkBlock({ block }: { block: Extract<PageBlock, { type: "recentWork" }> }) {
  return (
    <section className="container-page py-16" aria-labelledby={`${block.id}-title`}>
      <TitledRow id={block.id} heading={block.heading} text={block.text} link={block.link} />
      <div className="mt-8">
        <RandomGallery images={block.images} />
      </div>
    </section>
  );
}
