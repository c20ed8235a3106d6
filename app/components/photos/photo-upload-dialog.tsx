import { useId } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/domain/forms";
import { PHOTO_FILE_TYPES, PHOTO_UPLOAD_PATH } from "~/domain/photos";
import { DialogRefusal } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useActionResult } from "~/components/ui/use-action-result";
import { PhotoPlaceFields, PhotoTextFields, type PhotoChoices } from "./photo-fields";

/** Upload one photo with its details (spec §2.11); the album list refreshes when it is stored. */
export function PhotoUploadDialog({ open, choices, onClose }: { open: boolean; choices: PhotoChoices; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>({ key: "photo-upload" });
  const titleId = useId();
  const busy = fetcher.state !== "idle";
  useActionResult(fetcher.data, (result) => {
    if (result.ok) onClose();
  });
  const shown = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className="max-w-lg">
      {open ? (
        <fetcher.Form method="post" action={PHOTO_UPLOAD_PATH} encType="multipart/form-data" className="grid gap-4 p-6">
          <h2 id={titleId} className="font-sans text-lg font-bold">
            Upload photo
          </h2>
          <Field
            id="upload-file"
            label="Photo"
            name="file"
            type="file"
            accept={PHOTO_FILE_TYPES}
            required
            hint="JPEG, PNG, WebP, AVIF, GIF or TIFF. Location data in the file is removed."
          />
          <DialogRefusal result={fetcher.data} />
          <PhotoTextFields idPrefix="upload" values={shown?.values} errors={shown?.errors} titleRequired={false} />
          <PhotoPlaceFields idPrefix="upload" choices={choices} values={shown?.values} errors={shown?.errors} />
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonClass("outline")} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={buttonClass("primary")} disabled={busy}>
              {busy ? "Uploading..." : "Upload"}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </ModalDialog>
  );
}
