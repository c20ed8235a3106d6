import type { PageBlock } from "~/content/blocks";
import { Accordion } from "~/components/ui/accordion";
import { PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { slugify } from "~/domain/slugs";

/** Every service by category, one toggle a category; an empty category invites a call. */
export function ServiceCatalogBlock({ block }: { block: Extract<PageBlock, { type: "serviceCatalog" }> }) {
  const b = useBusiness();
  return (
    <div className="max-w-4xl">
      <Accordion
        headingLevel={3}
        items={block.groups.map((group) => ({
          id: slugify(group.category),
          title: (
            <span className="flex flex-wrap items-baseline gap-x-3">
              {group.category}
              <span className="text-sm font-normal text-muted">
                {group.services.length} {group.services.length === 1 ? "service" : "services"}
              </span>
            </span>
          ),
          content:
            group.services.length > 0 ? (
              <ul className="grid gap-4 md:grid-cols-2">
                {group.services.map((s) => (
                  <li key={s.id} className="rounded-md border border-brand-100 bg-brand-50 p-4">
                    <h4 className="font-semibold text-brand-900">{s.serviceName}</h4>
                    <p className="mt-1 text-sm text-muted">{s.description}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">
                Call us at <PhoneLink phone={b.phones.main} className="font-semibold text-brand-600 underline" /> to talk through this
                category.
              </p>
            ),
        }))}
      />
    </div>
  );
}
