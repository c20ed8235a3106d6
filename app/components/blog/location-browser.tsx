import { useId } from "react";
import { Link } from "~/components/ui/links";
import { SearchField } from "~/components/ui/search-field";
import {
  ALL_LOCATIONS_VALUE,
  ALL_TOWNS,
  BROWSE_LOCATIONS,
  LOCATION_OPTIONS_LIMIT,
  blogLocationHref,
  type LocationOption,
  type LocationSearchView,
} from "~/domain/blog-locations";
import { buttonClass } from "~/components/ui/button";

/** The row of town buttons (spec §2.8). The active town carries aria-current. */
export function LocationButtons({ current }: { current: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {BROWSE_LOCATIONS.map((location) => {
        const active = location.value === current;
        return (
          <li key={location.value}>
            <Link
              to={blogLocationHref(location.value)}
              aria-current={active ? "page" : undefined}
              preventScrollReset
              className={`btn rounded-full px-4 py-2 ${active ? "bg-brand-700 text-white hover:bg-brand-800" : "border border-brand-200 bg-white text-brand-700 hover:bg-brand-50"}`}
            >
              {location.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The location search tool (spec §2.8): a text box narrowing a select of "All towns" (the default)
 * plus the first 20 matching towns. It is a GET form, so without JavaScript typing a name and pressing Enter
 * (or Show articles) reloads the page with the narrowed list and the chosen town. With JavaScript
 * the islands script (app/components/islands/islands-script.ts) filters the select as you type from
 * the full list in its data-options, and choosing a town loads its articles at once (the hint says
 * so before the user acts, as WCAG 3.2.2 asks of a change on input).
 */
export function LocationSearch({
  view,
  searchable,
  current,
  initialQuery,
}: {
  /** The select's options and the counts for the search text (locationSearchView). */
  view: LocationSearchView;
  /** Every town for the browser's filter (searchableLocations). */
  searchable: string;
  current: LocationOption;
  initialQuery: string;
}) {
  const id = useId();
  const { options, matches } = view;
  const q = initialQuery.trim().toLowerCase();
  const isAll = current.value === ALL_LOCATIONS_VALUE;

  return (
    <form method="get" action="/blog" className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
      <div>
        <SearchField
          label="Search towns"
          id={`${id}-q`}
          name="q"
          defaultValue={initialQuery}
          placeholder="e.g. Tarboro"
          aria-describedby={`${id}-count`}
          data-filter-select={`${id}-location`}
        />
        <p id={`${id}-count`} className="mt-1 text-xs text-muted" aria-live="polite">
          {q
            ? matches === 0
              ? "No towns match your search."
              : `${matches} ${matches === 1 ? "town matches" : "towns match"}${matches > LOCATION_OPTIONS_LIMIT ? ` (first ${LOCATION_OPTIONS_LIMIT} listed)` : ""}.`
            : "Type part of a town's name to narrow the list."}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-location`} className="mb-1 block text-sm font-semibold text-ink">
          Town
        </label>
        <select
          key={current.value}
          id={`${id}-location`}
          name="location"
          defaultValue={current.value}
          aria-describedby={`${id}-hint`}
          data-navigate-on-change={blogLocationHref("")}
          data-options={searchable}
          data-limit={LOCATION_OPTIONS_LIMIT}
          className="field-input"
        >
          <option value={ALL_TOWNS.value} data-fixed>
            {ALL_TOWNS.label}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} data-fixed={!isAll && option.value === current.value ? true : undefined}>
              {option.label}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          Choosing a town shows its articles.
        </p>
      </div>
      <button type="submit" className={buttonClass("secondary", "sm", "mb-5 md:self-end")}>
        Show articles
      </button>
    </form>
  );
}
