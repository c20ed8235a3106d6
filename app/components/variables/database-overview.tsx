import { Database, Image, MapPin, Tag, Wrench } from "lucide-react";
import type { ComponentType } from "react";
import type { DatabaseOverview, OverviewTable } from "~/domain/content-variables";
import { PANEL_CLASS } from "~/components/ui/panel";

const TABLES: { key: keyof DatabaseOverview; title: string; about: string; Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }> }[] = [
  { key: "contentVariables", title: "Content Variables", about: "Library values editors insert with {{name}}.", Icon: Database },
  { key: "serviceLocations", title: "Service Locations", about: "Towns a post can be cloned for; they fill the location placeholders.", Icon: MapPin },
  { key: "roofingBrands", title: "Roofing Brands", about: "Manufacturer partners shown on the brands page.", Icon: Tag },
  { key: "roofingServices", title: "Roofing Services", about: "The service catalogue, by category.", Icon: Wrench },
  { key: "imageVariables", title: "Image Variables", about: "Photos in the album, by variable name.", Icon: Image },
];

/** The Database Variables tab (spec §2.11): counts and the first three rows of each table. */
export function DatabaseOverviewPanel({ overview }: { overview: DatabaseOverview }) {
  return (
    <section aria-labelledby="database-variables-heading">
      <h2 id="database-variables-heading" className="text-2xl font-bold">
        Database Variables
      </h2>
      <p className="mt-1 text-sm text-muted">What the placeholders and pages can draw on, with the first three entries of each.</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {TABLES.map(({ key, title, about, Icon }) => (
          <li key={key}>
            <OverviewCard title={title} about={about} Icon={Icon} table={overview[key]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OverviewCard({
  title,
  about,
  Icon,
  table,
}: {
  title: string;
  about: string;
  Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  table: OverviewTable;
}) {
  const headingId = `overview-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <article aria-labelledby={headingId} className={`h-full ${PANEL_CLASS} shadow-sm`}>
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <h3 id={headingId} className="font-sans text-lg font-bold">
          {title}
        </h3>
      </div>
      <p className="mt-3 text-3xl font-bold text-brand-800">
        {table.count}
        <span className="sr-only"> {table.count === 1 ? "entry" : "entries"}</span>
      </p>
      <p className="mt-1 text-sm text-muted">{about}</p>
      {table.samples.length > 0 ? (
        <ul className="mt-4 divide-y divide-gray-100 border-t border-gray-100 text-sm" aria-label={`First ${table.samples.length} of ${title}`}>
          {table.samples.map((s) => (
            <li key={s.id} className="py-2">
              <span className="block truncate font-semibold">{s.title}</span>
              {s.detail ? <span className="block truncate text-muted">{s.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 border-t border-gray-100 pt-3 text-sm italic text-muted">Nothing stored yet.</p>
      )}
    </article>
  );
}
