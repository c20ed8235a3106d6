/**
 * One address per page: routes send a request whose query names something that does not exist (a
 * town, a category) to the page it belongs to, so made-up values cannot each cost a render and a
 * cache entry (docs/decisions/015-scale-and-memory.md). Pure: routes decide, this builds the URL.
 */

/**
 * `path` with the query of `search`, its `name` set to `value` (placed first) or removed (null).
 * React Router's own `_routes` is dropped: the answer is a redirect to a document URL.
 */
export function withParam(path: string, search: URLSearchParams, name: string, value: string | null): string {
  const rest = [...search].filter(([key]) => key !== name && key !== "_routes");
  const params = new URLSearchParams(value === null ? rest : [[name, value], ...rest]);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The page a `?page=` value asks for, from 1 to `last`: the first for a missing value or anything but a number. */
export function pageNumber(raw: string | null, last: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return 1;
  return Math.min(Math.max(1, Number(raw)), Math.max(1, last));
}
