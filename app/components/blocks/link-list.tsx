import type { PageBlock } from "~/content/blocks";
import { ExternalLink } from "~/components/ui/links";

/** Outside organisations as cards: the name links out (new tab), a line says why it matters. */
export function LinkListBlock({ block }: { block: Extract<PageBlock, { type: "linkList" }> }) {
  return (
    <ul className={`grid gap-4 md:grid-cols-2 ${block.columns === 2 ? "" : "lg:grid-cols-3"}`}>
      {block.links.map((link) => (
        <li key={link.href} className="rounded-lg border border-brand-100 p-5">
          <ExternalLink href={link.href} className="inline-flex items-start gap-2 font-semibold text-brand-600 underline">
            {link.name}
          </ExternalLink>
          <p className="mt-2 text-sm text-muted">{link.text}</p>
        </li>
      ))}
    </ul>
  );
}
