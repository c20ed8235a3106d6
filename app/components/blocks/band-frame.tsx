import { createContext, useContext, type ReactNode } from "react";
import { Link } from "~/components/ui/links";
import type { BandFields, PageBlock } from "~/content/blocks";
import { Icon } from "./icons";
import { InlineText } from "./inline-text";
import { toneClass } from "./tones";

/** A band block (band.tsx), in any of its looks. */
export type BandData = Extract<PageBlock, { type: "band" }>;

/** Set inside a split of bands (`look: "bands"`): its bands render as columns, not as full-width regions. */
export const InColumnsContext = createContext(false);

/**
 * A full-width band of a page: a region labelled by its h2, the intro under it, the block's own
 * content, and an optional link at the foot.
 */
export function Band({ block, children, className = "" }: { block: BandFields; children?: ReactNode; className?: string }) {
  const inColumns = useContext(InColumnsContext);
  const dark = block.tone === "dark";
  const body = (
    <>
      <h2 id={`${block.id}-title`} className={`${block.icon ? "flex items-center gap-3 " : ""}text-3xl font-bold${dark ? " text-white" : ""}`}>
        {block.icon ? <Icon name={block.icon} className={`size-8 ${dark ? "text-accent-500" : "text-accent-600"}`} /> : null}
        {block.heading}
      </h2>
      {block.intro ? (
        <p className={`mt-3 max-w-3xl ${dark ? "text-brand-100" : "text-muted"}`}>
          <InlineText text={block.intro} />
        </p>
      ) : null}
      {children}
      {block.link ? (
        <Link to={block.link.href} className="mt-6 inline-block font-semibold text-brand-600 underline">
          {block.link.label}
        </Link>
      ) : null}
    </>
  );
  if (inColumns) return <div className={className}>{body}</div>;
  return (
    <section aria-labelledby={`${block.id}-title`} className={toneClass[block.tone ?? "white"]}>
      <div className={`container-page py-14 ${className}`}>{body}</div>
    </section>
  );
}
