import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { Band } from "./band-frame";

/** Towns around the page's office, nearest first, each linking to its page. */
export function NearbyTownsBlock({ block }: { block: Extract<PageBlock, { type: "nearbyTowns" }> }) {
  return (
    <Band block={block}>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {block.towns.map((town) => (
          <li key={town.name} className="rounded-md border border-gray-200 px-4 py-3">
            <Link to={town.href} className="font-semibold text-brand-600 underline">
              {town.name}
            </Link>
            <p className="text-sm text-muted">
              {town.miles} mi · {town.county}
            </p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
