import { MapPin } from "lucide-react";
import type { PageBlock } from "~/content/blocks";

export function RegionsBlock({ block }: { block: Extract<PageBlock, { type: "regions" }> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {block.regions.map((r) => (
        <li key={r.city} className="flex flex-col rounded-lg border-t-4 border-accent-500 bg-brand-50 p-5">
          <h3 className="text-xl font-bold">{r.city}</h3>
          <p className="mt-1 flex items-start gap-1 text-sm font-semibold text-brand-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {r.zone}
          </p>
          <p className="mt-3 text-sm text-muted">{r.summary}</p>
          <ul className="mt-4 space-y-1.5 text-sm">
            {r.features.map((f) => (
              <li key={f} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                {f}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
