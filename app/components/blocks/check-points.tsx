import { Check } from "lucide-react";
import { InlineText } from "./inline-text";

/** Short points with a check mark, under a step or on a card. */
export function CheckPoints({ points, small = false }: { points: string[]; small?: boolean }) {
  return (
    <ul className={`mt-3 space-y-1.5 ${small ? "text-sm" : ""}`}>
      {points.map((p) => (
        <li key={p} className="flex gap-2">
          <Check aria-hidden="true" className={`${small ? "mt-0.5" : "mt-1"} size-4 shrink-0 text-brand-600`} />
          <span>
            <InlineText text={p} />
          </span>
        </li>
      ))}
    </ul>
  );
}
