import type { PageBlock } from "~/content/blocks";
import { EstimateFrame } from "~/components/embeds/estimate-frame";
import { PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { estimateOnline } from "~/config/business";
import { InlineText } from "./inline-text";

type EstimateBlockData = Extract<PageBlock, { type: "estimate" }>;

/**
 * The instant-estimate widget and its explanation: beside the text with the main line for those who
 * would rather call (`callLead`), or under the text on its own.
 */
export function EstimateBlock({ block }: { block: EstimateBlockData }) {
  // Without an estimate service the box offers the request form: its words must not promise a price.
  const words = estimateOnline(useBusiness()) ? block : { ...block, ...block.offline };
  if (!words.callLead) return <StackedEstimate block={words} />;
  return <EstimateWithCall block={words} callLead={words.callLead} />;
}

function EstimateWithCall({ block, callLead }: { block: EstimateBlockData; callLead: string }) {
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
            {callLead}{" "}
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

function StackedEstimate({ block }: { block: EstimateBlockData }) {
  return (
    <section className="bg-brand-50 py-14" aria-labelledby={`${block.id}-heading`}>
      <div className="container-page">
        <h2 id={`${block.id}-heading`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        {block.paragraphs.map((p) => (
          <p key={p} className="mt-3 max-w-2xl text-muted">
            <InlineText text={p} />
          </p>
        ))}
        <div className="mt-8">
          <EstimateFrame />
        </div>
      </div>
    </section>
  );
}
