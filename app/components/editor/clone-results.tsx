import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useActionResult } from "~/components/ui/use-action-result";
import type { ActionResult } from "~/domain/forms";
import { similarityPercent } from "~/domain/publishing";
import { publicPostPath } from "~/domain/slugs";
import type { CloneResult } from "~/domain/staff-posts";

/** More outcomes than this are folded away behind the summary. */
const LISTED_OUTCOMES = 20;
const POSTS_URL = "/posts";
const number = new Intl.NumberFormat("en-US");

type Outcome = CloneResult["outcomes"][number];
/** What became of a new draft from this panel. */
type Fate = "published" | "trashed";

/**
 * The drafts a clone run made (docs/decisions/013-publishing.md), each with how alike it reads to
 * its closest sibling and a way to open, publish (when the publish check lets it go) or delete it;
 * the ones that may go live can be published together. The panel stays until the writer leaves.
 */
export function CloneResults({ result, isOwner }: { result: CloneResult; isOwner: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new result takes the focus, so a keyboard or screen-reader user lands on what happened.
  useEffect(() => heading.current?.focus(), [result]);
  const fetcher = useFetcher<ActionResult>();
  const [fates, setFates] = useState<ReadonlyMap<string, Fate>>(new Map());
  const [asked, setAsked] = useState<{ ids: string[]; fate: Fate } | null>(null);
  const [deleting, setDeleting] = useState<Outcome | null>(null);
  useActionResult(fetcher.data, (answer) => {
    // A publish that was only partly done says which were not in its message; the rows stay as they were.
    if (answer.ok && answer.tone === "success" && asked) setFates((m) => new Map([...m, ...asked.ids.map((id) => [id, asked.fate] as const)]));
    setAsked(null);
  });
  const busy = fetcher.state !== "idle";
  const made = result.outcomes.filter((o) => o.ok && o.postId);
  const open = made.filter((o) => !fates.has(o.postId!));
  const publishable = open.filter((o) => !o.doorway?.warning);
  const held = made.filter((o) => o.doorway?.warning);

  /** One post's publish or delete, or the posts list's bulk publish for several. */
  function send(intent: "publish" | "delete" | "publish-all", ids: string[], fate: Fate) {
    setAsked({ ids, fate });
    const form = new FormData();
    if (intent === "publish-all") {
      form.set("intent", "bulk");
      form.set("operation", "publish");
      for (const id of ids) form.append("ids", id);
    } else {
      form.set("intent", intent);
      form.set("id", ids[0]);
    }
    void fetcher.submit(form, { method: "post", action: POSTS_URL });
  }

  const list = (
    <ul className="mt-2 divide-y divide-gray-100 text-sm" aria-label="New drafts">
      {result.outcomes.map((o) => (
        <OutcomeRow key={o.locationId} outcome={o} fate={o.postId ? fates.get(o.postId) : undefined} busy={busy} onPublish={() => send("publish", [o.postId!], "published")} onDelete={() => setDeleting(o)} />
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="clone-result-heading" className="mt-4 rounded-md border border-gray-200 p-3">
      <h3 id="clone-result-heading" ref={heading} tabIndex={-1} className="font-sans text-sm font-bold">
        Result: {result.message}
      </h3>
      {publishable.length > 1 ? (
        <button type="button" className={buttonClass("outline", "sm", "mt-2")} disabled={busy} onClick={() => send("publish-all", publishable.map((o) => o.postId!), "published")}>
          Publish the {publishable.length} that may go live
        </button>
      ) : null}
      {result.outcomes.length > LISTED_OUTCOMES ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">Show all {number.format(result.outcomes.length)} towns</summary>
          {list}
        </details>
      ) : (
        list
      )}
      {held.length ? (
        <div role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="flex items-center gap-1 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" /> {held.length} clone(s) may read as doorway pages
          </p>
          <p className="mt-1">
            They share most of their wording with a sibling{isOwner ? "; you may publish them on the record from the editor" : " and only the owner may publish them"}. Open each
            and add facts of its town (county, population, history, nearby towns, local climate) — the Posts page lists suggestions for each one.
          </p>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the ${deleting?.locationName ?? ""} draft?`}
        confirmLabel="Move to the trash"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting?.postId) send("delete", [deleting.postId], "trashed");
          setDeleting(null);
        }}
      >
        It goes to the Trash, where it can be restored for 30 days.
      </ConfirmDialog>
    </section>
  );
}

function OutcomeRow({ outcome: o, fate, busy, onPublish, onDelete }: { outcome: Outcome; fate: Fate | undefined; busy: boolean; onPublish: () => void; onDelete: () => void }) {
  if (!o.ok || !o.postId) {
    return (
      <li className="flex items-start gap-2 py-2">
        <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
        <span>
          {o.locationName}: {o.error}
        </span>
      </li>
    );
  }
  const warning = o.doorway?.warning;
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{o.locationName}</p>
        <p className="break-words text-muted">
          {fate === "published" ? (
            <>
              Published at <a href={publicPostPath(o.slug!)}>{publicPostPath(o.slug!)}</a>
            </>
          ) : fate === "trashed" ? (
            "Moved to the trash"
          ) : (
            `Draft ${publicPostPath(o.slug!)}`
          )}
          {o.doorway ? ` · ${similarityPercent(o.doorway.similarity)}% like its closest sibling${warning ? " — held back" : ""}` : ""}
          {o.featuredPhoto ? ` · featured photo “${o.featuredPhoto.title}” (${o.featuredPhoto.reason})` : ""}
          {o.featuredPhoto === null ? " · no album photo fits this town, so no featured image" : ""}
        </p>
      </div>
      {fate === "trashed" ? null : (
        <div className="flex flex-wrap gap-2">
          <Link to={`/create-post?edit=${o.postId}`} className={buttonClass("outline", "sm")} aria-label={`Open the ${o.locationName} draft`}>
            Open
          </Link>
          {fate !== "published" && !warning ? (
            <button type="button" className={buttonClass("outline", "sm")} disabled={busy} aria-label={`Publish the ${o.locationName} clone`} onClick={onPublish}>
              Publish
            </button>
          ) : null}
          {fate !== "published" ? (
            <button type="button" className={buttonClass("ghost", "sm")} disabled={busy} aria-label={`Delete the ${o.locationName} draft`} onClick={onDelete}>
              Delete
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
