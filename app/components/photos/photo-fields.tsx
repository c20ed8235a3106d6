import type { FieldErrors } from "~/domain/forms";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";

export interface PhotoChoices {
  categories: string[];
  towns: { id: string; name: string }[];
}

/** The category, town and tags fields, shared by the edit dialog, the upload dialog and the bulk upload. */
export function PhotoPlaceFields({
  choices,
  values,
  errors = {},
  idPrefix,
}: {
  choices: PhotoChoices;
  values?: { category?: string | null; locationId?: string | null; tags?: string };
  errors?: FieldErrors;
  idPrefix: string;
}) {
  return (
    <>
      <SelectField id={`${idPrefix}-category`} label="Category" name="category" defaultValue={values?.category ?? ""} error={errors.category}>
        <option value="">No category</option>
        {choices.categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${idPrefix}-town`} label="Town" name="locationId" defaultValue={values?.locationId ?? ""} error={errors.locationId}>
        <option value="">No town</option>
        {choices.towns.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <Field
        id={`${idPrefix}-tags`}
        label="Tags"
        name="tags"
        defaultValue={values?.tags ?? ""}
        hint="Separated by commas, e.g. storm, shingles"
        error={errors.tags}
      />
    </>
  );
}

/** Name, alt text and description. */
export function PhotoTextFields({
  values,
  errors = {},
  idPrefix,
  titleRequired,
}: {
  values?: { title?: string; altTag?: string | null; description?: string | null };
  errors?: FieldErrors;
  idPrefix: string;
  titleRequired: boolean;
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-title`}
        label="Name"
        name="title"
        defaultValue={values?.title ?? ""}
        required={titleRequired}
        maxLength={120}
        hint={titleRequired ? undefined : "Leave empty to use the file name."}
        error={errors.title}
        data-autofocus
      />
      <Field
        id={`${idPrefix}-alt`}
        label="Alt text"
        name="altTag"
        defaultValue={values?.altTag ?? ""}
        maxLength={250}
        hint="What the photo shows, for visitors who cannot see it."
        error={errors.altTag}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label="Description"
        name="description"
        defaultValue={values?.description ?? ""}
        maxLength={2000}
        controlClassName="min-h-20"
        error={errors.description}
      />
    </>
  );
}
