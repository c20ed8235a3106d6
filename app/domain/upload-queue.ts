/**
 * The bulk upload's bookkeeping (spec §2.9): which files wait, upload, succeeded or failed, how far
 * each one got, and which to start next so that at most a few upload at once. A pure reducer; the
 * bulk upload component drives the actual requests from it.
 */

export const MAX_PARALLEL_UPLOADS = 3;

export type UploadStatus = "queued" | "uploading" | "done" | "duplicate" | "failed" | "cancelled";

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** The server's answer or the error, shown next to the file. */
  message: string | null;
  /** The album photo the file became (stored, or already there), to describe it afterwards. */
  photoId?: string;
}

export interface UploadQueue {
  items: UploadItem[];
}

export type UploadAction =
  | { type: "add"; files: { id: string; name: string; size: number }[] }
  | { type: "start"; id: string }
  | { type: "progress"; id: string; loaded: number; total: number }
  | { type: "finish"; id: string; outcome: "done" | "duplicate" | "failed"; message: string; photoId?: string }
  | { type: "retry"; id: string }
  | { type: "retryFailed" }
  | { type: "cancel" }
  | { type: "clear" };

export const emptyQueue: UploadQueue = { items: [] };

function update(queue: UploadQueue, id: string, change: (item: UploadItem) => UploadItem): UploadQueue {
  return { items: queue.items.map((item) => (item.id === id ? change(item) : item)) };
}

export function uploadQueueReducer(queue: UploadQueue, action: UploadAction): UploadQueue {
  switch (action.type) {
    case "add":
      return {
        items: [
          ...queue.items,
          ...action.files.map((f) => ({ ...f, status: "queued" as const, progress: 0, message: null })),
        ],
      };
    case "start":
      return update(queue, action.id, (item) =>
        item.status === "queued" ? { ...item, status: "uploading", progress: 0, message: null } : item,
      );
    case "progress":
      return update(queue, action.id, (item) =>
        item.status === "uploading" && action.total > 0
          ? { ...item, progress: Math.min(1, Math.max(item.progress, action.loaded / action.total)) }
          : item,
      );
    case "finish":
      // A late answer for a file the batch already cancelled does not bring it back.
      return update(queue, action.id, (item) =>
        item.status === "uploading"
          ? { ...item, status: action.outcome, progress: action.outcome === "failed" ? item.progress : 1, message: action.message, photoId: action.photoId }
          : item,
      );
    case "retry":
      return update(queue, action.id, (item) => (canRetry(item) ? { ...item, status: "queued", progress: 0, message: null } : item));
    case "retryFailed":
      return { items: queue.items.map((item) => (canRetry(item) ? { ...item, status: "queued", progress: 0, message: null } : item)) };
    case "cancel":
      return {
        items: queue.items.map((item) =>
          item.status === "queued" || item.status === "uploading"
            ? { ...item, status: "cancelled", message: "Cancelled before it finished." }
            : item,
        ),
      };
    case "clear":
      return emptyQueue;
  }
}

export function canRetry(item: UploadItem): boolean {
  return item.status === "failed" || item.status === "cancelled";
}

/** The files to start now: queued ones, in order, up to `limit` uploading at once. */
export function filesToStart(queue: UploadQueue, limit = MAX_PARALLEL_UPLOADS): string[] {
  const active = queue.items.filter((i) => i.status === "uploading").length;
  const room = Math.max(0, limit - active);
  return queue.items
    .filter((i) => i.status === "queued")
    .slice(0, room)
    .map((i) => i.id);
}

export interface UploadSummary {
  total: number;
  /** Finished one way or another (stored, duplicate, failed or cancelled). */
  finished: number;
  stored: number;
  duplicates: number;
  failed: number;
  cancelled: number;
  active: number;
  queued: number;
  /** Whole batch, 0..1, by bytes sent. */
  progress: number;
}

export function summarize(queue: UploadQueue): UploadSummary {
  const count = (status: UploadStatus) => queue.items.filter((i) => i.status === status).length;
  const bytes = queue.items.reduce((sum, i) => sum + i.size, 0);
  const sent = queue.items.reduce((sum, i) => sum + i.size * (i.status === "done" || i.status === "duplicate" ? 1 : i.progress), 0);
  const summary = {
    total: queue.items.length,
    stored: count("done"),
    duplicates: count("duplicate"),
    failed: count("failed"),
    cancelled: count("cancelled"),
    active: count("uploading"),
    queued: count("queued"),
  };
  return {
    ...summary,
    finished: summary.stored + summary.duplicates + summary.failed + summary.cancelled,
    progress: bytes > 0 ? sent / bytes : 0,
  };
}

/** How many times one file is sent again while the server says it is busy. */
export const MAX_BUSY_RETRIES = 20;

/**
 * When the server was too busy to take a file (429: this browser already sends its share; 503: the
 * server receives its most at once), how many seconds to wait before sending it again — its
 * Retry-After, within 1-60 — or null for any other answer.
 */
export function busyRetrySeconds(status: number, retryAfter: string | null): number | null {
  if (status !== 429 && status !== 503) return null;
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && retryAfter !== null && retryAfter.trim() !== "" ? Math.min(60, Math.max(1, Math.round(seconds))) : 5;
}

/** The album photos this batch stored or found already there: the ones to describe next. */
export function uploadedPhotoIds(queue: UploadQueue): string[] {
  return queue.items.flatMap((item) => ((item.status === "done" || item.status === "duplicate") && item.photoId ? [item.photoId] : []));
}

/** The readable outcome of an upload request, from its HTTP status and the server's message. */
export function uploadOutcome(status: number, message: string | null): { outcome: "done" | "duplicate" | "failed"; message: string } {
  if (status >= 200 && status < 300) return { outcome: "done", message: message || "Added to the album." };
  if (status === 409) return { outcome: "duplicate", message: message || "This photo is already in the album." };
  if (status === 413) return { outcome: "failed", message: message || "This file is too large." };
  if (status === 401) return { outcome: "failed", message: "Your session ended: sign in again, then retry." };
  if (status === 0) return { outcome: "failed", message: "The connection was lost. Retry when you are back online." };
  if (status >= 400 && status < 500) return { outcome: "failed", message: message || "This file was refused." };
  return { outcome: "failed", message: message || "The server could not store this file. Retry in a moment." };
}
