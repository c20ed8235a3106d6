import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import type { Block, ListItem } from "~/content/blocks";
import { ArticleSection } from "./article-section";
import { Band } from "./band-frame";
import { Icon } from "./icons";
import { BlockNote, InlineText } from "./inline-text";

type ListData = Extract<Block, { type: "list" }>;

/**
 * Statements, each after its marker: in a guide, bullets with the title run in; in a band, one
 * under another after the block's icon, or titled values (h3) with a check mark, three across.
 */
export function ListBlock({ block }: { block: ListData }) {
  switch (block.look) {
    case "icons":
      return (
        <Band block={block}>
          <Items className="mt-6 space-y-3" items={block.items} marker={<Icon name={block.itemIcon} className="mt-1 size-5 shrink-0 text-brand-600" />}>
            {(item) => (
              <span>
                <InlineText text={item.text} />
              </span>
            )}
          </Items>
          <BlockNote text={block.note} className="mt-4" />
        </Band>
      );
    case "values":
      return (
        <Band block={block}>
          <Items className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" items={block.items} marker={<CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-600" />}>
            {(item) => (
              <div>
                <h3 className="text-xl font-bold">{item.title}</h3>
                <p className="mt-1 text-muted">
                  <InlineText text={item.text} />
                </p>
              </div>
            )}
          </Items>
          {block.note ? (
            <p className="mt-10 text-muted">
              <InlineText text={block.note} />
            </p>
          ) : null}
        </Band>
      );
    default:
      return (
        <ArticleSection block={block}>
          <Items className="mt-6 space-y-4" items={block.items} marker={<span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />}>
            {(item) => (
              <p className="leading-relaxed">
                {item.title ? <strong className="font-semibold text-brand-900">{item.title}. </strong> : null}
                <InlineText text={item.text} />
              </p>
            )}
          </Items>
        </ArticleSection>
      );
  }
}

/** The list itself: each statement after the same marker. */
function Items<I extends ListItem>({ className, items, marker, children }: { className: string; items: I[]; marker: ReactNode; children: (item: I) => ReactNode }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title ?? item.text} className="flex gap-3">
          {marker}
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
