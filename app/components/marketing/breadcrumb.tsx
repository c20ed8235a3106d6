import { ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/links";

export interface Crumb {
  name: string;
  path: string;
}

/** A visible breadcrumb; pair it with breadcrumbJsonLd() in the route's meta. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="container-page py-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="underline hover:text-brand-700">
                    {item.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
