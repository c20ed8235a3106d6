import { useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { Picture } from "~/components/ui/picture";
import { pictureSources, type Photo } from "~/domain/photos";

/**
 * Asks for the alt text of a photo dropped into the visual editor (019): the photo goes into the
 * post only with words for people who cannot see it. A photo this drop stored (`fresh`) is also
 * named by it in the album and offered to the public gallery, unticked. Cancel leaves the post as
 * it was (the photo stays in the album, off the gallery).
 */
export function PhotoAltDialog({
  photo,
  fresh,
  onCancel,
  onInsert,
}: {
  photo: Photo | null;
  fresh: boolean;
  onCancel: () => void;
  onInsert: (alt: string, showInGallery: boolean) => void;
}) {
  const titleId = useId();
  const [alt, setAlt] = useState("");
  const [gallery, setGallery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<Photo | null>(null);
  // A new photo starts from the alt text the album already has for it (a photo uploaded before).
  if (photo && photo !== shown) {
    setShown(photo);
    setAlt(photo.altTag?.trim() ?? "");
    setGallery(false);
    setError(null);
  }
  const insert = () => {
    if (!alt.trim()) {
      setError("Describe the photo for people who cannot see it: the alt text is required.");
      return;
    }
    onInsert(alt.trim(), gallery);
  };
  return (
    <ModalDialog open={photo !== null} onClose={onCancel} labelledBy={titleId} className="max-w-md">
      {/* Not a <form>: the dialog sits inside the post's form, and forms cannot nest in HTML. */}
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="font-sans text-lg font-bold">
          Describe the photo
        </h2>
        {shown ? <Picture sources={pictureSources(shown)} sizes="24rem" className="aspect-video w-full rounded object-cover" /> : null}
        <div>
          <label htmlFor={`${titleId}-alt`} className="mb-1 block text-sm font-semibold">
            Alt text
          </label>
          <input
            id={`${titleId}-alt`}
            className="field-input"
            value={alt}
            required
            maxLength={250}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${titleId}-error` : undefined}
            onChange={(e) => setAlt(e.target.value)}
            placeholder="New architectural shingles on a brick ranch in Wilson"
            data-autofocus
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                insert();
              }
            }}
          />
          <FieldError id={`${titleId}-error`} error={error} />
        </div>
        {fresh ? <GalleryChoice id={`${titleId}-gallery`} checked={gallery} onChange={setGallery} /> : null}
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass("outline")} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={buttonClass("primary")} onClick={insert}>
            Insert photo
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** "Show in the public gallery", unticked: a photo added from a post is not always a project photo. */
export function GalleryChoice({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          Show in the public gallery
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          Only for a photo of a roof you built or restored. Unticked, it is in the album for posts but not on the gallery page.
        </p>
      </div>
    </div>
  );
}
