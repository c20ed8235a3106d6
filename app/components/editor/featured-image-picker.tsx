import { Sparkles, Upload, X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import type { PickerResponse } from "~/domain/featured-photo";
import { AiGeneratedBadge } from "~/components/photos/ai-generated-badge";
import type { AiStatus } from "~/domain/ai";
import { GenerateImage } from "./generate-image";
import { EDITOR_PHOTOS_URL, uploadToAlbum } from "~/components/photos/album-upload";
import { photoAlt, pictureSources, type Photo } from "~/domain/photos";

/** What the auto-pick reads from the post being edited. */
export interface AutoPickContext {
  postId: string | null;
  locationId: string | null;
  tags: string[];
  categories: string[];
}

function autoPickUrl(ctx: AutoPickContext): string {
  const params = new URLSearchParams({ auto: "1" });
  if (ctx.postId) params.set("post", ctx.postId);
  if (ctx.locationId) params.set("location", ctx.locationId);
  ctx.tags.forEach((t) => params.append("tag", t));
  ctx.categories.forEach((c) => params.append("category", c));
  return `${EDITOR_PHOTOS_URL}?${params}`;
}

/**
 * Featured image (spec §2.11): auto mode picks the album photo that best fits the post's town, tags
 * and categories and says why; manual mode searches the album (thumbnails in a radio group, so the
 * arrow keys move through them), uploads a new photo right here, or takes an outside address.
 */
export function FeaturedImagePicker({
  photo,
  url,
  initialPhotos,
  autoContext,
  autoDefault,
  onPhoto,
  onUrl,
  error,
  title = "",
  aiImage,
}: {
  photo: Photo | null;
  url: string;
  initialPhotos: Photo[];
  autoContext: AutoPickContext;
  /** Auto mode starts on for a post without an image. */
  autoDefault: boolean;
  onPhoto: (photo: Photo | null) => void;
  onUrl: (url: string) => void;
  error?: string;
  /** The post's title: the starting prompt of "Generate an image". */
  title?: string;
  /** Whether AI images are set up, or what to say instead. */
  aiImage?: AiStatus;
}) {
  const id = useId();
  const [auto, setAuto] = useState(autoDefault);
  const [reason, setReason] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const search = useFetcher<PickerResponse>();
  const [upload, setUpload] = useState<{ state: "idle" | "uploading" | "error" | "done"; message?: string }>({ state: "idle" });
  const fileRef = useRef<HTMLInputElement>(null);

  const found = search.data?.mode === "search" ? search.data.photos : initialPhotos;
  const shown = photo && !found.some((p) => p.id === photo.id) ? [photo, ...found] : found;

  // Auto mode follows the post: each change of town, tags or categories asks the rule again.
  const autoKey = autoPickUrl(autoContext);
  const [autoFoundNothing, setAutoFoundNothing] = useState(false);
  const applyAuto = useEffectEvent((answer: PickerResponse | null) => {
    // An answer that arrives after staff switched to picking by hand is ignored.
    if (!auto || answer?.mode !== "auto") return;
    setAutoFoundNothing(!answer.pick);
    setReason(answer.pick?.reason ?? null);
    onPhoto(answer.pick?.photo ?? null);
  });
  useEffect(() => {
    if (!auto) return;
    let stale = false;
    fetch(autoKey, { headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<PickerResponse>) : null))
      .then((answer) => {
        if (!stale) applyAuto(answer);
      })
      .catch((err: unknown) => console.error("Featured photo auto-pick failed", err));
    return () => {
      stale = true;
    };
  }, [auto, autoKey]);

  function choose(p: Photo | null) {
    setAuto(false);
    setReason(null);
    onPhoto(p);
  }

  function runSearch(q: string) {
    setQuery(q);
    void search.load(`${EDITOR_PHOTOS_URL}?${new URLSearchParams({ q })}`);
  }

  async function uploadFile(file: File | undefined) {
    if (!file) return;
    setUpload({ state: "uploading", message: `Uploading ${file.name}…` });
    // Named after its file (a featured image is picked, not described) and, as every photo added from
    // a post, kept out of the public gallery until staff show it there from the album (docs/decisions/019-visual-editor.md).
    const result = await uploadToAlbum(file, { showInGallery: false });
    if (fileRef.current) fileRef.current.value = "";
    if (!result.ok) {
      setUpload({ state: "error", message: result.message });
      return;
    }
    choose(result.photo);
    setUpload({ state: "done", message: result.duplicate ? `${result.message} “${result.photo.title}” is chosen.` : `Uploaded “${result.photo.title}” and chose it.` });
  }

  const noMatch = auto && autoFoundNothing;

  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={auto} onChange={(e) => setAuto(e.target.checked)} />
        <Sparkles aria-hidden="true" className="size-4 text-accent-700" /> Pick automatically
      </label>

      <div className="mt-3 flex items-start gap-4" aria-live="polite">
        {photo ? (
          <>
            <Picture sources={pictureSources(photo)} sizes="10rem" className="aspect-video w-40 shrink-0 rounded object-cover" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold">{photo.title}</p>
              {photo.aiGenerated ? (
                <p className="mt-1">
                  <AiGeneratedBadge />
                </p>
              ) : null}
              {reason ? (
                <p className="mt-1 text-muted" data-testid="auto-pick-reason">
                  Auto-picked: {reason}
                </p>
              ) : null}
              <button type="button" className={buttonClass("outline", "sm", "mt-2")} onClick={() => choose(null)}>
                <X aria-hidden="true" className="size-4" /> Clear featured image
              </button>
            </div>
          </>
        ) : (
          <p className="text-sm text-muted">
            {noMatch
                ? "No album photo matches this post's town, tags or categories yet. Pick one below, upload one or generate one with AI."
                : "No featured image chosen."}
          </p>
        )}
      </div>

      <div className="mt-4 border-t border-gray-100 pt-4">
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-semibold">
          Search the album
        </label>
        <input id={`${id}-search`} type="search" className="field-input" value={query} placeholder="Name, tag, description…" onChange={(e) => runSearch(e.target.value)} />
        {shown.length ? (
          <fieldset className="mt-3">
            <legend className="sr-only">Album photos</legend>
            <ul className="grid max-h-64 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
              {shown.map((p) => (
                <li key={p.id}>
                  <label className={`block cursor-pointer rounded border p-1 text-xs has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${p.id === photo?.id ? "border-brand-600 ring-2 ring-brand-200" : "border-gray-200"}`}>
                    <input type="radio" name={`${id}-photo`} className="sr-only" checked={p.id === photo?.id} onChange={() => choose(p)} />
                    {/* The label already names the photo: alt text that only repeats the name would be read twice. */}
                    <Picture sources={pictureSources(p)} alt={photoAlt(p) === p.title ? "" : photoAlt(p)} sizes="9rem" className="aspect-video w-full rounded object-cover" />
                    <span className="mt-1 block truncate font-semibold">{p.title}</span>
                    {p.tags.length || p.keywords.length ? <span className="block truncate text-muted">{(p.tags.length ? p.tags : p.keywords).slice(0, 2).join(", ")}</span> : null}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : (
          <p className="mt-2 text-sm text-muted">{query ? "No photo matches that search." : "The album has no photos yet: upload one below."}</p>
        )}
      </div>

      <div className="mt-4 border-t border-gray-100 pt-4">
        <label htmlFor={`${id}-upload`} className="mb-1 flex items-center gap-2 text-sm font-semibold">
          <Upload aria-hidden="true" className="size-4" /> Upload a new photo to the album
        </label>
        <input id={`${id}-upload`} ref={fileRef} type="file" accept="image/*" className="block w-full text-sm" disabled={upload.state === "uploading"} onChange={(e) => void uploadFile(e.target.files?.[0])} />
        {upload.message ? (
          <p role={upload.state === "error" ? "alert" : "status"} className={`mt-1 text-sm ${upload.state === "error" ? "text-red-700" : "text-muted"}`}>
            {upload.message}
          </p>
        ) : null}
      </div>

      <GenerateImage title={title} status={aiImage} onPhoto={choose} />

      {!photo ? (
        <div className="mt-4 border-t border-gray-100 pt-4">
          <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-semibold">
            Or an image address
          </label>
          <input
            id={`${id}-url`}
            type="url"
            className="field-input"
            placeholder="https://…"
            value={url}
            onChange={(e) => {
              setAuto(false);
              onUrl(e.target.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
