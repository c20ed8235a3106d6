import { CheckCircle2, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { Block, ListItem } from "~/content/blocks";
import { ExternalLink, Link } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { townCountText } from "~/domain/business";
import { CheckList } from "~/components/services/check-list";
import { ArticleSection } from "./article-section";
import { Band } from "./band-frame";
import { DosDonts } from "./dos-donts";
import { Icon } from "./icons";
import { BlockNote, INLINE_ICON, InlineText, LINK } from "./inline-text";

type ListData = Extract<Block, { type: "list" }>;

/**
 * Statements, each after its marker: in a guide, bullets with the title run in, boxed claims with
 * check marks, its sources as links out, or do's and don'ts in two columns; in a band, one under
 * another after the block's icon, or titled values (h3) with a check mark, three across; badges on
 * a dark strip; inside a section, claims with check marks or the towns a page serves.
 */
export function ListBlock({ block }: { block: ListData }) {
  switch (block.look) {
    case "sources":
      return (
        <ArticleSection block={block}>
          <ul className="mt-4 space-y-2 text-sm">
            {block.items.map((item) => (
              <li key={item.url}>
                <ExternalLink href={item.url} className={LINK} iconClassName={INLINE_ICON}>
                  {item.label}
                </ExternalLink>
                {item.note ? <span className="text-muted"> — {item.note}</span> : null}
              </li>
            ))}
          </ul>
        </ArticleSection>
      );
    case "badges":
      // Each badge states a fact the owner has given; a company that has given none has no strip.
      if (!block.items.length) return null;
      return (
        <div className="bg-brand-900 py-5">
          <div className="container-page">
            <ul aria-label={block.label} className="flex flex-wrap gap-3">
              {block.items.map((b) => (
                <li key={b.text} className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white ring-1 ring-brand-500">
                  <Icon name={b.icon} className="size-4 text-accent-500" />
                  {b.text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      );
    case "checkBoxes":
      return (
        <ArticleSection block={block}>
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {block.items.map((item) => (
              <li key={item} className="flex gap-3 rounded-md border border-brand-100 bg-white p-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                <span>
                  <InlineText text={item} />
                </span>
              </li>
            ))}
          </ul>
          <BlockNote text={block.note} />
        </ArticleSection>
      );
    case "checks":
      return <CheckList items={block.items} columns={block.columns} dark={block.dark} />;
    case "towns":
      return <Towns towns={block.towns} note={block.note} />;
    case "dosDonts":
      return <DosDonts block={block} />;
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

/** The towns a page serves, then its note, or a line linking to the full service-area explorer. */
function Towns({ towns, note }: { towns: readonly string[]; note?: string }) {
  const business = useBusiness();
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {towns.map((town) => (
          <li key={town} className="flex items-center gap-2 rounded-md bg-white px-4 py-3 font-semibold shadow-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
            {/* min-w-0: a town name wider than a phone's column breaks rather than spill out of its card. */}
            <span className="min-w-0">{town}, NC</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-muted">
        {note ? (
          <InlineText text={note} />
        ) : (
          <>
            These are our most-requested towns; we serve {townCountText(business)} towns in all.{" "}
            <Link to="/service-areas" className="font-semibold text-brand-600 underline">
              Find your town
            </Link>
            .
          </>
        )}
      </p>
    </>
  );
}
