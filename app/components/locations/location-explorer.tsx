import { ArrowRight, Check, Landmark, MapPin, Users } from "lucide-react";
import { useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { LazyMap } from "~/components/embeds/lazy-map";
import { SearchField } from "~/components/ui/search-field";
import { explorerServices } from "~/content/locations/service-areas";
import { DEFAULT_SERVICE_LOCATION } from "~/content/locations/service-cities";
import { buttonClass } from "~/components/ui/button";

export interface ExplorerLocation {
  id: string;
  name: string;
  county: string;
  population: number | null;
  historicalFact: string | null;
  highlights: string[];
  /** The town's page. */
  href: string;
}

/** Hydration never changes after it happens: nothing to subscribe to. */
const noSubscription = () => () => {};

/** Spec §9: below this width, picking a location scrolls its details into view. */
const SCROLL_TO_DETAILS_BELOW_PX = 768;

/** Case-insensitive match on the location's name (spec §2.4). */
export function filterLocations(locations: ExplorerLocation[], query: string): ExplorerLocation[] {
  const q = query.trim().toLowerCase();
  return q ? locations.filter((l) => l.name.toLowerCase().includes(q)) : locations;
}

/**
 * The /service-areas explorer: a search box, a list of locations as toggle buttons and the details of
 * the one picked. Rocky Mount is picked first, or the first location when it is missing.
 */
export function LocationExplorer({ locations }: { locations: ExplorerLocation[] }) {
  const [query, setQuery] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(
    () => (locations.find((l) => l.name === DEFAULT_SERVICE_LOCATION) ?? locations[0])?.id ?? null,
  );
  const detailsRef = useRef<HTMLDivElement>(null);
  const listLabelId = useId();
  const filtered = useMemo(() => filterLocations(locations, query), [locations, query]);
  // The list streams in after the page; until its script runs it is busy (not yet filterable).
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const selected = locations.find((l) => l.id === selectedId) ?? null;

  function select(id: string) {
    setSelectedId(id);
    if (window.innerWidth < SCROLL_TO_DETAILS_BELOW_PX && detailsRef.current) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const details = detailsRef.current;
      details.focus({ preventScroll: true });
      details.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <SearchField label="Search locations" value={query} onValueChange={setQuery} placeholder="Type a town name, e.g. Wilson" />
        <p role="status" className="mt-2 text-sm text-muted">
          {filtered.length === 0
            ? "No locations match your search."
            : `Showing ${filtered.length} of ${locations.length} locations`}
        </p>
        <p id={listLabelId} className="sr-only">
          Service locations. Pick one to see its details.
        </p>
        {filtered.length > 0 ? (
          <ul
            aria-labelledby={listLabelId}
            aria-busy={!ready}
            className="mt-3 max-h-80 space-y-1 overflow-y-auto rounded-lg border border-gray-200 p-2 lg:max-h-[34rem]"
          >
            {filtered.map((l) => {
              const active = l.id === selectedId;
              return (
                <li key={l.id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    aria-label={`${l.name}, ${l.county}`}
                    onClick={() => select(l.id)}
                    className={`flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left ${
                      active ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"
                    }`}
                  >
                    <span className="font-semibold">{l.name}</span>
                    <span className={`text-xs ${active ? "text-brand-100" : "text-muted"}`}>{l.county}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-3 rounded-lg border border-dashed border-gray-400 p-6 text-center text-muted">
            Try a shorter part of the name, or{" "}
            <Link to="/contact" className="font-semibold text-brand-600 underline">
              ask us
            </Link>{" "}
            whether we reach your town.
          </p>
        )}
      </div>

      <div ref={detailsRef} tabIndex={-1} className="scroll-mt-24 rounded-lg outline-none focus-visible:outline-2">
        {selected ? <LocationDetails location={selected} /> : null}
      </div>
    </div>
  );
}

function LocationDetails({ location }: { location: ExplorerLocation }) {
  return (
    <article aria-labelledby="location-details-title" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="location-details-title" className="text-3xl font-bold">
          {location.name}, NC
        </h3>
        <span className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">
          <Landmark aria-hidden="true" className="size-4" /> {location.county}
        </span>
      </div>
      <p className="mt-3 flex items-center gap-2 text-muted">
        <Users aria-hidden="true" className="size-4" />
        <span>
          Population: <span className="font-semibold text-ink">{location.population !== null ? location.population.toLocaleString("en-US") : "Not available"}</span>
        </span>
      </p>

      <div className="mt-6">
        <LazyMap address={`${location.name}, NC`} title={`Map of ${location.name}, North Carolina`} />
      </div>

      {location.historicalFact ? (
        <>
          <h4 className="mt-6 font-sans text-lg font-bold text-brand-900">Historical fact</h4>
          <p className="mt-1 leading-relaxed">{location.historicalFact}</p>
        </>
      ) : null}

      {location.highlights.length > 0 ? (
        <>
          <h4 className="mt-6 font-sans text-lg font-bold text-brand-900">Local highlights</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {location.highlights.map((h) => (
              <li key={h} className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-900">
                {h}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h4 className="mt-6 font-sans text-lg font-bold text-brand-900">Services in {location.name}</h4>
      <ul className="mt-2 space-y-2">
        {explorerServices.map((s) => (
          <li key={s.name} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
            <span>
              <Link to={s.href} className="font-semibold text-brand-600 underline">
                {s.name}
              </Link>
              <span className="text-muted"> — {s.note}</span>
            </span>
          </li>
        ))}
      </ul>

      <Link to={location.href} className={buttonClass("secondary", "sm", "mt-6")}>
        <MapPin aria-hidden="true" className="size-4" /> Roofing in {location.name}, NC <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
