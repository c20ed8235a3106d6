import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Single-open, collapsible accordion (spec §4): opening one item closes the others; clicking the
 * open one closes it. Native <details> sharing one name, so it works with or without JavaScript and
 * the browser exposes each summary as an expandable button.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const group = useId();
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
      {items.map((item) => (
        <details key={item.id} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 font-sans text-base font-semibold text-brand-900">{item.title}</Heading>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-ink">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
