import { Link } from "~/components/ui/links";
import type { Route } from "./+types/_staff.photo-album.bulk-upload";
import { requireStaff } from "~/auth/guard.server";
import { BulkUpload } from "~/components/photos/bulk-upload";
import { PHOTO_CATEGORIES } from "~/domain/photos";
import { listLocations } from "~/models/locations.server";
import { photoCategoriesInUse } from "~/models/photos.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Bulk Photo Upload",
    description: "Add many photos to the album at once.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const [towns, inUse] = await Promise.all([listLocations(db), photoCategoriesInUse(db)]);
  return {
    choices: {
      categories: [...new Set([...PHOTO_CATEGORIES, ...inUse])],
      towns: towns.map((t) => ({ id: t.id, name: t.name })),
    },
  };
}

export default function BulkPhotoUpload({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Bulk Photo Upload</h1>
        <p className="mt-1 text-muted">
          Each photo is added to the album as soon as it is uploaded.{" "}
          <Link to="/photo-album/" className="underline">
            Back to the album
          </Link>
        </p>
      </div>
      <BulkUpload choices={loaderData.choices} />
    </div>
  );
}
