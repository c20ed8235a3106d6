import type { PageBlock } from "~/content/blocks";
import { EstimateFrame } from "~/components/embeds/estimate-frame";
import { EstimateStart } from "~/components/estimate/estimate-start";
import { useEstimateOffer } from "~/components/use-estimate-offer";
import { PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { InlineText } from "./inline-text";

type EstimateBlockData = Extract<PageBlock, { type: "estimate" }>;

/**
 * The instant estimate and its explanation: beside the text with the main line for those who would
 * rather call (`callLead`), or under the text on its own. The site's own estimate starts here when
 * the owner has saved prices, else the outside frame when one is configured; with neither, no price
 * can be given online and the block is left out (app/domain/estimate-offer.ts).
 */
export function EstimateBlock({ block }: { block: EstimateBlockData }) {
  const offer = useEstimateOffer();
  if (!offer.instant) return null;
  const estimate = offer.kind === "built-in" ? <EstimateStart /> : <EstimateFrame />;
  if (!block.callLead) return <StackedEstimate block={block} estimate={estimate} />;
  return <EstimateWithCall block={block} callLead={block.callLead} estimate={estimate} />;
}

function EstimateWithCall({ block, callLead, estimate }: { block: EstimateBlockData; callLead: string; estimate: React.ReactNode }) {
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
        {estimate}
      </div>
    </section>
  );
}

function StackedEstimate({ block, estimate }: { block: EstimateBlockData; estimate: React.ReactNode }) {
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
        <div className="mt-8">{estimate}</div>
      </div>
    </section>
  );
}
