import { Link } from "~/components/ui/links";
import { data, Form, useActionData, useNavigation } from "react-router";
import { idSchema } from "~/domain/input-rules";
import { z } from "zod";
import type { Route } from "./+types/_staff.photo-album.describe";
import { requireStaff } from "~/auth/guard.server";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { failed, succeeded, type ActionResult, type FieldErrors } from "~/domain/forms";
import { describeRowSchema, DESCRIBE_LIMIT, UNKNOWN_TOWN } from "~/domain/photo-form";
import { photoAlt, thumbnailOf } from "~/domain/photos";
import { listLocations, unknownLocationIds } from "~/models/locations.server";
import { countPhotosWithoutAltText, describePhotos, photosByIds, photosWithoutAltText, type PhotoDescription } from "~/models/photos.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Describe Photos",
    description: "Name, alt text, town and tags for many photos on one screen.",
  });
}

const ids = z.array(idSchema()).max(DESCRIBE_LIMIT);

/**
 * /photo-album/describe: many photos described on one screen (docs/decisions/013-publishing.md) —
 * `?id=…&id=…` for the photos of a bulk upload, else the newest photos without alt text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const asked = ids.safeParse(new URL(request.url).searchParams.getAll("id"));
  const batch = asked.success && asked.data.length > 0;
  const [found, towns, withoutAlt] = await Promise.all([
    batch ? photosByIds(db, asked.data) : photosWithoutAltText(db, DESCRIBE_LIMIT),
    listLocations(db),
    countPhotosWithoutAltText(db),
  ]);
  // In the order they were uploaded.
  const photos = batch ? asked.data.flatMap((id) => found.filter((p) => p.id === id)) : found;
  return { batch, photos, withoutAlt, towns: towns.map((t) => ({ id: t.id, name: t.name })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  const rows = ids.min(1, "No photo was chosen.").safeParse(form.getAll("id"));
  if (!rows.success) return data<ActionResult>(failed(rows.error.issues[0].message), { status: 400 });
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  const descriptions: PhotoDescription[] = [];
  for (const id of rows.data) {
    const field = (name: string) => {
      const value = form.get(`${name}.${id}`);
      values[`${name}.${id}`] = typeof value === "string" ? value : "";
      return values[`${name}.${id}`];
    };
    const parsed = describeRowSchema.safeParse({ title: field("title"), altTag: field("altTag"), locationId: field("locationId"), tags: field("tags") });
    if (parsed.success) descriptions.push({ id, ...parsed.data });
    else for (const issue of parsed.error.issues) errors[`${String(issue.path[0])}.${id}`] ??= issue.message;
  }
  const unknown = await unknownLocationIds(db, descriptions.flatMap((d) => (d.locationId ? [d.locationId] : [])));
  for (const d of descriptions) if (d.locationId && unknown.has(d.locationId)) errors[`locationId.${d.id}`] = UNKNOWN_TOWN;
  if (Object.keys(errors).length) {
    return data<ActionResult>(failed("Nothing was saved: check the fields marked below.", { errors, values }), { status: 400 });
  }
  const saved = await describePhotos(db, descriptions);
  return data<ActionResult>(succeeded(`Saved ${saved} ${saved === 1 ? "photo" : "photos"}.`));
}

export default function DescribePhotos({ loaderData }: Route.ComponentProps) {
  const { batch, photos, withoutAlt, towns } = loaderData;
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const echoed = result && !result.ok ? result.values : undefined;
  const errors = (result && !result.ok ? result.errors : undefined) ?? {};
  const value = (name: string, id: string, stored: string) => echoed?.[`${name}.${id}`] ?? stored;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Describe photos</h1>
        <p className="mt-1 text-muted">
          {batch
            ? `The ${photos.length} ${photos.length === 1 ? "photo" : "photos"} of your upload. `
            : `${withoutAlt} ${withoutAlt === 1 ? "photo has" : "photos have"} no alt text, so people who cannot see them learn nothing from them. `}
          Alt text says what the photo shows (“New architectural shingles on a brick ranch in Wilson”).{" "}
          <Link to="/photo-album/" className="underline">
            Back to the album
          </Link>
        </p>
      </div>
      {result ? <Alert tone={result.ok ? "success" : "error"}>{result.message}</Alert> : null}
      {photos.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-muted">Every photo has alt text.</p>
      ) : (
        <Form method="post" className="grid gap-4">
          {photos.map((photo, i) => {
            const thumb = thumbnailOf(photo);
            return (
              <fieldset key={photo.id} className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-[8rem_1fr_1fr]">
                <legend className="px-1 font-semibold">
                  Photo {i + 1} of {photos.length}: {photo.title}
                </legend>
                <input type="hidden" name="id" value={photo.id} />
                {thumb.src ? (
                  <img src={thumb.src} alt={photoAlt(photo)} width={thumb.width ?? undefined} height={thumb.height ?? undefined} className="h-24 w-32 rounded object-cover md:row-span-2" />
                ) : (
                  <div className="h-24 w-32 rounded bg-gray-100 md:row-span-2" aria-hidden="true" />
                )}
                <Field id={`title-${photo.id}`} name={`title.${photo.id}`} label="Name" required maxLength={120} defaultValue={value("title", photo.id, photo.title)} error={errors[`title.${photo.id}`]} />
                <Field
                  id={`alt-${photo.id}`}
                  name={`altTag.${photo.id}`}
                  label="Alt text"
                  maxLength={250}
                  defaultValue={value("altTag", photo.id, photo.altTag ?? "")}
                  error={errors[`altTag.${photo.id}`]}
                />
                <SelectField
                  id={`town-${photo.id}`}
                  name={`locationId.${photo.id}`}
                  label="Town"
                  defaultValue={value("locationId", photo.id, photo.locationId ?? "")}
                  error={errors[`locationId.${photo.id}`]}
                >
                  <option value="">No town</option>
                  {towns.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </SelectField>
                <Field
                  id={`tags-${photo.id}`}
                  name={`tags.${photo.id}`}
                  label="Tags"
                  hint="Separated by commas, e.g. storm, shingles"
                  defaultValue={value("tags", photo.id, photo.tags.join(", "))}
                  error={errors[`tags.${photo.id}`]}
                />
              </fieldset>
            );
          })}
          <div>
            <button type="submit" className={buttonClass("primary", "md")} disabled={saving}>
              {saving ? "Saving…" : `Save all ${photos.length} ${photos.length === 1 ? "photo" : "photos"}`}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
