import { ImagePlus } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { Picture } from "~/components/ui/picture";
import { uploadToAlbum } from "~/components/photos/album-upload";
import { PHOTO_FILE_TYPES, photoAlt, pictureSources, type Photo } from "~/domain/photos";
import { GalleryChoice } from "./photo-alt-dialog";

/**
 * The toolbar's photo button (docs/decisions/019-visual-editor.md): a photo from this computer,
 * uploaded through the album's own upload (metadata stripped) and described before it goes in, or
 * one already in the album. A photo uploaded here is named in the album by its alt text and stays
 * off the public gallery unless "Show in the public gallery" is ticked. Both writing surfaces use it.
 */
export function PhotoDialog({ open, photos, onClose, onInsert }: { open: boolean; photos: Photo[]; onClose: () => void; onInsert: (photo: Photo, alt: string) => void }) {
  const titleId = useId();
  const usable = photos.filter((p) => pictureSources(p).src);
  const [file, setFile] = useState<File | null>(null);
  const close = () => {
    setFile(null);
    onClose();
  };
  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} className="max-w-2xl">
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="font-sans text-lg font-bold">
          Insert a photo
        </h2>
        {file ? (
          <DescribeUpload
            key={`${file.name}:${file.size}:${file.lastModified}`}
            file={file}
            onBack={() => setFile(null)}
            onUploaded={(photo, alt) => {
              setFile(null);
              onInsert(photo, alt);
            }}
          />
        ) : (
          <>
            <UploadChoice main={!usable.length} onFile={setFile} />
            {usable.length ? (
              <section aria-labelledby={`${titleId}-album`}>
                <h3 id={`${titleId}-album`} className="font-sans text-sm font-semibold">
                  Or choose one from the album
                </h3>
                <ul className="mt-2 grid max-h-80 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
                  {usable.map((p) => (
                    <li key={p.id}>
                      <button type="button" className="w-full rounded border border-gray-200 p-1 text-left text-xs hover:border-brand-600" onClick={() => onInsert(p, photoAlt(p))}>
                        <Picture sources={pictureSources(p)} sizes="12rem" className="aspect-video w-full rounded object-cover" />
                        <span className="mt-1 block truncate">{p.title}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <p className="text-sm text-muted">The album has no photos yet: the one you upload here is the first.</p>
            )}
            <div className="flex justify-end">
              <button type="button" className={buttonClass("outline")} onClick={close}>
                Cancel
              </button>
            </div>
          </>
        )}
      </div>
    </ModalDialog>
  );
}

/** A file input and a drop zone around it; with an empty album, the dialog's main action. */
function UploadChoice({ main, onFile }: { main: boolean; onFile: (file: File) => void }) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };
  return (
    <div
      className={`rounded-md border-2 border-dashed p-4 text-center ${over ? "border-brand-600 bg-brand-50" : "border-gray-300"} ${main ? "py-8" : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <ImagePlus aria-hidden="true" className="mx-auto size-6 text-muted" />
      <label htmlFor={id} className="mt-2 block text-sm font-semibold">
        Upload a photo from this computer
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_FILE_TYPES}
        aria-describedby={`${id}-hint`}
        data-autofocus={main || undefined}
        className={`mx-auto mt-2 block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-2 file:font-semibold ${main ? "file:bg-brand-700 file:text-white" : "file:bg-gray-100 file:text-ink"}`}
        onChange={(e) => take(e.target.files)}
      />
      <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
        Or drop it here. It goes into the photo album with its location data removed.
      </p>
    </div>
  );
}

/** The chosen file: its alt text (also its name in the album) and the gallery choice, then the upload. */
function DescribeUpload({ file, onBack, onUploaded }: { file: File; onBack: () => void; onUploaded: (photo: Photo, alt: string) => void }) {
  const id = useId();
  const [alt, setAlt] = useState("");
  const [gallery, setGallery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<{ busy: boolean; refused: string | null }>({ busy: false, refused: null });

  async function upload() {
    if (!alt.trim()) {
      setError("Describe the photo for people who cannot see it: the alt text is required.");
      return;
    }
    setError(null);
    setState({ busy: true, refused: null });
    const result = await uploadToAlbum(file, { alt, showInGallery: gallery });
    if (!result.ok) {
      setState({ busy: false, refused: `${file.name} was not added: ${result.message}` });
      return;
    }
    onUploaded(result.photo, alt.trim());
  }

  return (
    <div className="space-y-4">
      <img
        // The file as chosen, shown until the dialog closes (its address freed with it).
        ref={(img) => {
          if (!img) return;
          const url = URL.createObjectURL(file);
          img.src = url;
          return () => URL.revokeObjectURL(url);
        }}
        alt=""
        className="aspect-video w-full rounded bg-gray-100 object-contain"
      />
      <p className="text-sm text-muted">{file.name}</p>
      <div>
        <label htmlFor={`${id}-alt`} className="mb-1 block text-sm font-semibold">
          Alt text
        </label>
        <input
          id={`${id}-alt`}
          className="field-input"
          value={alt}
          required
          maxLength={250}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-alt-hint${error ? ` ${id}-error` : ""}`}
          onChange={(e) => setAlt(e.target.value)}
          placeholder="New architectural shingles on a brick ranch in Wilson"
          data-autofocus
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void upload();
            }
          }}
        />
        <p id={`${id}-alt-hint`} className="mt-1 text-xs text-muted">
          What the photo shows, for people who cannot see it. The album names the photo by it too.
        </p>
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <GalleryChoice id={`${id}-gallery`} checked={gallery} onChange={setGallery} />
      <p role="status" className="text-sm text-muted">
        {state.busy ? `Uploading ${file.name}…` : ""}
      </p>
      <div role="alert" className="text-sm font-medium text-red-700">
        {state.refused ?? ""}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass("outline")} onClick={onBack} disabled={state.busy}>
          Choose another photo
        </button>
        <button type="button" className={buttonClass("primary")} onClick={() => void upload()} disabled={state.busy}>
          {state.busy ? "Uploading…" : "Upload and insert"}
        </button>
      </div>
    </div>
  );
}
