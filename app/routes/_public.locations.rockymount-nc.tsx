import type { Route } from "./+types/_public.locations.rockymount-nc";
import { Blocks } from "~/components/blocks/blocks";
import { headquarters } from "~/config/business";
import { rockyMountFigures, rockyMountPage } from "~/content/locations/rocky-mount";
import { haversineMiles } from "~/domain/geo";
import { locationPagePath } from "~/domain/slugs";
import { listLocations } from "~/models/locations.server";
import { servicesContext } from "~/services.server";

/** The towns inside the Rocky Mount crews' radius, nearest first, read from the service locations. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, business } = context.get(servicesContext);
  const hq = headquarters(business);
  const towns = (await listLocations(db))
    .filter((l) => l.latitude !== null && l.longitude !== null && l.name !== hq.city)
    .map((l) => ({
      name: l.name,
      county: l.county,
      href: locationPagePath(l.name),
      miles: Math.round(haversineMiles(hq, { latitude: l.latitude as number, longitude: l.longitude as number })),
    }))
    .filter((t) => t.miles <= rockyMountFigures.radiusMiles)
    .sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name));
  return { towns };
}

/** The headquarters page: content blocks (content/locations/rocky-mount.ts) on the headquarters office. */
export default function RockyMountPage({ loaderData }: Route.ComponentProps) {
  return <Blocks blocks={rockyMountPage(loaderData.towns)} />;
}
