import { describe, expect, it } from "vitest";
import {
  emptyQueue,
  filesToStart,
  summarize,
  uploadOutcome,
  busyRetrySeconds,
  uploadQueueReducer as reduce,
  type UploadAction,
  type UploadQueue,
} from "./upload-queue";

const files = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, name: `photo-${i}.jpg`, size: 1000 }));
const run = (actions: UploadAction[], from: UploadQueue = emptyQueue) => actions.reduce(reduce, from);
const statuses = (q: UploadQueue) => q.items.map((i) => i.status);

describe("upload queue", () => {
  it("starts at most three files at a time, in the order they were added", () => {
    let q = run([{ type: "add", files: files(120) }]);
    expect(filesToStart(q)).toEqual(["f0", "f1", "f2"]);
    q = run([{ type: "start", id: "f0" }, { type: "start", id: "f1" }], q);
    expect(filesToStart(q)).toEqual(["f2"]);
    q = run([{ type: "start", id: "f2" }], q);
    expect(filesToStart(q)).toEqual([]);
    q = run([{ type: "finish", id: "f1", outcome: "failed", message: "Not an image." }], q);
    expect(filesToStart(q)).toEqual(["f3"]);
  });

  it("records progress per file and for the whole batch", () => {
    let q = run([{ type: "add", files: files(4) }, { type: "start", id: "f0" }, { type: "progress", id: "f0", loaded: 500, total: 1000 }]);
    expect(q.items[0].progress).toBe(0.5);
    q = run([{ type: "progress", id: "f0", loaded: 200, total: 1000 }], q);
    expect(q.items[0].progress).toBe(0.5); // never goes backwards
    q = run([{ type: "start", id: "f1" }, { type: "finish", id: "f1", outcome: "done", message: "Added." }], q);
    expect(summarize(q)).toMatchObject({ total: 4, finished: 1, stored: 1, active: 1, queued: 2, progress: 1.5 / 4 });
  });

  it("keeps going when one file fails, and retries only the failed ones", () => {
    let q = run([{ type: "add", files: files(3) }, ...["f0", "f1", "f2"].map((id) => ({ type: "start", id }) as UploadAction)]);
    q = run(
      [
        { type: "finish", id: "f0", outcome: "done", message: "Added." },
        { type: "finish", id: "f1", outcome: "failed", message: "This file is too large." },
        { type: "finish", id: "f2", outcome: "duplicate", message: "Already in the album as Roof." },
      ],
      q,
    );
    expect(statuses(q)).toEqual(["done", "failed", "duplicate"]);
    expect(q.items[1].message).toBe("This file is too large.");
    q = run([{ type: "retryFailed" }], q);
    expect(statuses(q)).toEqual(["done", "queued", "duplicate"]);
    expect(filesToStart(q)).toEqual(["f1"]);
    expect(run([{ type: "retry", id: "f0" }], q).items[0].status).toBe("done"); // a stored file is not sent twice
  });

  it("cancels what has not finished, ignores late answers, and can retry cancelled files", () => {
    let q = run([{ type: "add", files: files(5) }, { type: "start", id: "f0" }, { type: "start", id: "f1" }, { type: "finish", id: "f0", outcome: "done", message: "ok" }]);
    q = run([{ type: "cancel" }], q);
    expect(statuses(q)).toEqual(["done", "cancelled", "cancelled", "cancelled", "cancelled"]);
    expect(filesToStart(q)).toEqual([]);
    q = run([{ type: "finish", id: "f1", outcome: "done", message: "late" }], q);
    expect(q.items[1].status).toBe("cancelled");
    q = run([{ type: "retry", id: "f3" }], q);
    expect(filesToStart(q)).toEqual(["f3"]);
  });
});

describe("uploadOutcome", () => {
  it.each([
    [201, "Added to the album as “Roof”.", "done", "Added to the album as “Roof”."],
    [409, "This photo is already in the album as “Roof”.", "duplicate", "This photo is already in the album as “Roof”."],
    [413, null, "failed", "This file is too large."],
    [415, "This is not an image.", "failed", "This is not an image."],
    [401, "whatever", "failed", "Your session ended: sign in again, then retry."],
    [0, null, "failed", "The connection was lost. Retry when you are back online."],
    [500, null, "failed", "The server could not store this file. Retry in a moment."],
  ] as const)("%i %j → %s", (status, message, outcome, text) => {
    expect(uploadOutcome(status, message)).toEqual({ outcome, message: text });
  });
});

describe("busyRetrySeconds", () => {
  it.each([
    [429, "5", 5],
    [503, "12", 12],
    [503, "0", 1],
    [503, "3600", 60],
    [429, null, 5],
    [503, "soon", 5],
    [200, "5", null],
    [500, "5", null],
    [413, null, null],
  ] as const)("%i with Retry-After %j → %j", (status, retryAfter, seconds) => {
    expect(busyRetrySeconds(status, retryAfter)).toBe(seconds);
  });
});
