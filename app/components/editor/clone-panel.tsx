import { CircleCheck, CircleX, Sparkles, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useSelection } from "~/components/ui/use-selection";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import type { AiStatus } from "~/domain/ai";
import { CLONE_BATCH_SIZE, cloneSummary, type CloneResult, type SavedPost } from "~/domain/staff-posts";
import type { EditorFields } from "./post-editor-state";
import { LocalizeClones, type LocalizeTarget } from "./localize-clones";

const CLONE_URL = "/create-post/clone";

export interface CloneLocation {
  id: string;
  name: string;
  county: string;
  population: number | null;
}

/** A clone of the post being edited. */
export interface ExistingClone {
  id: string;
  locationName: string;
  status: "draft" | "published";
}

const REDIRECT_DELAY_MS = 2000;
/**
 * Towns the server renders in the list, more than its scrolled box shows: the panel works only
 * with JavaScript, and a thousand towns' checkboxes made the editor's page 800 KB and held the
 * server for over 100 ms (docs/decisions/015-scale-and-memory.md). The browser lists every town.
 */
const SERVER_LISTED_TOWNS = 40;
/** More outcomes than this are folded away behind the summary. */
const LISTED_OUTCOMES = 20;
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
 * Clone-to-locations (spec §2.11): one draft per chosen town, sent in batches so that every town we
 * serve can be chosen at once (docs/decisions/013-publishing.md). Optionally each new clone (or each
 * existing draft clone) then gets the AI localization pass (docs/decisions/009-ai-media.md).
 */
export function ClonePanel({
  postId,
  locations,
  clones = [],
  aiText,
  screen,
  onSaved,
}: {
  postId: string;
  locations: CloneLocation[];
  clones?: ExistingClone[];
  aiText?: AiStatus;
  /** The editor's text as a save sends it, when it differs from the saved post (null: nothing to save first). */
  screen: () => { form: FormData; fields: EditorFields } | null;
  /** The post was saved with the screen's text before it was cloned. */
  onSaved: (saved: SavedPost, fields: EditorFields) => void;
}) {
  const [localize, setLocalize] = useState(false);
  const [run, setRun] = useState<{ id: number; targets: LocalizeTarget[]; finished: boolean } | null>(null);
  const draftClones = clones.filter((c) => c.status === "draft");
  const aiReady = aiText?.ready !== false;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const locationIds = useMemo(() => locations.map((l) => l.id), [locations]);
  const selection = useSelection(locationIds);
  const [filter, setFilter] = useState("");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<(CloneResult & { localize: boolean }) | null>(null);
  const busy = progress !== null;
  const hydrated = useHydrated();
  const matching = locations.filter((l) => l.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const shown = hydrated ? matching : matching.slice(0, SERVER_LISTED_TOWNS);
  const warnings = result?.outcomes.filter((o) => o.doorway?.warning) ?? [];

  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      toast.error(result.message || "Failed to clone posts");
      return;
    }
    toast.success(result.message);
    // With the AI pass the editor stays, to show its progress and figures.
    if (result.localize) return;
    toast.success("Posts cloned successfully! Redirecting to posts page...");
    const timer = setTimeout(() => navigate("/posts"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

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
    setResult({ ...answer, localize: withAi });
    // The clone list (and the AI pass's targets) come from the loader.
    revalidator.revalidate();
    const targets = answer.outcomes.flatMap((o) => (o.ok && o.postId ? [{ postId: o.postId, locationName: o.locationName }] : []));
    if (answer.ok && withAi && targets.length) setRun((r) => ({ id: (r?.id ?? 0) + 1, targets, finished: false }));
  }

  const localizing = run !== null && !run.finished;

  return (
    <>
      <div>
        <Alert tone="info">
          Each clone gets an SEO-friendly address and location-specific content ({"{{locationName}}"}, county, population,
          history and climate filled in), and starts as a draft. Add something only that town has before you publish it.
        </Alert>
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor="clone-filter" className="mb-1 block text-sm font-semibold">
            Find a town
          </label>
          <input id="clone-filter" type="search" className="field-input" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
        <button type="button" className={buttonClass("outline")} onClick={selection.toggleAll}>
          {selection.all ? "Deselect All" : "Select All"}
        </button>
      </div>
      <p className="mt-3 text-sm" aria-live="polite">
        {selection.ids.length} of {locations.length} selected
      </p>

      {locations.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No service locations exist yet.</p>
      ) : (
        <fieldset className="mt-2">
          <legend className="sr-only">Locations</legend>
          <ul className="max-h-64 divide-y divide-gray-100 overflow-y-auto rounded border border-gray-200">
            {shown.map((l) => (
              <li key={l.id}>
                <div className="flex items-center gap-3 px-3 py-2 hover:bg-gray-50">
                  <input
                    id={`clone-${l.id}`}
                    type="checkbox"
                    className="size-4"
                    checked={selection.has(l.id)}
                    onChange={() => selection.toggle(l.id)}
                    aria-describedby={`clone-${l.id}-facts`}
                  />
                  <div className="flex-1">
                    <label htmlFor={`clone-${l.id}`} className="cursor-pointer font-semibold">
                      {l.name}
                    </label>
                    <p id={`clone-${l.id}-facts`} className="text-xs text-muted">
                      {l.county} · {l.population ? `population ${number.format(l.population)}` : "population not recorded"}
                    </p>
                  </div>
                </div>
              </li>
            ))}
            {shown.length === 0 ? <li className="px-3 py-2 text-sm text-muted">No town matches “{filter}”.</li> : null}
          </ul>
        </fieldset>
      )}

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

      {result && result.outcomes.length ? (
        <div className="mt-4 space-y-2">
          <h3 className="font-sans text-sm font-bold">Result</h3>
          {result.outcomes.length > LISTED_OUTCOMES ? (
            <details className="text-sm">
              <summary className="cursor-pointer">
                {result.message} — show all {number.format(result.outcomes.length)} towns
              </summary>
              <CloneOutcomes outcomes={result.outcomes} />
            </details>
          ) : (
            <CloneOutcomes outcomes={result.outcomes} />
          )}
          {warnings.length ? (
            <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <p className="flex items-center gap-1 font-semibold">
                <TriangleAlert aria-hidden="true" className="size-4" /> {warnings.length} clone(s) may read as doorway pages
              </p>
              <p className="mt-1">
                They share most of their wording with a sibling. Before publishing, add facts of each town (county, population,
                history, nearby towns, local climate). The Posts page lists the suggestions for each one.
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function CloneOutcomes({ outcomes }: { outcomes: CloneResult["outcomes"] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-label="Clone results">
      {outcomes.map((o) => (
        <li key={o.locationId} className="flex items-start gap-2">
          {o.ok ? <CircleCheck aria-hidden="true" className="mt-0.5 size-4 text-green-700" /> : <CircleX aria-hidden="true" className="mt-0.5 size-4 text-red-700" />}
          <span>
            {o.locationName}: {o.ok ? `draft /blog/${o.slug}` : o.error}
            {o.doorway ? ` · ${Math.round(o.doorway.similarity * 100)}% like its closest sibling` : ""}
            {o.featuredPhoto ? ` · featured photo “${o.featuredPhoto.title}” (${o.featuredPhoto.reason})` : ""}
            {o.featuredPhoto === null ? " · no album photo fits this town, so no featured image" : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
