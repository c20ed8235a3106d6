import type { ReactNode } from "react";
import type { ArticleBlock } from "~/content/blocks";
import { anchorId } from "~/domain/slugs";
import { Paragraphs } from "./inline-text";

/** The heading id every article block with a heading uses (also listed in "On this page"). */
export function blockAnchor(block: ArticleBlock): string | undefined {
  if (block.id) return block.id;
  if (block.type === "callout") return anchorId(block.title);
  return block.heading ? anchorId(block.heading) : undefined;
}

export function blockHeading(block: ArticleBlock): string | undefined {
  return block.type === "callout" ? block.title : block.heading;
}

/** An article block's frame: a region labelled by its h2 and intro, or a plain spacer without a heading. */
export function ArticleSection({ block, children }: { block: ArticleBlock; children: ReactNode }) {
  const id = blockAnchor(block);
  const heading = block.type === "callout" ? undefined : block.heading;
  if (!heading) return <div className="mt-12 first:mt-0">{children}</div>;
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="text-2xl font-bold md:text-3xl">
        {heading}
      </h2>
      <div className="mt-4">
        <Paragraphs paragraphs={block.intro} />
      </div>
      {children}
    </section>
  );
}
