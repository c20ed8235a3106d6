import type { PageBlock } from "~/content/blocks";
import { ButtonRow } from "./buttons";
import { Icon } from "./icons";
import { InlineText } from "./inline-text";

/** Ways to pay side by side; the featured one on an accent background. */
export function PaymentOptionsBlock({ block }: { block: Extract<PageBlock, { type: "paymentOptions" }> }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {block.options.map((o) => (
        <li
          key={o.title}
          className={`flex flex-col rounded-2xl border-2 p-8 ${o.featured ? "border-accent-500 bg-accent-50" : "border-brand-100 bg-white"}`}
        >
          <Icon name={o.icon} className={`size-8 ${o.featured ? "text-accent-700" : "text-brand-700"}`} />
          <h3 className="mt-4 text-2xl font-bold">{o.title}</h3>
          <p className="mt-2 text-ink">
            <InlineText text={o.text} />
          </p>
          {o.note ? (
            <p className="mt-4 text-sm text-muted">
              <InlineText text={o.note} />
            </p>
          ) : null}
          <div className="mt-auto pt-6">
            <ButtonRow items={[o.action]} />
          </div>
        </li>
      ))}
    </ul>
  );
}
