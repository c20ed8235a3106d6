import { Info } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FieldError } from "~/components/ui/field";
import { toast } from "sonner";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DOCUMENT_IMPORT_PATH, IMPORT_HINT, IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportResponse } from "~/domain/document-type";

/** What the editor receives: the title (null keeps the current one) and the new content; `file` is null for pasted text. */
export type ImportedText = { title: string | null; content: string; file: string | null };

/** The server's answer as the control shows it; anything that is not the route's JSON gets a plain message. */
async function postDocument(file: File): Promise<ImportResponse> {
  const body = new FormData();
  body.set("file", file);
  let res: Response;
  try {
    res = await fetch(DOCUMENT_IMPORT_PATH, { method: "POST", body });
  } catch {
    return { ok: false, message: "The server could not be reached. Check your connection and try again." };
  }
  if (res.status === 401 || res.status === 403) return { ok: false, message: "Your session has ended: sign in again (in a new tab), then import the document." };
  // The server's own answers before the route (too many uploads at once, a body over its limit) are plain text.
  if (res.status === 429 || res.status === 503) return { ok: false, message: IMPORT_MESSAGES.busy };
  try {
    return (await res.json()) as ImportResponse;
  } catch {
    return { ok: false, message: res.status === 413 ? IMPORT_MESSAGES.tooLarge : IMPORT_MESSAGES.failed };
  }
}

/**
 * Create mode (spec §2.11): start from a document — Word .docx, PDF, .txt or .md, read on the
 * server — or from pasted text. Either fills the editor without saving; when the writer has already
 * typed something, a confirmation comes first, so nothing is replaced unasked.
 */
export function DocumentImport({ current, onLoaded }: { current: { title: string; content: string }; onLoaded: (loaded: ImportedText) => void }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [pasted, setPasted] = useState("");
  const [pending, setPending] = useState<(ImportedText & { notes: string[] }) | null>(null);

  function apply(loaded: ImportedText & { notes: string[] }) {
    onLoaded(loaded);
    setNotes(loaded.notes);
    setPending(null);
    if (loaded.file === null) {
      setPasted("");
      toast.success("Text input moved to content editor");
    } else {
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      toast.success("Document content loaded into editor");
    }
  }

  /** Fills the editor, after a confirmation when it would replace the writer's own text. */
  function offer(loaded: ImportedText & { notes: string[] }) {
    const replaces = current.content.trim() !== "" || (loaded.title !== null && current.title.trim() !== "");
    if (replaces) setPending(loaded);
    else apply(loaded);
  }

  async function importFile() {
    if (busy) return;
    setNotes([]);
    if (!file) {
      setError(IMPORT_MESSAGES.noFile);
      return;
    }
    setError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setError(IMPORT_MESSAGES.tooLarge);
      return;
    }
    setBusy(true);
    const result = await postDocument(file);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    offer({ title: result.title, content: result.content, file: file.name, notes: result.notes });
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <h3 className="font-sans text-sm font-bold">From a file</h3>
        <label htmlFor={inputId} className="mt-3 block text-sm font-medium">
          Document to import
        </label>
        <p id={hintId} className="mt-1 text-xs text-muted">
          {IMPORT_HINT}
        </p>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".docx,.pdf,.txt,.md,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown"
          className="mt-2 block w-full text-sm"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={busy}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        {/* Never disabled (that would drop the keyboard focus): without a file it says so, while busy it waits. */}
        <button
          type="button"
          className={buttonClass("outline", "sm", "mt-3")}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={importFile}
        >
          {busy ? "Importing…" : "Import document"}
        </button>
        <FieldError id={errorId} error={error} spacing="mt-2" alert />
        <div role="status">
          {notes.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-muted">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div>
        <h3 className="font-sans text-sm font-bold">Paste text</h3>
        <label htmlFor={`${inputId}-paste`} className="sr-only">
          Text to use as the content
        </label>
        <textarea
          id={`${inputId}-paste`}
          className="field-input mt-3"
          rows={3}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder="Paste an article or notes here"
        />
        <button
          type="button"
          className={buttonClass("outline", "sm", "mt-2")}
          disabled={!pasted.trim()}
          onClick={() => offer({ title: null, content: pasted, file: null, notes: [] })}
        >
          Use This Text
        </button>
      </div>
      <p className="flex gap-2 text-xs text-muted md:col-span-2">
        <Info aria-hidden="true" className="size-4 shrink-0" /> The document or text fills the title and content without saving
        anything; pictures in a Word document go into the photo album. Check it, then save.
      </p>
      <ConfirmDialog
        open={pending !== null}
        title="Replace what you have written?"
        confirmLabel="Replace"
        onConfirm={() => pending && apply(pending)}
        onCancel={() => {
          setPending(null);
          toast.info("Nothing was replaced.");
        }}
      >
        {pending?.file === null
          ? "The pasted text will replace the content you have written."
          : `“${pending?.file}” will replace the title and content you have written. What you typed is not kept.`}
      </ConfirmDialog>
    </div>
  );
}
