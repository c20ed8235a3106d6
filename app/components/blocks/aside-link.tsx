import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";

/** A boxed aside pointing to a related page. */
export function AsideLinkBlock({ block }: { block: Extract<PageBlock, { type: "asideLink" }> }) {
  return (
    <aside aria-labelledby={`${block.id}-title`} className="self-start rounded-lg border-l-4 border-accent-500 bg-sand p-6">
      <h3 id={`${block.id}-title`} className="text-xl font-bold">
        {block.title}
      </h3>
      <p className="mt-2 text-muted">{block.text}</p>
      <Link to={block.link.href} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-600 underline">
        {block.link.label} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </aside>
  );
}
