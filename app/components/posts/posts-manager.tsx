import { CalendarClock, Eye, LayoutGrid, Pencil, Plus, Table2, Trash2, TriangleAlert, Upload, Undo2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { SearchField } from "~/components/ui/search-field";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { DoorwayReport, StaffPostSummary } from "~/domain/staff-posts";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink, Link } from "~/components/ui/links";
import { useSelection } from "~/components/ui/use-selection";
import { useActionResult } from "~/components/ui/use-action-result";
import type { ActionResult } from "~/domain/forms";
import type { FlaggedPost } from "~/domain/publishing";
import { PublishDialog } from "./publish-dialog";
import { PostFiguresLine } from "~/components/analytics/post-figures";
import type { PostFigures } from "~/domain/analytics-report";
import { PANEL_CLASS } from "~/components/ui/panel";
import { StaffTable } from "~/components/ui/staff-table";
import { officeTime } from "~/domain/office-time";

export type StaffPostView = Omit<StaffPostSummary, "content" | "publishedDate" | "createdAt" | "scheduledAt"> & {
  publishedDate: string | null;
  scheduledAt: string | null;
  createdAt: string;
  location: string | null;
  publicPath: string;
  doorway: DoorwayReport | null;
  /** Views and requests in the last 7, 30 and 90 days (docs/decisions/022-visits-and-attribution.md); null: none. */
  figures: PostFigures | null;
};

type StatusFilter = "all" | "published" | "draft" | "scheduled";
type Confirm =
  | { kind: "delete"; id: string }
  | { kind: "delete-drafts" }
  | null;

/** A publish waiting for its question to be answered: one post, or the selected drafts. */
type PendingPublish = { intent: "publish"; ids: [string] } | { intent: "publish-selected"; ids: string[] } | null;


function postDate(post: StaffPostView): string {
  if (post.scheduledAt) return `Scheduled for ${officeTime(post.scheduledAt)}`;
  return post.publishedDate ? officeTime(post.publishedDate, "date") : "No date";
}

function statusOf(post: StaffPostView): "published" | "draft" | "scheduled" {
  return post.scheduledAt ? "scheduled" : post.status;
}

/** Spec §2.11 search: title, excerpt or any category, case-insensitive. */
function matches(post: StaffPostView, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    post.title.toLowerCase().includes(q) ||
    (post.excerpt ?? "").toLowerCase().includes(q) ||
    (post.categories ?? []).some((c) => c.toLowerCase().includes(q))
  );
}

/** The doorway warnings among these posts, for the publish question. */
function flaggedAmong(posts: readonly StaffPostView[], ids: readonly string[]): FlaggedPost[] {
  return posts.flatMap((p) =>
    ids.includes(p.id) && p.doorway?.warning ? [{ id: p.id, title: p.title, similarity: p.doorway.similarity, siblingTitle: p.doorway.siblingTitle }] : [],
  );
}

