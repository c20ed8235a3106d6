import type { PageBlock } from "~/content/blocks";
import { climateNote } from "~/domain/geo";
import { Band } from "./band";
import { usePageOffice } from "./page-office";

/** What the page's office town's distance to the coast means for a roof. */
export function ClimateBlock({ block }: { block: Extract<PageBlock, { type: "climate" }> }) {
  const office = usePageOffice();
  const climate = climateNote({ name: office.city, latitude: office.latitude, longitude: office.longitude });
  return (
    <Band block={block}>
      <p className="mt-3 max-w-3xl text-lg">
        {block.before}
        {climate.milesToCoast}
        {block.after}
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {climate.points.map((p) => (
          <li key={p} className="rounded-lg bg-white p-5 shadow-sm">
            {p}
          </li>
        ))}
      </ul>
    </Band>
  );
}
