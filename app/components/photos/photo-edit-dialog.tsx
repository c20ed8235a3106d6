import { useId } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/domain/forms";
import { thumbnailOf, type Photo } from "~/domain/photos";
import { DialogRefusal } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useActionResult } from "~/components/ui/use-action-result";
import { AiGeneratedBadge } from "./ai-generated-badge";
import { PhotoPlaceFields, PhotoTextFields, type PhotoChoices } from "./photo-fields";

/** Edit a photo's name, alt text, description, category, town, tags and whether the public gallery shows it (spec §2.11). */
export function PhotoEditDialog({ photo, choices, onClose }: { photo: Photo | null; choices: PhotoChoices; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: "photo-edit" });
  const titleId = useId();
  useActionResult(fetcher.data, (result) => {
    if (result.ok) onClose();
  });
  const shown = fetcher.data && !fetcher.data.ok && fetcher.data.values ? fetcher.data : null;
  const values = shown?.values ?? (photo ? { ...photo, tags: photo.tags.join(", "), showInGallery: photo.showInGallery ? "on" : "" } : undefined);
  const thumb = photo ? thumbnailOf(photo) : null;
  return (
    <ModalDialog open={Boolean(photo)} onClose={onClose} labelledBy={titleId} className="max-w-lg">
      {photo ? (
        <fetcher.Form method="post" className="grid gap-4 p-6" key={photo.id}>
          <h2 id={titleId} className="font-sans text-lg font-bold">
            Edit photo
          </h2>
          {photo.aiGenerated ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <AiGeneratedBadge /> Made by the AI image model, not a photo of a real job.
            </p>
          ) : null}
          {thumb?.src ? <img src={thumb.src} alt="" width={thumb.width ?? undefined} height={thumb.height ?? undefined} className="h-32 w-auto rounded object-cover" /> : null}
          <DialogRefusal result={fetcher.data} />
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={photo.id} />
          <PhotoTextFields idPrefix="edit" values={values} errors={shown?.errors} titleRequired />
          <PhotoPlaceFields idPrefix="edit" choices={choices} values={values} errors={shown?.errors} />
          <div>
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                name="showInGallery"
                className="size-4"
                defaultChecked={!photo.aiGenerated && values?.showInGallery === "on"}
                disabled={photo.aiGenerated}
                aria-describedby="edit-gallery-hint"
              />
              Show in public gallery
            </label>
            <p id="edit-gallery-hint" className="mt-1 pl-6 text-xs text-muted">
              {photo.aiGenerated
                ? "AI pictures are never shown as our work: they may only illustrate posts."
                : "The gallery, the home page and the town pages show it as our work. Pictures from imported documents start hidden."}
            </p>
          </div>
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonClass("outline")} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={buttonClass("primary")} disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Saving..." : "Save photo"}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </ModalDialog>
  );
}