export function PostsManager({ posts, isOwner }: { posts: StaffPostView[]; isOwner: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [view, setView] = useState<"grid" | "table">("grid");
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [pending, setPending] = useState<PendingPublish>(null);

  const drafts = posts.filter((p) => p.status === "draft");
  const draftIds = useMemo(() => drafts.map((d) => d.id), [drafts]);
  // Only drafts that still exist count as selected.
  const selection = useSelection(draftIds);
  const visible = useMemo(
    () => posts.filter((p) => (status === "all" || statusOf(p) === status || (status === "draft" && p.status === "draft")) && matches(p, query)),
    [posts, status, query],
  );
  const busy = fetcher.state !== "idle";
  const publishingSelected = busy && fetcher.formData?.get("intent") === "publish-selected";
  const selectedDrafts = selection.ids;

  useActionResult(fetcher.state === "idle" ? fetcher.data : undefined);

  function submit(intent: string, fields: Record<string, string | string[]> = {}) {
    const form = new FormData();
    form.set("intent", intent);
    for (const [k, v] of Object.entries(fields)) {
      if (Array.isArray(v)) v.forEach((x) => form.append(k, x));
      else form.set(k, v);
    }
    fetcher.submit(form, { method: "post" });
  }

  function onConfirm() {
    if (!confirm) return;
    if (confirm.kind === "delete") submit("delete", { id: confirm.id });
    if (confirm.kind === "delete-drafts") submit("delete-drafts");
    setConfirm(null);
  }

  /** A single post goes out at once unless the doorway check flags it; the selection is always asked about (spec §5). */
  function publish(request: NonNullable<PendingPublish>) {
    if (request.intent === "publish" && flaggedAmong(posts, request.ids).length === 0) submit("publish", { id: request.ids[0] });
    else setPending(request);
  }

  function onPublish(confirmDoorway: boolean) {
    if (!pending) return;
    const extra: Record<string, string> = confirmDoorway ? { confirmDoorway: "on" } : {};
    if (pending.intent === "publish") submit("publish", { id: pending.ids[0], ...extra });
    else {
      submit("publish-selected", { ids: pending.ids, ...extra });
      // Spec §4: bulk publish clears those posts from the draft selection.
      selection.clear();
    }
    setPending(null);
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Posts</h1>
          <p className="mt-1 text-muted">
            {posts.length} {posts.length === 1 ? "post" : "posts"} in total · {drafts.length} drafts
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/posts/trash" className={buttonClass("outline")}>
            <Trash2 aria-hidden="true" className="size-4" /> Trash
          </Link>
          <Link to="/create-post" className={buttonClass("secondary")}>
            <Plus aria-hidden="true" className="size-4" /> Create New Post
          </Link>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <SearchField label="Search" value={query} onValueChange={setQuery} placeholder="Search posts..." className="min-w-56 flex-1" />
        <div>
          <label htmlFor="post-status" className="mb-1 block text-sm font-semibold">
            Status
          </label>
          <select id="post-status" className="field-input" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
            <option value="all">All Posts</option>
            <option value="published">Published</option>
            <option value="draft">Drafts</option>
            <option value="scheduled">Scheduled</option>
          </select>
        </div>
        <fieldset className="flex rounded-md border border-gray-300">
          <legend className="sr-only">View</legend>
          <button type="button" aria-pressed={view === "grid"} onClick={() => setView("grid")} className={`btn rounded-r-none ${view === "grid" ? "bg-brand-50 text-brand-800" : ""}`}>
            <LayoutGrid aria-hidden="true" className="size-4" /> Grid
          </button>
          <button type="button" aria-pressed={view === "table"} onClick={() => setView("table")} className={`btn rounded-l-none ${view === "table" ? "bg-brand-50 text-brand-800" : ""}`}>
            <Table2 aria-hidden="true" className="size-4" /> Table
          </button>
        </fieldset>
      </div>

      {drafts.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" className={buttonClass("outline")} onClick={selection.toggleAll}>
            {selection.all ? "Unselect All" : "Select All Drafts"}
          </button>
          {selectedDrafts.length > 0 ? (
            <button type="button" className={buttonClass("primary")} disabled={publishingSelected} onClick={() => publish({ intent: "publish-selected", ids: selectedDrafts })}>
              <Upload aria-hidden="true" className="size-4" />
              {publishingSelected ? "Publishing..." : `Publish Selected (${selectedDrafts.length})`}
            </button>
          ) : null}
          <button type="button" className={buttonClass("danger")} disabled={busy} onClick={() => setConfirm({ kind: "delete-drafts" })}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete All Drafts ({drafts.length})
          </button>
        </div>
      ) : null}

      <div className="mt-6" aria-live="polite">
        {posts.length === 0 ? (
          <EmptyState text="No posts found. Create your first blog post to get started." />
        ) : visible.length === 0 ? (
          <EmptyState text="No posts match your search criteria." />
        ) : view === "grid" ? (
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Posts">
            {visible.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                selected={selection.has(post.id)}
                onToggle={() => selection.toggle(post.id)}
                onStatus={(intent) => (intent === "publish" ? publish({ intent, ids: [post.id] }) : submit(intent, { id: post.id }))}
                onDelete={() => setConfirm({ kind: "delete", id: post.id })}
                busy={busy}
              />
            ))}
          </ul>
        ) : (
          <PostsTable
            posts={visible}
            isSelected={selection.has}
            onToggle={selection.toggle}
            onStatus={(id, intent) => (intent === "publish" ? publish({ intent, ids: [id] }) : submit(intent, { id }))}
            onDelete={(id) => setConfirm({ kind: "delete", id })}
            busy={busy}
          />
        )}
      </div>

      <ConfirmDialog open={confirm !== null} title="Delete posts" confirmLabel="Delete" tone="danger" onConfirm={onConfirm} onCancel={() => setConfirm(null)}>
        {confirm?.kind === "delete"
          ? "Move this post to the trash? It leaves the public site and can be restored from the Trash for 30 days."
          : `Move all ${drafts.length} draft posts to the trash? They can be restored from the Trash for 30 days.`}
      </ConfirmDialog>
      <PublishDialog
        open={pending !== null}
        count={pending?.ids.length ?? 0}
        flagged={pending ? flaggedAmong(posts, pending.ids) : []}
        isOwner={isOwner}
        onPublish={onPublish}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
      <p className="text-muted">{text}</p>
      <Link to="/create-post" className={buttonClass("secondary", "sm", "mt-4")}>
        Create New Post
      </Link>
    </div>
  );
}

