import { useId } from "react";
import { areaRadius, projectPlaces } from "~/domain/analytics-report";

export interface MapTown {
  name: string;
  latitude: number;
  longitude: number;
  views: number;
  requests: number;
}

/**
 * The service area as the towns' own coordinates draw it (no map tiles, nothing fetched): a circle
 * per town whose area grows with its pages' views, a thick ring and a label on each town that
 * brought requests, a square per office. Shapes and labels carry the meaning, not colour; the towns
 * table beside it is its text alternative (docs/decisions/022-visits-and-attribution.md).
 */
export function ServiceAreaMap({ towns, offices, tableId }: { towns: MapTown[]; offices: { name: string; latitude: number; longitude: number }[]; tableId: string }) {
  const id = useId();
  const width = 640;
  const height = 420;
  const places = projectPlaces<{ name: string; latitude: number; longitude: number; kind: "town" | "office"; town?: MapTown }>(
    [...towns.map((t) => ({ name: t.name, latitude: t.latitude, longitude: t.longitude, kind: "town" as const, town: t })), ...offices.map((o) => ({ ...o, kind: "office" as const }))],
    width,
    height,
    28,
  );
  const largest = Math.max(0, ...towns.map((t) => t.views));
  const busiest = new Set(
    [...towns]
      .sort((a, b) => b.views - a.views)
      .slice(0, 8)
      .filter((t) => t.views > 0)
      .map((t) => t.name),
  );
  const withRequests = towns.filter((t) => t.requests > 0).sort((a, b) => b.requests - a.requests);
  const summary = withRequests.length
    ? `Towns that brought requests: ${withRequests.slice(0, 10).map((t) => `${t.name} ${t.requests}`).join(", ")}${withRequests.length > 10 ? `, and ${withRequests.length - 10} more` : ""}.`
    : "No town brought a request in this period.";
  // Small circles first, so large ones never hide a label.
  const ordered = [...places].sort((a, b) => (a.kind === "office" ? 1 : 0) - (b.kind === "office" ? 1 : 0) || (b.town?.views ?? 0) - (a.town?.views ?? 0));
  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-4">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>Map of the service area: page views and requests per town</title>
        <desc id={`${id}-desc`}>{`${summary} The towns table (${tableId ? "below the map" : "on this page"}) has every town's figures.`}</desc>
        {ordered.map((p) => {
          if (p.kind === "office") {
            return (
              <g key={`office-${p.name}`}>
                <rect x={p.x - 6} y={p.y - 6} width={12} height={12} fill="white" stroke="currentColor" strokeWidth={2} />
                <text x={p.x + 9} y={p.y - 8} fontSize="12" fontWeight="700" fill="currentColor">
                  {p.name} office
                </text>
              </g>
            );
          }
          const t = p.town!;
          const r = t.views > 0 ? areaRadius(t.views, largest, 3.5, 22) : 2;
          const label = t.requests > 0 ? `${t.name} · ${t.requests} ${t.requests === 1 ? "request" : "requests"}` : busiest.has(t.name) ? t.name : null;
          return (
            <g key={`town-${t.name}`}>
              <circle
                cx={p.x}
                cy={p.y}
                r={r}
                className={t.views > 0 ? "fill-brand-200/70" : "fill-none"}
                stroke="currentColor"
                strokeOpacity={t.requests > 0 ? 1 : 0.45}
                strokeWidth={t.requests > 0 ? 3 : 1}
              />
              {label ? (
                <text x={p.x + r + 3} y={p.y + 4} fontSize="11" fontWeight={t.requests > 0 ? 700 : 400} fill="currentColor" paintOrder="stroke" stroke="white" strokeWidth={3}>
                  {label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-xs text-muted">
        North is up. A circle&apos;s area grows with the views of the town&apos;s page and posts; a hollow dot is a town served whose pages were not read. A thick ring and a bold label mark a town that brought requests; a square is an office. Towns without coordinates are only in the table.
      </figcaption>
    </figure>
  );
}
