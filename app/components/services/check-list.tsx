import { CircleCheck } from "lucide-react";
import { InlineText } from "~/components/blocks/inline-text";

/** A list of short claims with check marks. */
export function CheckList({ items, columns = 1, dark = false }: { items: string[]; columns?: 1 | 2; dark?: boolean }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "md:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${dark ? "text-accent-500" : "text-accent-600"}`} />
          <span className={dark ? "text-brand-50" : "text-ink"}>
            <InlineText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
