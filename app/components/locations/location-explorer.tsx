import { ArrowRight, Check, Landmark, MapPin, Users } from "lucide-react";
import { Link } from "~/components/ui/links";
import { LazyMap } from "~/components/embeds/lazy-map";
import { SearchField } from "~/components/ui/search-field";
import { explorerServices } from "~/content/locations/service-areas";
import { buttonClass } from "~/components/ui/button";

export interface ExplorerLocation {
  id: string;
  name: string;
  /** Its `?town=` value on /service-areas. */
  slug: string;
  county: string;
  population: number | null;
  historicalFact: string | null;
  highlights: string[];
  /** The town's page. */
  href: string;
}

/** Case-insensitive match on the location's name (spec §2.4). */
export function filterLocations(locations: ExplorerLocation[], query: string): ExplorerLocation[] {
  const q = query.trim().toLowerCase();
  return q ? locations.filter((l) => l.name.toLowerCase().includes(q)) : locations;
}

/**
 * The picked location: the `?town=` one, else `home` (the headquarters' town: spec §9's default,
 * Rocky Mount, is the demo company's headquarters), else the first.
 */
export function selectedLocation(locations: ExplorerLocation[], town: string, home: string): ExplorerLocation | null {
  return locations.find((l) => l.slug === town) ?? locations.find((l) => l.name === home) ?? locations[0] ?? null;
}

/** Spec §2.4's count line; the islands script writes the same words as the visitor types. */
export function explorerStatus(shown: number, total: number): string {
  return shown === 0 ? "No locations match your search." : `Showing ${shown} of ${total} locations`;
}

/** A location's link: the same search, that town picked, scrolled to its details (spec §9 on small screens). */
function pickHref(query: string, slug: string): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  params.set("town", slug);
  return `?${params}#location-details`;
}

/**
 * The /service-areas explorer, rendered whole on the server: a GET search form (the islands script
 * also narrows the list as the visitor types), the list of locations as links that pick one, and
 * the details of the one picked.
 */
export function LocationExplorer({ locations, query, town, home }: { locations: ExplorerLocation[]; query: string; town: string; home: string }) {
  const filtered = filterLocations(locations, query);
  const selected = selectedLocation(locations, town, home);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <form method="get" action="/service-areas" role="search" aria-label="Location search" className="flex items-end gap-2">
          <SearchField
            label="Search locations"
            name="q"
            defaultValue={query}
            placeholder="Type a town name, e.g. Wilson"
            className="flex-1"
            data-filter-list="explorer-list"
            aria-describedby="explorer-status"
          />
          {selected && town ? <input type="hidden" name="town" value={selected.slug} /> : null}
          <button type="submit" className={buttonClass("secondary", "md")}>
            Search
          </button>
        </form>
        <p id="explorer-status" role="status" className="mt-2 text-sm text-muted">
          {explorerStatus(filtered.length, locations.length)}
        </p>
        <p id="explorer-list-label" className="sr-only">
          Service locations. Pick one to see its details.
        </p>
        <ul
          id="explorer-list"
          aria-labelledby="explorer-list-label"
          data-total={locations.length}
          hidden={filtered.length === 0}
          className="mt-3 max-h-80 space-y-1 overflow-y-auto rounded-lg border border-gray-200 p-2 lg:max-h-[34rem]"
        >
          {locations.map((l) => {
            const active = l.id === selected?.id;
            return (
              <li key={l.id} data-name={l.name.toLowerCase()} hidden={!filtered.includes(l)}>
                <a
                  href={pickHref(query, l.slug)}
                  aria-current={active ? "true" : undefined}
                  className={`flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left ${
                    active ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"
                  }`}
                >
                  <span className="font-semibold">{l.name}</span>
                  <span className={`text-xs ${active ? "text-brand-100" : "text-muted"}`}>{l.county}</span>
                </a>
              </li>
            );
          })}
        </ul>
        <p data-filter-empty="explorer-list" hidden={filtered.length > 0} className="mt-3 rounded-lg border border-dashed border-gray-400 p-6 text-center text-muted">
          Try a shorter part of the name, or{" "}
          <Link to="/contact" className="font-semibold text-brand-600 underline">
            ask us
          </Link>{" "}
          whether we reach your town.
        </p>
      </div>

      <div id="location-details" tabIndex={-1} className="rounded-lg outline-none focus-visible:outline-2">
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
