import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import type { DoorwayOverride, RevisionFields, RevisionKind } from "~/db/schema";
import { doorwayOverrideNote } from "~/domain/publishing";
import { diffLines } from "~/domain/text-diff";
import type { RevisionResponse } from "~/domain/staff-posts";
import { officeTime } from "~/domain/office-time";

export interface RevisionItem {
  id: string;
  kind: RevisionKind;
  version: number;
  authorEmail: string;
  doorwayOverride: DoorwayOverride | null;
  createdAt: string;
}

const KIND_LABELS: Record<RevisionKind, string> = {
  save: "Saved",
  autosave: "Autosaved",
  publish: "Published",
  unpublish: "Switched to draft",
  schedule: "Scheduled",
};

/**
 * A post's history (docs/decisions/007-editor.md, docs/decisions/013-publishing.md): who saved,
 * published, unpublished or scheduled it when, and each owner's confirmation of a doorway warning.
 * "Compare" shows what the revision has that the editor's current text does not, line by line;
 * "Restore" puts the revision back into the editor, to be saved like any change.
 */
export function RevisionsPanel({
  postId,
  revisions,
  current,
  onRestore,
}: {
  postId: string;
  revisions: RevisionItem[];
  current: { title: string; content: string };
  onRestore: (fields: RevisionFields, label: string) => void;
}) {
  const [open, setOpen] = useState<{ id: string; label: string; fields: RevisionFields } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = (r: RevisionItem) =>
    `${KIND_LABELS[r.kind]} ${officeTime(r.createdAt)} by ${r.authorEmail}${r.doorwayOverride ? `, ${doorwayOverrideNote(r.doorwayOverride)}` : ""}`;

  async function load(r: RevisionItem) {
    setError(null);
    try {
      const res = await fetch(`/create-post/revisions?${new URLSearchParams({ post: postId, id: r.id })}`, { headers: { Accept: "application/json" } });
      const answer = (await res.json()) as RevisionResponse;
      if (!answer.ok) throw new Error(answer.message);
      return answer.fields;
    } catch (e) {
      setError(e instanceof Error ? e.message : "The revision could not be loaded.");
      return null;
    }
  }

  const lines = open ? diffLines(`# ${open.fields.title}\n\n${open.fields.content}`, `# ${current.title}\n\n${current.content}`) : [];
  const changed = lines.some((l) => l.op !== "same");

  return (
    <>
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No earlier versions yet: every save, autosave and publish will be kept here.</p>
      ) : (
        <ul className="mt-3 max-h-64 divide-y divide-gray-100 overflow-y-auto rounded border border-gray-200" aria-label="Revisions">
          {revisions.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1">{label(r)}</span>
              <button
                type="button"
                className={buttonClass("outline", "sm")}
                aria-label={`Compare: ${label(r)}`}
                onClick={async () => {
                  const fields = await load(r);
                  if (fields) setOpen({ id: r.id, label: label(r), fields });
                }}
              >
                Compare
              </button>
              <button
                type="button"
                className={buttonClass("outline", "sm")}
                aria-label={`Restore: ${label(r)}`}
                onClick={async () => {
                  const fields = await load(r);
                  if (fields) onRestore(fields, label(r));
                }}
              >
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {open ? (
        <div className="mt-4" aria-live="polite">
          <h3 className="font-sans text-sm font-bold">
            {open.label} compared with the text in the editor
          </h3>
          <p className="mt-1 text-xs text-muted">
            <span className="rounded bg-red-50 px-1 text-red-900">− only in the revision</span>{" "}
            <span className="rounded bg-green-50 px-1 text-green-900">+ only in the editor now</span>
          </p>
          {changed ? (
            <pre className="mt-2 max-h-96 overflow-auto rounded border border-gray-200 text-xs whitespace-pre-wrap" data-testid="revision-diff">
              {lines.map((l, i) => (
                <div
                  key={i}
                  className={l.op === "added" ? "bg-green-50 text-green-900" : l.op === "removed" ? "bg-red-50 text-red-900" : "text-muted"}
                >
                  {l.op === "added" ? "+ " : l.op === "removed" ? "− " : "  "}
                  {l.op === "added" ? <ins className="no-underline">{l.text}</ins> : l.op === "removed" ? <del className="no-underline">{l.text}</del> : l.text}
                </div>
              ))}
            </pre>
          ) : (
            <p className="mt-2 text-sm">The title and text are the same as in the editor.</p>
          )}
          <div className="mt-2 flex gap-2">
            <button type="button" className={buttonClass("secondary", "sm")} onClick={() => onRestore(open.fields, open.label)}>
              Restore this version
            </button>
            <button type="button" className={buttonClass("outline", "sm")} onClick={() => setOpen(null)}>
              Close comparison
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
