import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "~/components/ui/links";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/_staff.posts_.trash";
import { requireStaff } from "~/auth/guard.server";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useActionResult } from "~/components/ui/use-action-result";
import { failed, succeeded, type ActionResult } from "~/domain/forms";
import { TRASH_DAYS } from "~/domain/staff-posts";
import { emptyTrash, listTrash, restorePost } from "~/models/posts/trash.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";
import { idSchema } from "~/domain/input-rules";
import { officeTime } from "~/domain/office-time";
import { publicPostPath } from "~/domain/slugs";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Trash", description: "Deleted posts, restorable for 30 days." });
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  const now = clock().getTime();
  const posts = await listTrash(db);
  return {
    canEmpty: user.role === "owner",
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      deletedAt: p.deletedAt.toISOString(),
      deletedBy: p.deletedBy,
      daysLeft: Math.max(0, Math.ceil((p.deletedAt.getTime() + TRASH_DAYS * DAY_MS - now) / DAY_MS)),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "restore") {
    const id = idSchema().safeParse(form.get("id"));
    const restored = id.success ? await restorePost(db, id.data) : null;
    if (!restored) return data<ActionResult>(failed("That post is no longer in the trash."), { status: 404 });
    // Its old address went to another post meanwhile (docs/decisions/013-publishing.md): say where it lives now.
    return data<ActionResult>(
      restored.taken
        ? succeeded(`Post restored as a draft at ${publicPostPath(restored.slug)}: its old address ${publicPostPath(restored.taken)} now belongs to another post.`, "info")
        : succeeded(`Post restored as a draft at its old address ${publicPostPath(restored.slug)}.`),
    );
  }
  if (intent === "empty") {
    if (user.role !== "owner") return data<ActionResult>(failed("Only the site owner can empty the trash."), { status: 403 });
    // The dialog's answer travels with the request, so a stray POST cannot empty the trash.
    if (form.get("confirm") !== "empty") return data<ActionResult>(failed("Confirm emptying the trash first."), { status: 400 });
    const count = await emptyTrash(db);
    return data<ActionResult>(succeeded(count ? `Deleted ${count} posts for good.` : "The trash was already empty.", count ? "success" : "info"));
  }
  return data<ActionResult>(failed("Unknown action."), { status: 400 });
}

export default function Trash({ loaderData }: Route.ComponentProps) {
  const { posts, canEmpty } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  useActionResult(fetcher.state === "idle" ? fetcher.data : undefined);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Trash</h1>
          <p className="mt-1 text-muted">
            Deleted posts stay here for {TRASH_DAYS} days and can be restored as drafts; after that they are deleted for good.
          </p>
        </div>
        <Link to="/posts" className={buttonClass("outline")}>
          Back to Posts
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center text-muted">The trash is empty.</p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" aria-label="Posts in the trash">
            {posts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{p.title}</p>
                  <p className="text-xs text-muted">
                    Deleted {officeTime(p.deletedAt)}
                    {p.deletedBy ? ` by ${p.deletedBy}` : ""} · deleted for good in {p.daysLeft} {p.daysLeft === 1 ? "day" : "days"}
                  </p>
                </div>
                <fetcher.Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <button type="submit" name="intent" value="restore" className={buttonClass("outline", "sm")} disabled={busy} aria-label={`Restore “${p.title}”`}>
                    <RotateCcw aria-hidden="true" className="size-4" /> Restore
                  </button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
          {canEmpty ? (
            <button type="button" className={buttonClass("danger", "md", "mt-6")} disabled={busy} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" /> Empty Trash ({posts.length})
            </button>
          ) : (
            <p className="mt-6 text-sm text-muted">Only the site owner can empty the trash.</p>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Empty the trash"
        confirmLabel="Delete for good"
        onConfirm={() => {
          fetcher.submit({ intent: "empty", confirm: "empty" }, { method: "post" });
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      >
        {`Delete all ${posts.length} posts in the trash for good? This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
