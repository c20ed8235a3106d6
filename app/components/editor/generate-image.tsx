import { ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import type { AiStatus } from "~/domain/ai";
import { defaultImagePrompt, IMAGE_PROMPT_MAX, IMAGE_PROMPT_MESSAGES, type GenerateImageResponse } from "~/domain/ai-image";
import type { Photo } from "~/domain/photos";

const GENERATE_URL = "/create-post/generate-image";

type State = { kind: "idle" } | { kind: "running" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/**
 * "Generate an image" in the featured-image picker (docs/decisions/009-ai-media.md): a prompt that
 * starts as the post's title (until staff edit it), progress while the AI works, Cancel, and the
 * new album photo handed to the picker as the featured image.
 */
export function GenerateImage({ title, status, onPhoto }: { title: string; status?: AiStatus; onPhoto: (photo: Photo) => void }) {
  const id = useId();
  const [edited, setEdited] = useState<string | null>(null);
  const prompt = edited ?? defaultImagePrompt(title);
  const [state, setState] = useState<State>({ kind: "idle" });
  const abort = useRef<AbortController | null>(null);

  async function generate() {
    if (!prompt.trim()) {
      setState({ kind: "error", message: IMAGE_PROMPT_MESSAGES.required });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: "running" });
    const body = new FormData();
    body.set("prompt", prompt);
    try {
      const res = await fetch(GENERATE_URL, { method: "POST", body, headers: { Accept: "application/json" }, signal: controller.signal });
      const answer = (await res.json().catch(() => null)) as GenerateImageResponse | null;
      if (answer?.ok) {
        onPhoto(answer.photo);
        setState({ kind: "done", message: answer.message });
      } else {
        setState({ kind: "error", message: answer?.message ?? "Failed to generate image" });
      }
    } catch (error) {
      if (controller.signal.aborted) {
        setState({ kind: "done", message: "Cancelled: no image was made." });
        return;
      }
      console.error("Image generation failed", error);
      setState({ kind: "error", message: "Failed to generate image: the server could not be reached. Check the connection and try again." });
    }
  }

  const running = state.kind === "running";
  return (
    <div className="mt-4 border-t border-gray-100 pt-4">
      {status && !status.ready ? (
        <>
          <p className="mb-1 flex items-center gap-2 text-sm font-semibold">
            <ImagePlus aria-hidden="true" className="size-4" /> Generate an image with AI
          </p>
          <p className="text-sm text-muted">{status.message}</p>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-prompt`} className="mb-1 flex items-center gap-2 text-sm font-semibold">
            <ImagePlus aria-hidden="true" className="size-4" /> Generate an image with AI
          </label>
          <textarea
            id={`${id}-prompt`}
            className="field-input"
            rows={2}
            maxLength={IMAGE_PROMPT_MAX}
            value={prompt}
            placeholder="What the picture shows, e.g. a new metal roof on a white farmhouse"
            onChange={(e) => setEdited(e.target.value)}
            disabled={running}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            The description becomes the image&apos;s alt text. The image goes into the album marked AI-generated.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <button type="button" className={buttonClass("outline", "sm")} onClick={() => void generate()} disabled={running}>
              {running ? "Generating…" : "Generate an image"}
            </button>
            {running ? (
              <button type="button" className={buttonClass("ghost", "sm")} onClick={() => abort.current?.abort()}>
                Cancel
              </button>
            ) : null}
          </div>
        </>
      )}
      {/* One live region, always there, so each change of its words is announced. */}
      <p role="status" className="mt-2 text-sm text-muted">
        {running ? "Generating… this can take a minute." : state.kind === "done" ? state.message : ""}
      </p>
      {state.kind === "error" ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
