import type { PageBlock } from "~/content/blocks";

/** In-page links to the page's sections, in a sand strip under the hero. */
export function PageNavBlock({ block }: { block: Extract<PageBlock, { type: "pageNav" }> }) {
  return (
    <nav aria-label={block.label} className="border-b border-brand-100 bg-sand">
      <ol className="container-page flex flex-wrap gap-x-6 gap-y-2 py-4 text-sm">
        {block.links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className="font-semibold text-brand-600 underline">
              {link.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
