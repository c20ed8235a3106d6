import type { PageBlock } from "~/content/blocks";
import { CallToAction } from "~/components/marketing/call-to-action";

export function CallToActionBlock({ block }: { block: Extract<PageBlock, { type: "callToAction" }> }) {
  return <CallToAction title={block.title} text={block.text} instantText={block.instantText} />;
}
