import { Blocks } from "~/components/blocks/blocks";
import { stormDamagePage } from "~/content/services/storm";

/** The storm damage page: content blocks (content/services/storm.ts). */
export default function StormDamagePage() {
  return <Blocks blocks={stormDamagePage} />;
}
