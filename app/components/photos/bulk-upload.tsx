import { CheckCircle2, CircleAlert, Info, UploadCloud } from "lucide-react";
import { useEffect, useId, useReducer, useRef, useState, type DragEvent } from "react";
import {
  busyRetrySeconds,
  canRetry,
  emptyQueue,
  MAX_BUSY_RETRIES,
  filesToStart,
  summarize,
  uploadedPhotoIds,
  uploadOutcome,
  uploadQueueReducer,
  type UploadItem,
} from "~/domain/upload-queue";
import { Link } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/button";
import { PhotoPlaceFields, type PhotoChoices } from "./photo-fields";
import { PHOTO_UPLOAD_PATH, type UploadResponse } from "~/domain/photos";

/** The describe screen for these photos. */
function describePath(ids: readonly string[]): string {
  return `/photo-album/describe?${new URLSearchParams(ids.map((id) => ["id", id]))}`;
}

type SendOutcome = ReturnType<typeof uploadOutcome> & { photoId?: string };

/**
 * One file to the upload endpoint, reporting progress; resolves with the readable outcome. While
 * the server says it is busy (429/503), the file is sent again after the wait it asks for.
 */
async function send(file: File, batch: FormData, onProgress: (loaded: number, total: number) => void, requests: Map<string, XMLHttpRequest>, id: string): Promise<SendOutcome> {
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce(file, batch, onProgress, requests, id);
    const wait = answer.retryAfter ?? null;
    if (wait === null || attempt >= MAX_BUSY_RETRIES) return answer.outcome;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

function sendOnce(file: File, batch: FormData, onProgress: (loaded: number, total: number) => void, requests: Map<string, XMLHttpRequest>, id: string) {
  return new Promise<{ outcome: SendOutcome; retryAfter?: number | null }>((resolve) => {
    const xhr = new XMLHttpRequest();
    requests.set(id, xhr);
    const body = new FormData();
    for (const [k, v] of batch) body.append(k, v);
    body.set("file", file, file.name);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      let answer: Partial<UploadResponse> = {};
      try {
        answer = JSON.parse(xhr.responseText) as UploadResponse;
      } catch {
        answer = { message: xhr.responseText.trim() };
      }
      resolve({
        outcome: { ...uploadOutcome(xhr.status, answer.message || null), photoId: answer.photoId },
        retryAfter: busyRetrySeconds(xhr.status, xhr.getResponseHeader("Retry-After")),
      });
    };
    xhr.onerror = () => resolve({ outcome: uploadOutcome(0, null) });
    xhr.onabort = () => resolve({ outcome: { outcome: "failed", message: "Cancelled." } });
    xhr.onloadend = () => requests.delete(id);
    xhr.open("POST", PHOTO_UPLOAD_PATH);
    xhr.send(body);
  });
}

const STATUS_LABEL: Record<UploadItem["status"], string> = {
  queued: "Waiting",
  uploading: "Uploading",
  done: "Added",
  duplicate: "Already in album",
  failed: "Failed",
  cancelled: "Cancelled",
};

/**
 * Bulk upload (spec §2.9): pick or drop any number of photos; each goes to the server on its own
 * request, three at a time, with its own progress bar and result. A failure does not stop the
 * others; failed and cancelled files can be retried. Whatever finished is in the album even if the
 * page is closed midway.
 */
