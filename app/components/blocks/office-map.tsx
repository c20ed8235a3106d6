import type { PageBlock } from "~/content/blocks";
import { LazyMap } from "~/components/embeds/lazy-map";
import { useBusiness } from "~/components/use-business";
import { formatAddress } from "~/config/business";
import { Band } from "./band-frame";
import { usePageOffice } from "./page-office";

/** Where the page's office is: its address and a map. */
export function OfficeMapBlock({ block }: { block: Extract<PageBlock, { type: "officeMap" }> }) {
  const business = useBusiness();
  const office = usePageOffice();
  const address = formatAddress(office);
  return (
    <Band block={{ ...block, intro: address }}>
      <div className="mt-6 max-w-4xl">
        <LazyMap address={office.mapQuery} title={`Map of ${business.name}, ${block.place}`} />
      </div>
    </Band>
  );
}
