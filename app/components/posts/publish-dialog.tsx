import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { flaggedLine, type FlaggedPost } from "~/domain/publishing";

/**
 * The question before posts go live (spec §5 "Are you sure you want to publish {n} selected
 * posts?"), and the doorway confirmation (docs/decisions/013-publishing.md): clones flagged as too
 * similar are named, the owner may publish them anyway, an editor may publish only the others.
 * `verb` is what the button does: publish now, or schedule.
 */
export function PublishDialog({
  open,
  count,
  flagged,
  isOwner,
  verb = "publish",
  onPublish,
  onCancel,
}: {
  open: boolean;
  /** How many posts the request is about (the flagged ones included). */
  count: number;
  flagged: readonly FlaggedPost[];
  isOwner: boolean;
  verb?: "publish" | "schedule";
  /** `confirmDoorway`: the owner publishes the flagged posts too. */
  onPublish: (confirmDoorway: boolean) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const Verb = verb === "publish" ? "Publish" : "Schedule";
  const others = count - flagged.length;
  const title = flagged.length === 0 ? `${Verb} posts` : `${flagged.length === 1 ? "This clone reads" : "These clones read"} almost like a sibling`;
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={bodyId} role="alertdialog" className="max-w-lg">
      <div className="p-6">
        <h2 id={titleId} className="flex items-center gap-2 font-sans text-lg font-bold">
          {flagged.length ? <TriangleAlert aria-hidden="true" className="size-5 text-amber-700" /> : null}
          {title}
        </h2>
        <div id={bodyId} className="mt-2 space-y-2 text-sm text-muted">
          {flagged.length === 0 ? (
            <p>Are you sure you want to {verb} {count} selected posts?</p>
          ) : (
            <>
              <ul className="list-disc space-y-1 pl-5 text-gray-900">
                {flagged.map((f) => (
                  <li key={f.id}>{flaggedLine(f)}</li>
                ))}
              </ul>
              <p>
                Search engines treat town pages that differ only in the town&apos;s name as doorway pages, and may drop all of them. Add
                what only that town has (its county, history, nearby towns, local weather) before it goes live.
              </p>
              {isOwner ? (
                <p>As the owner you may {verb} anyway; the post&apos;s history records that you did.</p>
              ) : (
                <p>Only the owner can {verb} a clone this close to a sibling anyway.</p>
              )}
            </>
          )}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass("outline")} onClick={onCancel} data-autofocus>
            {flagged.length && !isOwner && others === 0 ? "Close" : "Cancel"}
          </button>
          {flagged.length === 0 ? (
            <button type="button" className={buttonClass("secondary")} onClick={() => onPublish(false)}>
              {Verb}
            </button>
          ) : isOwner ? (
            <button type="button" className={buttonClass("danger")} onClick={() => onPublish(true)}>
              {Verb} anyway
            </button>
          ) : others > 0 ? (
            <button type="button" className={buttonClass("secondary")} onClick={() => onPublish(false)}>
              {Verb} the other {others}
            </button>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