export function BulkUpload({ choices }: { choices: PhotoChoices }) {
  const [queue, dispatch] = useReducer(uploadQueueReducer, emptyQueue);
  // Whether the staff member started the batch; it is busy while something waits or uploads.
  const [started, setStarted] = useState(false);
  const [dragging, setDragging] = useState(false);
  const files = useRef(new Map<string, File>());
  const requests = useRef(new Map<string, XMLHttpRequest>());
  const batchForm = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const summary = summarize(queue);
  const running = started && (summary.active > 0 || summary.queued > 0);

  useEffect(() => {
    if (!started) return;
    const batch = new FormData(batchForm.current ?? undefined);
    for (const id of filesToStart(queue)) {
      const file = files.current.get(id);
      if (!file) continue;
      dispatch({ type: "start", id });
      void send(file, batch, (loaded, total) => dispatch({ type: "progress", id, loaded, total }), requests.current, id).then((result) =>
        dispatch({ type: "finish", id, ...result }),
      );
    }
  }, [queue, started]);

  // Leaving the page mid-batch: what finished is stored; warn about the rest.
  useEffect(() => {
    if (!running) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [running]);

  function add(list: FileList | null) {
    if (!list?.length) return;
    // New files wait for their own "Upload" click, with the batch fields as they are then.
    setStarted(false);
    const added = [...list].map((file) => {
      const id = crypto.randomUUID();
      files.current.set(id, file);
      return { id, name: file.name, size: file.size };
    });
    dispatch({ type: "add", files: added });
  }

  function cancel() {
    setStarted(false);
    dispatch({ type: "cancel" });
    for (const xhr of requests.current.values()) xhr.abort();
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  }

  const waiting = queue.items.filter((i) => i.status === "queued").length;
  const retryable = queue.items.filter(canRetry).length;
  const uploaded = uploadedPhotoIds(queue);

  return (
    <div className="grid gap-6">
      <form ref={batchForm} className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-3" aria-labelledby={`${inputId}-batch`} onSubmit={(e) => e.preventDefault()}>
        <h2 id={`${inputId}-batch`} className="font-sans text-lg font-bold md:col-span-3">
          For every photo of this batch
        </h2>
        <PhotoPlaceFields idPrefix="bulk" choices={choices} />
      </form>

      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid place-items-center gap-3 rounded-lg border-2 border-dashed p-10 text-center ${dragging ? "border-brand-500 bg-brand-50" : "border-gray-300 bg-white"}`}
      >
        <UploadCloud aria-hidden="true" className="size-10 text-brand-700" />
        <p className="font-semibold">Drop photos here</p>
        <label htmlFor={inputId} className={buttonClass("outline", "md")}>
          Choose photos
        </label>
        <input id={inputId} type="file" multiple accept="image/*" className="sr-only" onChange={(e) => {
          add(e.currentTarget.files);
          e.currentTarget.value = "";
        }} />
        <p className="text-sm text-muted">JPEG, PNG, WebP, AVIF, GIF or TIFF; any number at once. Location data in the files is removed.</p>
      </div>

      {queue.items.length ? (
        <section aria-labelledby={`${inputId}-files`} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${inputId}-files`} className="font-sans text-lg font-bold">
              Files
            </h2>
            <div className="flex flex-wrap gap-2">
              {!running && waiting > 0 ? (
                <button type="button" className={buttonClass("primary", "md")} onClick={() => setStarted(true)}>
                  Upload {waiting} {waiting === 1 ? "photo" : "photos"}
                </button>
              ) : null}
              {running ? (
                <button type="button" className={buttonClass("outline", "md")} onClick={cancel}>
                  Cancel
                </button>
              ) : null}
              {!running && retryable > 0 ? (
                <button
                  type="button"
                  className={buttonClass("outline", "md")}
                  onClick={() => {
                    dispatch({ type: "retryFailed" });
                    setStarted(true);
                  }}
                >
                  Retry {retryable} failed
                </button>
              ) : null}
              {!running ? (
                <button type="button" className={buttonClass("ghost", "md")} onClick={() => {
                  files.current.clear();
                  dispatch({ type: "clear" });
                }}>
                  Clear list
                </button>
              ) : null}
            </div>
          </div>
          <div className="grid gap-1">
            <p role="status" aria-live="polite" data-testid="bulk-summary">
              {summary.finished} of {summary.total} finished · {summary.stored} added · {summary.duplicates} already in album · {summary.failed} failed
              {summary.cancelled ? ` · ${summary.cancelled} cancelled` : ""}
            </p>
            <progress className="h-2 w-full" max={1} value={summary.progress} aria-label="Whole batch" />
          </div>
          {!running && uploaded.length ? (
            <p className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
              Give each photo a name, alt text for readers who cannot see it, its town and its tags, all on one screen:{" "}
              <Link to={describePath(uploaded)} className="font-semibold underline">
                Describe the {uploaded.length} {uploaded.length === 1 ? "photo" : "photos"} of this batch
              </Link>
            </p>
          ) : null}
          <ul className="grid gap-2" aria-label="Files in this batch">
            {queue.items.map((item) => (
              <li key={item.id} className="grid gap-1 rounded border border-gray-200 bg-white p-3" data-upload-status={item.status}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-all">{item.name}</span>
                  <span className="flex items-center gap-1 text-sm">
                    {item.status === "done" ? <CheckCircle2 aria-hidden="true" className="size-4 text-green-700" /> : null}
                    {item.status === "failed" ? <CircleAlert aria-hidden="true" className="size-4 text-red-700" /> : null}
                    {item.status === "duplicate" ? <Info aria-hidden="true" className="size-4 text-brand-700" /> : null}
                    {STATUS_LABEL[item.status]}
                  </span>
                </div>
                <progress className="h-1.5 w-full" max={1} value={item.progress} aria-label={`${item.name} upload progress`} />
                {item.message ? <p className={`text-sm ${item.status === "failed" ? "text-red-700" : "text-muted"}`}>{item.message}</p> : null}
                {!running && canRetry(item) ? (
                  <button type="button" className={`${buttonClass("ghost")} justify-self-start`} onClick={() => {
                    dispatch({ type: "retry", id: item.id });
                    setStarted(true);
                  }} aria-label={`Retry ${item.name}`}>
                    Retry
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
