import { Alert } from "~/components/ui/alert";
import type { AutosaveState } from "./use-autosave";

/** What the editor says above the writing: work brought back (with Discard), someone else's work, the autosave. */
export function EditorNotices({
  notice,
  otherEditor,
  autosave,
  editing,
  onDiscard,
}: {
  notice: { text: string; restored?: unknown } | null;
  otherEditor: string | null;
  autosave: AutosaveState;
  editing: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className="mt-4 space-y-3" aria-live="polite">
      {notice ? (
        <Alert tone="info">
          {notice.text}{" "}
          {notice.restored ? (
            <button type="button" className="underline" onClick={onDiscard}>
              Discard them
            </button>
          ) : null}
        </Alert>
      ) : null}
      {otherEditor ? <Alert tone="error">{otherEditor}</Alert> : null}
      <AutosaveStatus state={autosave} editing={editing} />
    </div>
  );
}

/** Where the editor's unsaved work is kept: autosaved, kept in this browser, or lost with the session. */
function AutosaveStatus({ state, editing }: { state: AutosaveState; editing: boolean }) {
  const time = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  if (state.kind === "signed-out") {
    const back = typeof window === "undefined" ? "/create-post" : window.location.pathname + window.location.search;
    return (
      <Alert tone="error">
        Your session has ended, so changes cannot be saved. Your text is kept in this browser:{" "}
        <a className="underline" href={`/auth?redirectTo=${encodeURIComponent(back)}`} target="_blank" rel="noopener">
          sign in again (opens a new tab)
        </a>
        , then reload this page and it comes back.
      </Alert>
    );
  }
  const text =
    state.kind === "saving"
      ? "Autosaving…"
      : state.kind === "saved"
        ? `Autosaved at ${time(state.at)}`
        : state.kind === "local"
          ? state.reason === "new"
            ? "Kept in this browser until you save the post"
            : state.reason === "invalid"
              ? "Kept in this browser: add a title and content to autosave"
              : "Kept in this browser: the server could not be reached"
          : editing
            ? "Changes are autosaved a few seconds after you stop typing"
            : "Your text is kept in this browser until you save";
  return (
    <p className="text-xs text-muted" role="status" data-testid="autosave-status">
      {text}
    </p>
  );
}
