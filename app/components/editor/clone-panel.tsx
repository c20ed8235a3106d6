import { Sparkles } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useSelection } from "~/components/ui/use-selection";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import type { AiStatus } from "~/domain/ai";
import { CLONE_BATCH_SIZE, CLONE_REQUEST_LIMIT, cloneSummary, type ClonePreview, type CloneResult, type SavedPost } from "~/domain/staff-posts";
import { similarityPercent } from "~/domain/publishing";
import type { SelectableTown } from "~/domain/town-selection";
import { CloneResults } from "./clone-results";
import { TownPicker, type TownArea } from "./town-picker";
import type { EditorFields } from "./post-editor-state";
import { LocalizeClones, type LocalizeTarget } from "./localize-clones";

const CLONE_URL = "/create-post/clone";

export type CloneLocation = SelectableTown;

/** A clone of the post being edited. */
export interface ExistingClone {
  id: string;
  locationName: string;
  status: "draft" | "published";
}

/** The preview waits for the selection and the text to settle this long. */
const PREVIEW_DELAY_MS = 600;
const number = new Intl.NumberFormat("en-US");

/**
 * Sends the selection to POST /create-post/clone in batches of CLONE_BATCH_SIZE, one after the
 * other, reporting progress; stops at the first refused batch and says why. The outcomes of the
 * batches that went through are kept: those clones exist.
 */
async function cloneInBatches(postId: string, locationIds: readonly string[], screen: FormData | null, onProgress: (done: number) => void): Promise<CloneResult> {
  const outcomes: CloneResult["outcomes"] = [];
  let saved: CloneResult["saved"];
  for (let start = 0; start < locationIds.length; start += CLONE_BATCH_SIZE) {
    onProgress(start);
    // The first batch carries the text on the screen when it is not saved yet: the post is saved first, then cloned.
    const form = start === 0 && screen ? screen : new FormData();
    form.set("postId", postId);
    for (const id of locationIds.slice(start, start + CLONE_BATCH_SIZE)) form.append("locationIds", id);
    let answer: CloneResult | null = null;
    try {
      const res = await fetch(CLONE_URL, { method: "POST", body: form, headers: { Accept: "application/json" } });
      answer = (await res.json().catch(() => null)) as CloneResult | null;
      if (!answer) answer = { ok: false, message: `Failed to clone posts: the server answered ${res.status}.`, outcomes: [] };
    } catch {
      answer = { ok: false, message: "Failed to clone posts: the server could not be reached.", outcomes: [] };
    }
    outcomes.push(...answer.outcomes);
    saved ??= answer.saved;
    if (answer.outcomes.length === 0) {
      const left = locationIds.length - start;
      const message = outcomes.length ? `${cloneSummary(outcomes)}. ${answer.message} (${left} town(s) not cloned)` : answer.message;
      return { ok: outcomes.some((o) => o.ok), message, outcomes, saved };
    }
  }
  onProgress(locationIds.length);
  return { ok: outcomes.some((o) => o.ok), message: cloneSummary(outcomes), outcomes, saved };
}

/**
 * How alike clones of `content` to the selected towns would read, asked of the server when the
 * selection or the text settles (the publish check's own measure, docs/decisions/013-publishing.md).
 */
