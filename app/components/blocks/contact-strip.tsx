import type { PageBlock } from "~/content/blocks";
import { ContactStrip } from "~/components/services/contact-strip";

export function ContactStripBlock({ block }: { block: Extract<PageBlock, { type: "contactStrip" }> }) {
  return <ContactStrip title={block.title} />;
}
