import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useBusiness } from "~/components/use-business";
import { townCountText } from "~/config/business";

/** The towns a page serves, with a link to the full service-area explorer (or the page's own `note`). */
export function AreaList({ towns, note }: { towns: readonly string[]; note?: ReactNode }) {
  const business = useBusiness();
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {towns.map((town) => (
          <li key={town} className="flex items-center gap-2 rounded-md bg-white px-4 py-3 font-semibold shadow-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
            {/* min-w-0: a town name wider than a phone's column breaks rather than spill out of its card. */}
            <span className="min-w-0">{town}, NC</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-muted">
        {note ?? (
          <>
            These are our most-requested towns; we serve {townCountText(business)} towns in all.{" "}
            <Link to="/service-areas" className="font-semibold text-brand-600 underline">
              Find your town
            </Link>
            .
          </>
        )}
      </p>
    </>
  );
}
