/**
 * Write with AI (docs/decisions/013-publishing.md): a short brief, then the draft streams into the
 * editor's fields with the words counted as they arrive and a Stop button. Placeholders the site
 * does not know are listed once the draft is in; the publish guard refuses them anyway. Nothing is
 * saved here.
 */
import { Sparkles, Square } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, SelectField } from "~/components/ui/field";
import type { AiStatus } from "~/domain/ai";
import {
  ALL_TOWNS,
  DRAFT_LENGTHS,
  DRAFT_TONES,
  draftPlaceholders,
  draftWords,
  NO_TOWN,
  parseDraft,
  type DraftEvent,
  type DraftFields,
} from "~/domain/ai-draft";

const DRAFT_URL = "/create-post/ai-draft";

type Run =
  | { kind: "idle" }
  | { kind: "writing"; words: number }
  /** `unknown`: the placeholders the server found it does not know; `untitled`: the answer had no title. */
  | { kind: "done"; words: number; unknown: string[]; untitled: boolean }
  | { kind: "stopped"; words: number }
  | { kind: "failed"; message: string };

export function WriteWithAi({
  status,
  towns,
  current,
  onDraft,
}: {
  status: AiStatus;
  towns: { id: string; name: string }[];
  /** The editor's fields now: its content can be the source material, and is not replaced unasked. */
  current: DraftFields;
  /** Fills the editor's fields with the draft so far (called as it streams). */
  onDraft: (draft: DraftFields) => void;
}) {
  const [run, setRun] = useState<Run>({ kind: "idle" });
  const [confirming, setConfirming] = useState<FormData | null>(null);
  const abort = useRef<AbortController | null>(null);
  const hasContent = current.content.trim() !== "";

  // The server's verdict, narrowed to what is still in the editor: the list shrinks as staff fix it.
  const unknown = useMemo(() => {
    if (run.kind !== "done") return [];
    const present = new Set(draftPlaceholders(current));
    return run.unknown.filter((name) => present.has(name));
  }, [run, current]);

  if (!status.ready) {
    return (
      <p className="text-sm text-muted" data-testid="ai-not-configured">
        {status.message}
      </p>
    );
  }

  async function write(form: FormData) {
    const controller = new AbortController();
    abort.current = controller;
    setRun({ kind: "writing", words: 0 });
    let answer = "";
    let words = 0;
    try {
      const res = await fetch(DRAFT_URL, { method: "POST", body: form, signal: controller.signal, headers: { Accept: "application/x-ndjson, application/json" } });
      if (!res.ok || !res.body) {
        const refusal = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
        setRun({ kind: "failed", message: refusal?.message ?? refusal?.error ?? `The draft could not be started (error ${res.status}). Try again.` });
        return;
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let pending = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        pending += value;
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) {
          if (!line.trim()) continue;
          const event = JSON.parse(line) as DraftEvent;
          if (event.type === "delta") {
            answer += event.text;
            const draft = parseDraft(answer);
            onDraft(draft);
            words = draftWords(draft);
            setRun({ kind: "writing", words });
          } else if (event.type === "done") {
            setRun({ kind: "done", words, unknown: event.unknownPlaceholders, untitled: event.untitled === true });
          } else {
            setRun({ kind: "failed", message: event.message });
          }
        }
      }
      // A stream that ends without a verdict was cut off on the way.
      setRun((r) => (r.kind === "writing" ? { kind: "failed", message: "The connection was lost before the draft was complete. What arrived is in the editor." } : r));
    } catch (error) {
      if (controller.signal.aborted) setRun({ kind: "stopped", words });
      else {
        console.warn("Write with AI failed", error);
        setRun({ kind: "failed", message: "The server could not be reached. Check your connection and try again." });
      }
    } finally {
      abort.current = null;
    }
  }

  function start(form: FormData) {
    if (current.title.trim() || hasContent) setConfirming(form);
    else void write(form);
  }

  const writing = run.kind === "writing";
  return (
    <>
      <p className="text-xs text-muted">
        Describe the post; the draft appears in the title and content as it is written. Read it through before saving — it is only a draft.
      </p>
      <form
        className="mt-4 grid gap-4 md:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          form.set("source", current.content);
          start(form);
        }}
      >
        <Field id="ai-topic" name="topic" label="Topic" required minLength={3} maxLength={300} className="md:col-span-2" placeholder="e.g. How to spot hail damage after a storm" disabled={writing} />
        <Field id="ai-audience" name="audience" label="Audience (optional)" maxLength={200} placeholder="e.g. Homeowners with older shingle roofs" disabled={writing} />
        <SelectField id="ai-town" name="town" label="Town" defaultValue={ALL_TOWNS} disabled={writing} hint="A template for all towns uses {{locationName}}; clone it to each town afterwards.">
          <option value={ALL_TOWNS}>All towns (template)</option>
          <option value={NO_TOWN}>No particular town</option>
          {towns.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="ai-tone" name="tone" label="Tone" defaultValue={DRAFT_TONES[0].value} disabled={writing}>
          {DRAFT_TONES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <SelectField id="ai-length" name="length" label="Length" defaultValue="medium" disabled={writing}>
          {DRAFT_LENGTHS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="useSource" disabled={writing || !hasContent} aria-describedby="ai-source-hint" />
            Use the current content as source material
          </label>
          <p id="ai-source-hint" className="mt-1 text-xs text-muted">
            {hasContent ? "The text in the content field (typed, pasted or imported) is given to the AI to work from." : "Type, paste or import text into the content field first to use it as source material."}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          {writing ? (
            <button type="button" className={buttonClass("danger")} onClick={() => abort.current?.abort()}>
              <Square aria-hidden="true" className="size-4" /> Stop
            </button>
          ) : (
            <button type="submit" className={buttonClass("primary")}>
              <Sparkles aria-hidden="true" className="size-4" /> Write draft
            </button>
          )}
          <p className="text-sm" data-testid="ai-progress">
            {run.kind === "writing" ? `Writing with ${status.model}… ${run.words} ${run.words === 1 ? "word" : "words"} so far` : null}
          </p>
        </div>
      </form>

      <div className="mt-3 space-y-2">
        {/* Announced once per outcome, not per word. */}
        <p className="sr-only" role="status">
          {writing ? "Writing the draft into the editor." : null}
        </p>
        {run.kind === "done" && !run.untitled ? <Alert tone="success">The draft is in the editor ({run.words} words). Review it, then save it as a draft.</Alert> : null}
        {run.kind === "done" && run.untitled ? (
          <Alert tone="info">The AI wrote {run.words} words into the editor but no title: give the post a title before you save it.</Alert>
        ) : null}
        {run.kind === "stopped" ? <Alert tone="info">Stopped after {run.words} words. What arrived so far is in the editor.</Alert> : null}
        {run.kind === "failed" ? <Alert tone="error">{run.message}</Alert> : null}
        {unknown.length > 0 ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="ai-unknown-placeholders">
            <p className="font-semibold">The AI wrote placeholders this site does not know:</p>
            <ul className="mt-1 list-disc pl-5">
              {unknown.map((name) => (
                <li key={name}>
                  <code>{`{{${name}}}`}</code>
                </li>
              ))}
            </ul>
            <p className="mt-1">Replace or remove them: a post holding them cannot be published.</p>
          </div>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title="Replace what is in the editor?"
        confirmLabel="Replace with the AI draft"
        onConfirm={() => {
          const form = confirming;
          setConfirming(null);
          if (form) void write(form);
        }}
        onCancel={() => setConfirming(null)}
      >
        The draft replaces the title, content, excerpt, SEO title, meta description and tags now in the editor. Tick “Use the current content as
        source material” to have the AI build on your text.
      </ConfirmDialog>
    </>
  );
}
