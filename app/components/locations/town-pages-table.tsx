import { Link } from "~/components/ui/links";
import type { StoredTownPageScore } from "~/domain/town-similarity";
import type { CountySummary } from "~/models/county-facts.server";
import { StaffTable } from "~/components/ui/staff-table";

export interface TownPagesSummary {
  pages: number;
  maxSimilarity: number;
  medianUniqueShare: number;
  medianWords: number;
  pairsAboveLimit: number;
  /** No pair may score above this. */
  limit: number;
  /** The median unique share should reach this. */
  target: number;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;
const score = (similarity: number) => similarity.toFixed(2);

/** A table's column headings; figures are right-aligned. */
function HeaderRow({ columns }: { columns: [label: string, align?: "right"][] }) {
  return (
    <tr>
      {columns.map(([label, align]) => (
        <th key={label} scope="col" className={align === "right" ? "px-4 py-3 text-right" : "px-4 py-3"}>
          {label}
        </th>
      ))}
    </tr>
  );
}

/** The staff screen's table of town pages, most alike first, from the stored report (docs/decisions/015-scale-and-memory.md). */
export function TownPagesTable({
  report,
  updating,
  counties,
}: {
  report: { summary: TownPagesSummary; rows: StoredTownPageScore[]; computedAt: { iso: string; text: string } } | null;
  /** Whether a newer report is being worked out. */
  updating: boolean;
  counties: CountySummary[];
}) {
  return (
    <>
      <h1 className="text-3xl font-bold">Town Pages</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Each town page compared with every other one, five words at a time, with its own town name set aside: a page that only swaps the
        name scores 1.00 against its sibling. Add local facts (county storms, permit rules, posts and job photos for the town) to the pages at
        the top.
      </p>
      {report ? (
        <>
          <p className="mt-2 max-w-3xl text-sm text-muted">
            Compared on <time dateTime={report.computedAt.iso}>{report.computedAt.text}</time>.{" "}
            {updating
              ? "The town pages have changed since: a new comparison is under way and shows here when you reload the page."
              : "The server compares the pages again a few seconds after any change to them."}
          </p>
          <SimilarityFigures summary={report.summary} />
          <SimilarityTable summary={report.summary} rows={report.rows} />
        </>
      ) : (
        <p role="status" className="mt-6 max-w-3xl rounded-lg border border-gray-200 bg-white p-4">
          The town pages are being compared for the first time. With a thousand towns this takes a minute or two; reload this page to see
          the results.
        </p>
      )}

      <h2 id="counties-title" className="mt-12 text-2xl font-bold">
        County facts
      </h2>
      <p className="mt-2 max-w-3xl text-muted">
        Permit office, re-roof rule, wind code, housing and storms of each county, shown on its town pages with their sources. Facts counts
        the permit office, re-roof rule, wind speed, housing and storm list.
      </p>
      <StaffTable className="mt-4" labelledBy="counties-title">
          <thead className="bg-gray-50 text-muted">
            <HeaderRow columns={[["County"], ["Towns", "right"], ["Facts", "right"], ["Sources", "right"]]} />
          </thead>
          <tbody>
            {counties.map((c) => (
              <tr key={c.county} className="border-t border-gray-100">
                <th scope="row" className="px-4 py-2 font-medium">
                  <Link to={`/town-pages/counties/${c.slug}`} className="text-brand-700 underline hover:text-brand-900">
                    {c.county}
                  </Link>
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{c.towns}</td>
                <td className="px-4 py-2 text-right tabular-nums">{c.facts} of 5</td>
                <td className="px-4 py-2 text-right tabular-nums">{c.sources}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
    </>
  );
}

function SimilarityFigures({ summary }: { summary: TownPagesSummary }) {
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Town pages" value={String(summary.pages)} />
      <Figure label="Median words" value={String(summary.medianWords)} />
      <Figure
        label="Most similar pair"
        value={score(summary.maxSimilarity)}
        note={summary.pairsAboveLimit > 0 ? `${summary.pairsAboveLimit} pairs above ${score(summary.limit)}` : `limit ${score(summary.limit)}`}
      />
      <Figure label="Median unique share" value={percent(summary.medianUniqueShare)} note={`target ${percent(summary.target)}`} />
    </dl>
  );
}

function SimilarityTable({ summary, rows }: { summary: TownPagesSummary; rows: StoredTownPageScore[] }) {
  return (
    <StaffTable className="mt-8">
        <caption className="sr-only">Town pages, most similar to a sibling first</caption>
        <thead className="bg-gray-50 text-muted">
          <HeaderRow columns={[["Town page"], ["Kind"], ["Words", "right"], ["Unique share", "right"], ["Closest sibling"], ["Similarity", "right"]]} />
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row) => {
            const tooClose = (row.closest?.similarity ?? 0) > summary.limit;
            return (
              <tr key={row.path}>
                <th scope="row" className="px-4 py-2 font-semibold">
                  <Link to={row.path} className="text-brand-700 underline hover:text-brand-900">
                    {row.name}
                  </Link>
                </th>
                <td className="px-4 py-2">{row.kind === "area" ? "Area page" : "Full page"}</td>
                <td className="px-4 py-2 text-right tabular-nums">{row.words}</td>
                <td className={`px-4 py-2 text-right tabular-nums ${row.uniqueShare < summary.target ? "font-semibold text-red-700" : ""}`}>
                  {percent(row.uniqueShare)}
                  {row.uniqueShare < summary.target ? <span className="sr-only"> (below the target)</span> : null}
                </td>
                <td className="px-4 py-2">
                  {row.closest ? (
                    <Link to={row.closest.path} className="text-brand-700 underline hover:text-brand-900">
                      {row.closest.name}
                    </Link>
                  ) : (
                    "None"
                  )}
                </td>
                <td className={`px-4 py-2 text-right tabular-nums ${tooClose ? "font-semibold text-red-700" : ""}`}>
                  {row.closest ? score(row.closest.similarity) : "-"}
                  {tooClose ? <span className="sr-only"> (above the limit)</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </StaffTable>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {note ? <dd className="text-sm text-muted">{note}</dd> : null}
    </div>
  );
}
