import type { PageBlock } from "~/content/blocks";
import { EstimateFrame } from "~/components/embeds/estimate-frame";
import { PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { InlineText } from "./inline-text";

/** The instant-estimate widget, its explanation, and the main line for those who would rather call. */
export function EstimateBlock({ block }: { block: Extract<PageBlock, { type: "estimate" }> }) {
  const phone = useBusiness().phones.main;
  return (
    <section className="bg-brand-50 py-16" aria-labelledby={`${block.id}-title`}>
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id={`${block.id}-title`} className="text-3xl font-bold">
            {block.heading}
          </h2>
          {block.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-muted">
              <InlineText text={p} />
            </p>
          ))}
          <p className="mt-4 text-muted">
            {block.callLead}{" "}
            <PhoneLink phone={phone} className="font-semibold text-brand-700 underline">
              Call {phone.display}
            </PhoneLink>
            .
          </p>
        </div>
        <EstimateFrame />
      </div>
    </section>
  );
}
