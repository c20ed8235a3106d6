import { useId } from "react";
import { niceScale, shortDay } from "~/domain/analytics-report";

/**
 * One figure of the dashboard day by day (docs/decisions/022-visits-and-attribution.md): drawn on
 * the server as SVG, the chosen period a solid line with dots and the period before a dashed line
 * (told apart by their strokes, not their colour), its totals and change written beside it, and
 * every day's numbers in a table under it.
 */
export function TrendChart({
  title,
  days,
  unit,
  current,
  previous,
  format,
  total,
  previousTotal,
  change,
}: {
  title: string;
  /** The chosen period's days, "YYYY-MM-DD" (each week's first, for a week a point). */
  days: string[];
  unit: "day" | "week";
  current: (number | null)[];
  previous: (number | null)[];
  format: (value: number) => string;
  total: string;
  previousTotal: string;
  change: string;
}) {
  const id = useId();
  const width = 640;
  const height = 200;
  const left = 48;
  const right = 12;
  const top = 12;
  const bottom = 30;
  const values = [...current, ...previous].filter((v): v is number => v !== null);
  const { top: max, ticks } = niceScale(Math.max(0, ...values));
  const x = (i: number) => left + (days.length <= 1 ? (width - left - right) / 2 : (i * (width - left - right)) / (days.length - 1));
  const y = (v: number) => top + (1 - v / max) * (height - top - bottom);
  const path = (series: (number | null)[]) =>
    series
      .map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`))
      .reduce<string[]>((parts, point, i) => {
        if (point) parts.push(`${parts.length && series[i - 1] !== null && series[i - 1] !== undefined ? "L" : "M"}${point}`);
        return parts;
      }, [])
      .join(" ");
  const best = current.reduce<{ i: number; v: number } | null>((b, v, i) => (v !== null && (!b || v > b.v) ? { i, v } : b), null);
  const labelled = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];
  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-4" aria-labelledby={`${id}-title`}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id={`${id}-title`} className="font-sans text-lg font-bold">
          {title}
        </span>
        <span className="text-sm">
          <strong className="text-2xl">{total}</strong> <span className="text-muted">({change}; {previousTotal} the period before)</span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>
          {`Solid line with dots: this period, ${total} in all${best ? `, highest ${format(best.v)} ${unit === "week" ? "in the week from" : "on"} ${shortDay(days[best.i])}` : ""}${unit === "week" ? ", a point a week" : ""}. Dashed line: the period before, ${previousTotal}. The numbers for each ${unit} are in the table below the chart.`}
        </desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={width - right} y1={y(t)} y2={y(t)} stroke="currentColor" strokeOpacity={t === 0 ? 0.5 : 0.12} />
            <text x={left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="currentColor">
              {format(t)}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text key={i} x={x(i)} y={height - 8} textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"} fontSize="11" fill="currentColor">
            {shortDay(days[i]).replace(/, \d{4}$/, "")}
          </text>
        ))}
        <path d={path(previous)} fill="none" stroke="currentColor" strokeOpacity={0.55} strokeWidth={1.5} strokeDasharray="6 4" />
        <path d={path(current)} fill="none" stroke="currentColor" strokeWidth={2.5} className="text-brand-700" />
        {days.length <= 45
          ? current.map((v, i) => (v === null ? null : <circle key={i} cx={x(i)} cy={y(v)} r={3} className="fill-brand-700" />))
          : null}
      </svg>
      <p className="mt-2 flex flex-wrap gap-x-5 text-xs text-muted" aria-hidden="true">
        <span>
          <svg width="28" height="8" className="mr-1 inline-block align-middle">
            <line x1="0" x2="28" y1="4" y2="4" stroke="currentColor" strokeWidth="2.5" />
            <circle cx="14" cy="4" r="3" fill="currentColor" />
          </svg>
          this period
        </span>
        <span>
          <svg width="28" height="8" className="mr-1 inline-block align-middle">
            <line x1="0" x2="28" y1="4" y2="4" stroke="currentColor" strokeWidth="1.5" strokeDasharray="6 4" />
          </svg>
          the period before
        </span>
      </p>
    </figure>
  );
}

/** Every day's figures of the charts, as a table (the charts' text alternative). */
export function DayTable({
  caption,
  rows,
  unit,
}: {
  caption: string;
  unit: "day" | "week";
  rows: { day: string; previousDay: string; cells: string[]; previousCells: string[] }[];
}) {
  const columns = ["Visitors", "Page views", "Requests", "Conversion", "Phone taps"];
  return (
    <details className="mt-4 rounded-lg border border-gray-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold">The numbers, {unit} by {unit}</summary>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                {unit === "week" ? "Week from" : "Day"}
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 text-right">
                  {c}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                Same {unit} of the period before
              </th>
              {columns.map((c) => (
                <th key={`before-${c}`} scope="col" className="px-3 py-2 text-right">
                  {c} before
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.day} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                  {shortDay(r.day)}
                </th>
                {r.cells.map((c, i) => (
                  <td key={i} className="px-3 py-1.5 text-right tabular-nums">
                    {c}
                  </td>
                ))}
                <td className="px-3 py-1.5 whitespace-nowrap text-muted">{shortDay(r.previousDay)}</td>
                {r.previousCells.map((c, i) => (
                  <td key={i} className="px-3 py-1.5 text-right text-muted tabular-nums">
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