function StatusBadge({ post }: { post: StaffPostView }) {
  const status = post.status;
  if (post.scheduledAt) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
        <CalendarClock aria-hidden="true" className="size-3" /> Scheduled
      </span>
    );
  }
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status === "published" ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}>
      {status === "published" ? "Published" : "Draft"}
    </span>
  );
}

function TypeBadge({ post }: { post: StaffPostView }) {
  return post.location ? (
    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{post.location}</span>
  ) : (
    <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800">Template</span>
  );
}

function DoorwayNote({ report }: { report: DoorwayReport }) {
  const percent = Math.round(report.similarity * 100);
  if (!report.warning) {
    return <p className="text-xs text-muted">{percent}% of its wording matches its closest sibling clone.</p>;
  }
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-xs text-amber-950" role="note">
      <p className="flex items-center gap-1 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4" /> May read as a doorway page
      </p>
      <p className="mt-1">
        {percent}% of its five-word phrases also appear in “{report.siblingTitle}”. Search engines treat near-identical town pages as
        spam. Make it about this town:
      </p>
      {report.advice.length ? (
        <ul className="mt-1 list-disc pl-5">
          {report.advice.map((a) => (
            <li key={a.fact}>{a.text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface RowActionsProps {
  post: StaffPostView;
  onStatus: (intent: "publish" | "unpublish") => void;
  onDelete: () => void;
  busy: boolean;
}

function RowActions({ post, onStatus, onDelete, busy }: RowActionsProps) {
  return (
    <div className="flex flex-wrap gap-1">
      <Link to={`/post-preview/${post.id}`} className={buttonClass("ghost", "sm", "px-2")} aria-label={`Preview “${post.title}”`}>
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      <Link to={`/create-post?edit=${post.id}`} className={buttonClass("ghost", "sm", "px-2")} aria-label={`Edit “${post.title}”`}>
        <Pencil aria-hidden="true" className="size-4" />
      </Link>
      {post.status === "draft" ? (
        <button type="button" className={buttonClass("ghost", "sm", "px-2")} disabled={busy} onClick={() => onStatus("publish")} aria-label={`Publish “${post.title}”`}>
          <Upload aria-hidden="true" className="size-4" /> Publish
        </button>
      ) : (
        <button type="button" className={buttonClass("ghost", "sm", "px-2")} disabled={busy} onClick={() => onStatus("unpublish")} aria-label={`Unpublish “${post.title}”`}>
          <Undo2 aria-hidden="true" className="size-4" /> Unpublish
        </button>
      )}
      <button type="button" className={buttonClass("ghost", "sm", "px-2 text-red-700")} disabled={busy} onClick={onDelete} aria-label={`Delete “${post.title}”`}>
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function PublicUrl({ post }: { post: StaffPostView }) {
  if (post.status !== "published") return <span className="text-xs text-muted">{post.publicPath} (not public yet)</span>;
  return (
    <ExternalLink href={post.publicPath} className="inline-flex items-center gap-1 text-xs text-brand-600 underline [overflow-wrap:anywhere]" iconClassName="size-3">
      {post.publicPath}
    </ExternalLink>
  );
}

function PostCard({
  post,
  selected,
  onToggle,
  ...actions
}: { post: StaffPostView; selected: boolean; onToggle: () => void } & Omit<RowActionsProps, "post">) {
  const categories = post.categories ?? [];
  return (
    <li className={`flex min-w-0 flex-col gap-3 break-words ${PANEL_CLASS} shadow-sm`}>
      <div className="flex flex-wrap items-center gap-2">
        {post.status === "draft" ? (
          <input type="checkbox" className="size-4" checked={selected} onChange={onToggle} aria-label={`Select “${post.title}”`} />
        ) : null}
        <StatusBadge post={post} />
        <TypeBadge post={post} />
        <span className="ml-auto text-xs text-muted">{postDate(post)}</span>
      </div>
      <h2 className="font-sans text-lg leading-snug font-bold">{post.title}</h2>
      {post.excerpt ? <p className="line-clamp-3 text-sm text-muted">{post.excerpt}</p> : null}
      <p className="text-xs text-muted">By {post.author}</p>
      <p className="text-xs">
        Last 7 / 30 / 90 days: <PostFiguresLine figures={post.figures} />
      </p>
      {post.tags?.length ? <p className="text-xs text-brand-700">{post.tags.map((t) => `#${t}`).join(" ")}</p> : null}
      {post.seoTitle || post.seoDescription ? (
        <div className="rounded bg-gray-50 p-2 text-xs">
          {post.seoTitle ? <p className="font-semibold text-brand-800">{post.seoTitle}</p> : null}
          {post.seoDescription ? <p className="text-muted">{post.seoDescription}</p> : null}
        </div>
      ) : null}
      {categories.length ? (
        <ul className="flex flex-wrap gap-1" aria-label="Categories">
          {categories.slice(0, 3).map((c) => (
            <li key={c} className="rounded-full bg-accent-50 px-2 py-0.5 text-xs text-accent-700">
              {c}
            </li>
          ))}
          {categories.length > 3 ? <li className="px-1 text-xs text-muted">+{categories.length - 3} more</li> : null}
        </ul>
      ) : null}
      <PublicUrl post={post} />
      {post.scheduleBlocked ? (
        <p role="note" className="rounded-md border border-red-200 bg-red-50 p-2 text-xs text-red-800">
          {post.scheduleBlocked}
        </p>
      ) : null}
      {post.doorway ? <DoorwayNote report={post.doorway} /> : null}
      <div className="mt-auto border-t border-gray-100 pt-2">
        <RowActions post={post} {...actions} />
      </div>
    </li>
  );
}

function PostsTable({
  posts,
  isSelected,
  onToggle,
  onStatus,
  onDelete,
  busy,
}: {
  posts: StaffPostView[];
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  onStatus: (id: string, intent: "publish" | "unpublish") => void;
  onDelete: (id: string) => void;
  busy: boolean;
}) {
  return (
    <StaffTable>
        <caption className="sr-only">Posts</caption>
        <thead className="bg-gray-50">
          <tr>
            {["Select", "Title", "Status", "Type", "Author", "Date", "Views · requests (7 / 30 / 90 days)", "Public URL", "Actions"].map((h) => (
              <th key={h} scope="col" className="p-3 whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {posts.map((post) => (
            <tr key={post.id}>
              <td className="p-3">
                {post.status === "draft" ? (
                  <input type="checkbox" className="size-4" checked={isSelected(post.id)} onChange={() => onToggle(post.id)} aria-label={`Select “${post.title}”`} />
                ) : null}
              </td>
              <td className="p-3 font-semibold">
                {post.title}
                {post.doorway?.warning ? (
                  <span className="ml-2 inline-flex items-center gap-1 text-xs font-normal text-amber-800">
                    <TriangleAlert aria-hidden="true" className="size-3" /> {Math.round(post.doorway.similarity * 100)}% like a sibling
                  </span>
                ) : null}
              </td>
              <td className="p-3">
                <StatusBadge post={post} />
              </td>
              <td className="p-3">
                <TypeBadge post={post} />
              </td>
              <td className="p-3">{post.author}</td>
              <td className="p-3 whitespace-nowrap">{postDate(post)}</td>
              <td className="p-3 text-xs">
                <PostFiguresLine figures={post.figures} />
              </td>
              <td className="p-3">
                <PublicUrl post={post} />
              </td>
              <td className="p-3">
                <RowActions post={post} onStatus={(intent) => onStatus(post.id, intent)} onDelete={() => onDelete(post.id)} busy={busy} />
              </td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
  );
}
