/**
 * The logo of the guided set-up: a picture file uploaded through the album's own upload (decoded,
 * metadata stripped, kept out of the public gallery), then named by a hidden field the form sends.
 * Optional: without it the header keeps its drawn roofline.
 */
import { useId, useState, type ChangeEvent } from "react";
import { PHOTO_UPLOAD_PATH, type UploadResponse } from "~/domain/photos";

export function LogoPicker({ name, companyName }: { name: string; companyName: string }) {
  const id = useId();
  const [photoId, setPhotoId] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: "info" | "error"; text: string } | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setStatus({ tone: "info", text: `Uploading ${file.name}…` });
    const body = new FormData();
    body.set("file", file);
    body.set("title", "Logo");
    body.set("altTag", `${companyName || "Company"} logo`);
    body.set("description", "");
    body.set("category", "");
    body.set("locationId", "");
    body.set("tags", "logo");
    body.set("showInGallery", "off");
    try {
      const response = await fetch(PHOTO_UPLOAD_PATH, { method: "POST", body });
      const answer = (await response.json()) as UploadResponse;
      if (!answer.photoId) {
        setStatus({ tone: "error", text: answer.message });
        return;
      }
      setPhotoId(answer.photoId);
      setPreview(URL.createObjectURL(file));
      setStatus({ tone: "info", text: "Logo uploaded: it shows in the header once you save." });
    } catch {
      setStatus({ tone: "error", text: "The logo could not be uploaded. Check the connection and try again." });
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        Logo (optional)
      </label>
      <input id={id} type="file" accept="image/png,image/jpeg,image/webp,image/avif" onChange={upload} aria-describedby={`${id}-status`} className="w-full max-w-full text-sm" />
      <input type="hidden" name={name} value={photoId} />
      <p id={`${id}-status`} role="status" className={`mt-1 text-xs ${status?.tone === "error" ? "text-red-800" : "text-muted"}`}>
        {status?.text ?? "PNG, JPEG or WebP; a transparent background suits the header best."}
      </p>
      {preview ? <img src={preview} alt="The logo you chose" className="mt-2 h-12 w-auto rounded border border-gray-200 bg-white p-1" /> : null}
    </div>
  );
}
