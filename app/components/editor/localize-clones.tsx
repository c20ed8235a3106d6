import { CircleCheck, CircleX, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import type { LocalizeResponse, SimilarityResponse } from "~/domain/localize";

export const LOCALIZE_URL = "/create-post/localize";

export interface LocalizeTarget {
  postId: string;
  locationName: string;
}

type Row =
  | { postId: string; locationName: string; state: "waiting" | "running" | "cancelled" | "skipped" }
  | { postId: string; locationName: string; state: "done"; before: number | null; after: number | null }
  | { postId: string; locationName: string; state: "failed"; message: string };

/** Each clone's similarity to its closest sibling now, or null when the server cannot say. */
async function similarityNow(ids: string[]): Promise<SimilarityResponse["similarity"] | null> {
  const params = new URLSearchParams(ids.map((id) => ["id", id]));
  return fetch(`${LOCALIZE_URL}?${params}`, { headers: { Accept: "application/json" } })
    .then((r) => (r.ok ? (r.json() as Promise<SimilarityResponse>) : null))
    .then((body) => body?.similarity ?? null)
    .catch(() => null);
}

const percent = (n: number | null) => (n === null ? "no sibling to compare" : `${Math.round(n * 100)} %`);

function rowText(r: Row): string {
  switch (r.state) {
    case "done":
      return r.before === null && r.after === null ? "rewritten (no sibling to compare)" : `${percent(r.before)} → ${percent(r.after)} like its closest sibling`;
    case "failed":
      return `kept as it was. ${r.message}`;
    case "cancelled":
      return "not localized (cancelled)";
    case "skipped":
      return "not localized (see the reason above)";
    case "running":
      return "rewriting…";
    case "waiting":
      return "waiting";
  }
}

/**
 * Runs the AI localization over clones one at a time (docs/decisions/009-ai-media.md): progress n
 * of N, Cancel (the request under way is aborted; clones not reached stay as they are), and per
 * clone the similarity to its closest sibling before → after, or why that clone was kept. Both
 * figures are read for the whole run (before it starts, after it ends), since a clone localized
 * early also differs from the siblings localized after it.
 */
export function LocalizeClones({ targets, onFinished }: { targets: LocalizeTarget[]; onFinished?: () => void }) {
  // The run is fixed when it starts: a parent re-render never starts it again.
  const [run] = useState(targets);
  const [rows, setRows] = useState<Row[]>(() => run.map((t) => ({ ...t, state: "waiting" })));
  const [running, setRunning] = useState(true);
  const [cancelled, setCancelled] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const finished = useRef(onFinished);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    // Unmounted (or React's development double start): this run goes quiet, while Cancel still reports.
    let stale = false;
    const change = (f: (rs: Row[]) => Row[]) => {
      if (!stale) setRows(f);
    };
    const update = (postId: string, row: Partial<Row>) => change((rs) => rs.map((r) => (r.postId === postId ? ({ ...r, ...row } as Row) : r)));
    async function localizeAll() {
      const done: string[] = [];
      // "Before" is each clone's figure when the run starts: a clone reached later is already less
      // like the siblings rewritten before it.
      const start = await similarityNow(run.map((t) => t.postId));
      for (const target of run) {
        if (controller.signal.aborted) break;
        update(target.postId, { state: "running" });
        const body = new FormData();
        body.set("postId", target.postId);
        try {
          const res = await fetch(LOCALIZE_URL, { method: "POST", body, headers: { Accept: "application/json" }, signal: controller.signal });
          const answer = (await res.json().catch(() => null)) as LocalizeResponse | null;
          if (answer?.ok) {
            update(target.postId, { state: "done", before: start && target.postId in start ? start[target.postId] : answer.before, after: answer.after });
            done.push(target.postId);
          } else {
            update(target.postId, { state: "failed", message: answer?.message ?? `The server answered ${res.status}.` });
            // The hourly AI allowance is used up, or AI is not set up: the other clones would only fail the same way.
            if (res.status === 429 || res.status === 503) {
              change((rs) => rs.map((r) => (r.state === "waiting" ? { ...r, state: "skipped" } : r)));
              break;
            }
          }
        } catch (error) {
          if (controller.signal.aborted) break;
          console.error("Localizing a clone failed", error);
          update(target.postId, { state: "failed", message: "The server could not be reached: check the connection and try again." });
        }
      }
      change((rs) => rs.map((r) => (r.state === "waiting" || r.state === "running" ? { ...r, state: "cancelled" } : r)));
      const now = done.length ? await similarityNow(done) : null;
      if (now) change((rs) => rs.map((r) => (r.state === "done" && r.postId in now ? { ...r, after: now[r.postId] } : r)));
      if (stale) return;
      setRunning(false);
      finished.current?.();
    }
    void localizeAll();
    return () => {
      stale = true;
      controller.abort();
    };
  }, [run]);

  const settled = rows.filter((r) => r.state === "done" || r.state === "failed").length;
  const current = rows.find((r) => r.state === "running");

  return (
    <div className="mt-4 space-y-3 rounded-md border border-violet-200 bg-violet-50 p-4 text-sm" data-testid="localize-run">
      <h3 className="flex items-center gap-2 font-sans font-bold">
        <Sparkles aria-hidden="true" className="size-4" /> Localizing with AI
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <progress className="h-2 w-48" max={rows.length} value={settled} aria-label="Clones localized" />
        <p role="status">
          {running
            ? `Localizing ${Math.min(settled + 1, rows.length)} of ${rows.length}${current ? `: ${current.locationName}` : ""}…`
            : `${cancelled ? "Cancelled" : "Finished"}: ${rows.filter((r) => r.state === "done").length} of ${rows.length} localized.`}
        </p>
        {running ? (
          <button
            type="button"
            className={buttonClass("outline", "sm")}
            onClick={() => {
              setCancelled(true);
              abort.current?.abort();
            }}
          >
            Cancel
          </button>
        ) : null}
      </div>
      <ul className="space-y-1" aria-label="Localized clones">
        {rows.map((r) => (
          <li key={r.postId} className="flex items-start gap-2">
            {r.state === "done" ? <CircleCheck aria-hidden="true" className="mt-0.5 size-4 text-green-700" /> : null}
            {r.state === "failed" ? <CircleX aria-hidden="true" className="mt-0.5 size-4 text-red-700" /> : null}
            <span>
              {r.locationName}: {rowText(r)}
            </span>
          </li>
        ))}
      </ul>
      {!running ? <p className="text-muted">Each rewritten clone was saved as a draft with a revision: read it before you publish it.</p> : null}
    </div>
  );
}
