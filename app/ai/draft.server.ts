/**
 * Write with AI (docs/decisions/013-publishing.md): streams a draft from the AI provider to the
 * editor as newline-delimited JSON events, and logs the generation however it ends.
 *
 *   {"type":"delta","text":"…"}                    a piece of the answer, in order
 *   {"type":"done","unknownPlaceholders":["…"]}    the answer is complete ("untitled": true when it has no title)
 *   {"type":"error","message":"…"}                 the provider failed (plain words)
 *
 * The browser's Stop (or leaving the page) aborts the request; the upstream request is closed
 * with it and the generation is logged as "stopped". Nothing is saved: the editor fills its
 * fields and staff save a draft themselves.
 */
import type { Database } from "~/db/client.server";
import { parseDraft, unknownDraftPlaceholders, type DraftEvent } from "~/domain/ai-draft";
import { startGeneration, type AiUser } from "./generations.server";
import { AiError, toAiError, type AiProvider, type TextRequest } from "./provider.server";

export const DRAFT_STREAM_TYPE = "application/x-ndjson; charset=utf-8";

export function streamDraft(opts: {
  db: Database;
  ai: AiProvider;
  user: AiUser;
  request: TextRequest;
  /** Names a {{…}} in the draft may use (knownDraftPlaceholders). */
  known: ReadonlySet<string>;
  /** The browser's request: aborted when it stops or goes away. */
  signal: AbortSignal;
}): Response {
  const controller = new AbortController();
  const stop = () => controller.abort();
  opts.signal.addEventListener("abort", stop, { once: true });
  const encoder = new TextEncoder();
  const text = opts.ai.streamText({ ...opts.request, signal: controller.signal });
  const log = startGeneration(opts.db, { user: opts.user, kind: "text", model: text.model });

  const body = new ReadableStream<Uint8Array>({
    start(output) {
      const send = (event: DraftEvent) => {
        // After a Stop the browser has gone: nothing left to tell it.
        if (!controller.signal.aborted) output.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      void (async () => {
        let answer = "";
        let error: AiError | null = null;
        try {
          for await (const delta of text) {
            answer += delta;
            send({ type: "delta", text: delta });
          }
          const draft = parseDraft(answer);
          if (!draft.content.trim() && !draft.title.trim()) throw new AiError("empty", "The AI service sent back an empty answer. Try again.");
          send({ type: "done", unknownPlaceholders: unknownDraftPlaceholders(draft, opts.known), ...(draft.title.trim() ? {} : { untitled: true as const }) });
        } catch (e) {
          error = toAiError(e, { signal: controller.signal });
          if (error.kind !== "stopped") send({ type: "error", message: error.message });
        } finally {
          opts.signal.removeEventListener("abort", stop);
          // Logged before the stream ends, so whoever reads the end also finds the row.
          await log.finish({ usage: text.usage, error: error ?? undefined }).catch((e: unknown) => {
            console.error("[ai] could not log a generation:", e instanceof Error ? e.message : e);
          });
          try {
            output.close();
          } catch {
            // Already cancelled by the browser.
          }
        }
      })();
    },
    cancel: stop,
  });
  return new Response(body, {
    headers: {
      "Content-Type": DRAFT_STREAM_TYPE,
      // A proxy must pass each piece on at once (nginx buffers otherwise).
      "X-Accel-Buffering": "no",
    },
  });
}
