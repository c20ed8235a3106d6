/** Big-number facts in a row (e.g. "27-point steeple inspection"). */
export function Figures({ figures, dark = false }: { figures: { value: string; label: string }[]; dark?: boolean }) {
  return (
    <dl className={`grid gap-4 ${figures.length === 3 ? "sm:grid-cols-3" : "grid-cols-2 lg:grid-cols-4"}`}>
      {figures.map((f) => (
        <div key={f.label} className={`rounded-lg p-5 ${dark ? "bg-brand-700 ring-1 ring-brand-500" : "bg-brand-50"}`}>
          <dt className="sr-only">{f.label}</dt>
          <dd className={`font-display text-2xl font-bold md:text-3xl ${dark ? "text-white" : "text-brand-700"}`}>{f.value}</dd>
          <dd className={`mt-1 text-sm ${dark ? "text-brand-100" : "text-muted"}`}>{f.label}</dd>
        </div>
      ))}
    </dl>
  );
}
