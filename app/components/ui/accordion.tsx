import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Single-open, collapsible accordion (spec §4): opening one item closes the others; clicking the
 * open one closes it. Buttons carry aria-expanded/aria-controls; panels are labelled regions.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpenId = null,
  onOpenChange,
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  defaultOpenId?: string | null;
  onOpenChange?: (id: string | null) => void;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0 font-sans text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  const next = open ? null : item.id;
                  setOpenId(next);
                  onOpenChange?.(next);
                }}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50"
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-ink">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