function useClonePreview(postId: string, content: string, locationIds: readonly string[], existingClones: number) {
  const [preview, setPreview] = useState<(ClonePreview & { pending: boolean }) | null>(null);
  const key = `${locationIds.join(",")}|${content}`;
  const latest = useRef(key);
  useEffect(() => {
    latest.current = key;
    if (locationIds.length + existingClones < 2 || locationIds.length === 0) {
      setPreview(null);
      return;
    }
    setPreview((p) => (p ? { ...p, pending: true } : { ok: true, message: "", planned: [], pending: true }));
    const timer = setTimeout(async () => {
      const form = new FormData();
      form.set("intent", "preview");
      form.set("postId", postId);
      form.set("content", content);
      for (const id of locationIds.slice(0, CLONE_REQUEST_LIMIT)) form.append("locationIds", id);
      let answer: ClonePreview;
      try {
        const res = await fetch(CLONE_URL, { method: "POST", body: form, headers: { Accept: "application/json" } });
        answer = ((await res.json().catch(() => null)) as ClonePreview | null) ?? { ok: false, message: `The preview failed: the server answered ${res.status}.`, planned: [] };
      } catch {
        answer = { ok: false, message: "The preview failed: the server could not be reached.", planned: [] };
      }
      if (latest.current !== key) return;
      if (answer.ok && locationIds.length > CLONE_REQUEST_LIMIT) answer = { ...answer, message: `${answer.message} Measured for the first ${CLONE_REQUEST_LIMIT} of the ${number.format(locationIds.length)} towns selected.` };
      setPreview({ ...answer, pending: false });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` stands for the ids and the text.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, postId, existingClones]);
  return preview;
}

/**
 * Clone-to-locations (spec §2.11): one draft per chosen town, sent in batches so that every town we
 * serve can be chosen at once (docs/decisions/013-publishing.md). Before cloning, the panel shows
 * how alike the clones would read and which the publish check would hold back; after, each new
 * draft with its figure and a way to open, publish or delete it. Optionally each new clone (or each
 * existing draft clone) then gets the AI localization pass (docs/decisions/009-ai-media.md).
 */
export function ClonePanel({
  postId,
  content,
  locations,
  area,
  clones = [],
  aiText,
  isOwner,
  screen,
  onSaved,
}: {
  postId: string;
  /** The text on the screen, which the preview measures. */
  content: string;
  locations: CloneLocation[];
  area: TownArea;
  clones?: ExistingClone[];
  aiText?: AiStatus;
  isOwner: boolean;
  /** The editor's text as a save sends it, when it differs from the saved post (null: nothing to save first). */
  screen: () => { form: FormData; fields: EditorFields } | null;
  /** The post was saved with the screen's text before it was cloned. */
  onSaved: (saved: SavedPost, fields: EditorFields) => void;
}) {
  const [localize, setLocalize] = useState(false);
  const [run, setRun] = useState<{ id: number; targets: LocalizeTarget[]; finished: boolean } | null>(null);
  const draftClones = clones.filter((c) => c.status === "draft");
  const aiReady = aiText?.ready !== false;
  const revalidator = useRevalidator();
  const locationIds = useMemo(() => locations.map((l) => l.id), [locations]);
  const selection = useSelection(locationIds);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<CloneResult | null>(null);
  const busy = progress !== null;
  const preview = useClonePreview(postId, content, selection.ids, clones.length);

  async function clone() {
    const ids = selection.ids;
    if (ids.length === 0) {
      toast.error("Please select at least one location to clone to");
      return;
    }
    const withAi = localize && aiReady;
    setResult(null);
    setProgress({ done: 0, total: ids.length });
    const sent = screen();
    const answer = await cloneInBatches(postId, ids, sent?.form ?? null, (done) => setProgress({ done, total: ids.length }));
    if (answer.saved && sent) onSaved(answer.saved, sent.fields);
    setProgress(null);
    setResult(answer);
    // The result panel says what happened; a request refused outright has no panel to say it.
    if (answer.outcomes.length === 0) toast.error(answer.message || "Failed to clone posts");
    // The new drafts are listed here; the towns cloned to are no longer selected.
    if (answer.ok) selection.clear();
    // The clone list (and the AI pass's targets) come from the loader.
    revalidator.revalidate();
    const targets = answer.outcomes.flatMap((o) => (o.ok && o.postId ? [{ postId: o.postId, locationName: o.locationName }] : []));
    if (answer.ok && withAi && targets.length) setRun((r) => ({ id: (r?.id ?? 0) + 1, targets, finished: false }));
  }

  const localizing = run !== null && !run.finished;
  const held = preview?.planned.filter((p) => p.held) ?? [];

  return (
    <>
      <div>
        <Alert tone="info">
          Each clone gets an SEO-friendly address and location-specific content ({"{{locationName}}"}, county, population,
          history, climate and nearby towns filled in), and starts as a draft. Give each town something only it has — the
          “Local facts” button of the content toolbar inserts a paragraph of them where your cursor is.
        </Alert>
      </div>

      <div className="mt-4">
        <TownPicker towns={locations} area={area} selection={selection} disabled={busy} />
      </div>

      {preview ? (
        <section aria-labelledby="clone-preview-heading" className="mt-4 rounded-md border border-gray-200 p-3 text-sm" aria-busy={preview.pending}>
          <h3 id="clone-preview-heading" className="font-sans text-sm font-bold">
            How alike the clones would read
          </h3>
          <p className={`mt-1 ${preview.ok ? "" : "font-semibold text-red-700"}`} aria-live="polite">
            {preview.pending && !preview.message ? "Measuring…" : preview.message}
            {preview.pending && preview.message ? " (measuring again…)" : ""}
          </p>
          {held.length ? (
            <details className="mt-2">
              <summary className="cursor-pointer">Which would be held back{isOwner ? " (you may still publish them on the record)" : " (only the owner may publish them)"}</summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {held.map((p) => (
                  <li key={p.locationId}>
                    {p.locationName}: {similarityPercent(p.similarity)}% like {p.closest}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
      ) : null}

      <div className="mt-4 text-sm">
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-4"
            checked={localize && aiReady}
            onChange={(e) => setLocalize(e.target.checked)}
            disabled={!aiReady}
            aria-describedby="clone-localize-hint"
          />
          Localize each clone with AI
        </label>
        <p id="clone-localize-hint" className="mt-1 pl-6 text-xs text-muted">
          {aiText && !aiText.ready ? <span className="block font-semibold text-gray-900">{aiText.message}</span> : null}
          Rewrites the paragraphs that speak of the town from its facts in our records (county, population, history, distance to
          our office), so clones differ in substance. Shows how similar each clone is to its closest sibling before and after.
        </p>
      </div>

      <button type="button" className={buttonClass("primary", "sm", "mt-4")} onClick={() => void clone()} disabled={busy || localizing}>
        {busy ? "Cloning…" : `Clone to ${selection.ids.length} Location(s)`}
      </button>
      {progress && progress.total > CLONE_BATCH_SIZE ? (
        <p className="mt-2 text-sm" role="status">
          Cloned {number.format(progress.done)} of {number.format(progress.total)} towns…
        </p>
      ) : null}

      {result && result.outcomes.length ? <CloneResults result={result} isOwner={isOwner} /> : null}

      {draftClones.length ? (
        <div className="mt-4 border-t border-gray-100 pt-4 text-sm">
          <p>
            This post has {clones.length} clone(s), {draftClones.length} of them draft(s).
            {clones.length > draftClones.length ? " Published clones are left alone: unpublish one to localize it." : ""}
          </p>
          <button
            type="button"
            className={buttonClass("outline", "sm", "mt-2")}
            disabled={busy || localizing || !aiReady}
            aria-describedby={aiReady ? undefined : "clone-localize-hint"}
            onClick={() => setRun((r) => ({ id: (r?.id ?? 0) + 1, targets: draftClones.map((c) => ({ postId: c.id, locationName: c.locationName })), finished: false }))}
          >
            <Sparkles aria-hidden="true" className="size-4" /> Localize {draftClones.length} draft clone(s) with AI
          </button>
        </div>
      ) : null}

      {run ? <LocalizeClones key={run.id} targets={run.targets} onFinished={() => setRun((r) => (r ? { ...r, finished: true } : r))} /> : null}
    </>
  );
}
