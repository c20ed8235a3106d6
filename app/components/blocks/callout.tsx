import { AlertTriangle, ArrowRight, Info, Lightbulb, TriangleAlert } from "lucide-react";
import { Link } from "~/components/ui/links";
import type { ArticleBlock, Block } from "~/content/blocks";
import { blockAnchor } from "./article-section";
import { InlineText, Paragraphs } from "./inline-text";

const calloutStyles = {
  warning: { box: "border-amber-400 bg-amber-50", Icon: AlertTriangle, icon: "text-amber-700" },
  info: { box: "border-brand-200 bg-brand-50", Icon: Info, icon: "text-brand-700" },
  tip: { box: "border-green-300 bg-green-50", Icon: Lightbulb, icon: "text-green-800" },
};

/**
 * A word set apart from the text around it. With a title, a guide's boxed aside under its own h2
 * (a warning, a tip); without, inside a page section: a warning in a bordered box (one sentence, or
 * a list of points), a note, the muted line under a section's content (`small` for fine print), or
 * an aside pointing to a related page under its own h3.
 */
export function CalloutBlock({ block }: { block: Extract<Block, { type: "callout" }> }) {
  if (block.tone === "aside") {
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
  if ("title" in block) return <TitledCallout block={block} />;
  if (block.tone === "note") {
    return (
      <p className={block.small ? "text-sm text-muted" : "text-muted"}>
        <InlineText text={block.text} />
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-md border border-accent-500 bg-white p-4 text-ink">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
      {block.text ? <p>{block.text}</p> : null}
      {block.points ? (
        <ul className="list-disc space-y-2 pl-5 text-ink">
          {block.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function TitledCallout({ block }: { block: Extract<ArticleBlock, { type: "callout" }> }) {
  const s = calloutStyles[block.tone];
  const id = blockAnchor(block);
  return (
    <div className="mt-12 first:mt-0">
      <section aria-labelledby={id} className={`flex gap-4 rounded-lg border-l-4 p-5 ${s.box}`}>
        <s.Icon aria-hidden="true" className={`mt-1 size-6 shrink-0 ${s.icon}`} />
        <div>
          <h2 id={id} className="font-sans text-xl font-bold">
            {block.title}
          </h2>
          <div className="mt-2">
            <Paragraphs paragraphs={block.text} />
          </div>
          {block.points?.length ? (
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {block.points.map((p) => (
                <li key={p}>
                  <InlineText text={p} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </div>
  );
}
