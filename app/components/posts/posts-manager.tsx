import { CalendarClock, Eye, LayoutGrid, Pencil, Plus, Table2, Trash2, TriangleAlert, Upload, Undo2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SearchField } from "~/components/ui/search-field";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { postCount, type BulkOperation, type CloneOrigin, type DoorwayReport, type StaffPostSummary } from "~/domain/staff-posts";
import { townLabel } from "~/domain/blog-card";
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
  /** A clone's town and the post it was cloned from (docs/decisions/013-publishing.md); null for any other post. */
  cloneOf: CloneOrigin | null;
  publicPath: string;
  doorway: DoorwayReport | null;
  /** Views and requests in the last 7, 30 and 90 days (docs/decisions/022-visits-and-attribution.md); null: none. */
  figures: PostFigures | null;
};

type StatusFilter = "all" | "published" | "draft" | "scheduled";
type Confirm =
  | { kind: "delete"; id: string }
  | { kind: "delete-selected"; ids: string[] }
  | { kind: "delete-drafts" }
  | null;

/** A publish waiting for its question to be answered: one post, or the selected posts. */
type PendingPublish = { intent: "publish"; ids: [string] } | { intent: "bulk"; ids: string[] } | null;


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

/** The doorway warnings among the drafts of these posts, for the publish question (a live post is not published again). */
function flaggedAmong(posts: readonly StaffPostView[], ids: readonly string[]): FlaggedPost[] {
  return posts.flatMap((p) =>
    ids.includes(p.id) && p.status === "draft" && p.doorway?.warning ? [{ id: p.id, title: p.title, similarity: p.doorway.similarity, siblingTitle: p.doorway.siblingTitle }] : [],
  );
}

export function PostsManager({ posts, isOwner }: { posts: StaffPostView[]; isOwner: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  // Bulk actions answer in the list's own result line, not a toast (docs/decisions/013-publishing.md).
  const bulk = useFetcher<ActionResult>();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [view, setView] = useState<"grid" | "table">("grid");
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [pending, setPending] = useState<PendingPublish>(null);

  const drafts = posts.filter((p) => p.status === "draft");
  const visible = useMemo(
    () => posts.filter((p) => (status === "all" || statusOf(p) === status || (status === "draft" && p.status === "draft")) && matches(p, query)),
    [posts, status, query],
  );
  const visibleIds = useMemo(() => visible.map((p) => p.id), [visible]);
  // Only posts still shown count as selected: a bulk action never reaches a post the filter hides.
  const selection = useSelection(visibleIds);
  const selected = selection.ids;
  const busy = fetcher.state !== "idle" || bulk.state !== "idle";
  const bulkBusy = bulk.state !== "idle" ? bulk.formData?.get("operation") : null;

  useActionResult(fetcher.state === "idle" ? fetcher.data : undefined);
  const result = bulk.state === "idle" ? bulk.data : undefined;
  const resultRef = useRef<HTMLDivElement>(null);
  // The rows acted on may be gone: focus goes to what happened, so keyboard and screen reader users hear it.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  function submit(intent: string, fields: Record<string, string | string[]> = {}, via = fetcher) {
    const form = new FormData();
    form.set("intent", intent);
    for (const [k, v] of Object.entries(fields)) {
      if (Array.isArray(v)) v.forEach((x) => form.append(k, x));
      else form.set(k, v);
    }
    via.submit(form, { method: "post" });
  }

  function submitBulk(operation: BulkOperation, ids: readonly string[], extra: Record<string, string> = {}) {
    submit("bulk", { operation, ids: [...ids], ...extra }, bulk);
    selection.clear();
  }

  function onConfirm() {
    if (!confirm) return;
    if (confirm.kind === "delete") submit("delete", { id: confirm.id });
    if (confirm.kind === "delete-selected") submitBulk("delete", confirm.ids);
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
    else submitBulk("publish", pending.ids, extra);
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

      {visible.length > 0 ? (
        <section aria-label="Selected posts" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-3">
          <SelectAllShown count={visible.length} selected={selected.length} onToggle={selection.toggleAll} />
          <span className="text-sm text-muted">{selected.length} selected</span>
          <button
            type="button"
            className={buttonClass("primary", "sm")}
            disabled={busy || selected.length === 0}
            onClick={() => publish({ intent: "bulk", ids: selected })}
          >
            <Upload aria-hidden="true" className="size-4" />
            {bulkBusy === "publish" ? "Publishing..." : `Publish Selected (${selected.length})`}
          </button>
          <button type="button" className={buttonClass("outline", "sm")} disabled={busy || selected.length === 0} onClick={() => submitBulk("unpublish", selected)}>
            <Undo2 aria-hidden="true" className="size-4" />
            {bulkBusy === "unpublish" ? "Switching to draft..." : `Switch Selected to Draft (${selected.length})`}
          </button>
          <button
            type="button"
            className={buttonClass("danger", "sm")}
            disabled={busy || selected.length === 0}
            onClick={() => setConfirm({ kind: "delete-selected", ids: selected })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {bulkBusy === "delete" ? "Deleting..." : `Delete Selected (${selected.length})`}
          </button>
          {drafts.length > 0 ? (
            <button type="button" className={buttonClass("outline", "sm", "text-red-700")} disabled={busy} onClick={() => setConfirm({ kind: "delete-drafts" })}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete All Drafts ({drafts.length})
            </button>
          ) : null}
        </section>
      ) : null}
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        aria-label="Result"
        className={result ? `mt-3 rounded-md border p-3 text-sm [overflow-wrap:anywhere] ${RESULT_TONE[result.tone]}` : "sr-only"}
      >
        {result?.message}
      </div>

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
          : confirm?.kind === "delete-selected"
            ? deleteSelectedQuestion(posts, confirm.ids)
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

const RESULT_TONE: Record<ActionResult["tone"], string> = {
  success: "border-green-200 bg-green-50 text-green-900",
  info: "border-amber-300 bg-amber-50 text-amber-950",
  error: "border-red-200 bg-red-50 text-red-800",
};

/** "Move 5 posts to the trash? 2 of them are live and leave the public site. …" */
function deleteSelectedQuestion(posts: readonly StaffPostView[], ids: readonly string[]): string {
  const live = posts.filter((p) => ids.includes(p.id) && p.status === "published").length;
  const who = live === ids.length ? (live === 1 ? "It is" : "They are") : `${live} of them ${live === 1 ? "is" : "are"}`;
  const liveNote = live ? ` ${who} live and will leave the public site.` : "";
  return `Move ${postCount(ids.length)} to the trash?${liveNote} They can be restored from the Trash for 30 days; their addresses are free for new posts meanwhile.`;
}

/** One checkbox for every post the search and filter show: ticked when all are, mixed when some are. */
function SelectAllShown({ count, selected, onToggle }: { count: number; selected: number; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected > 0 && selected < count;
  }, [selected, count]);
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold">
      <input ref={ref} type="checkbox" className="size-4" checked={count > 0 && selected === count} onChange={onToggle} />
      Select all shown ({count})
    </label>
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

/**
 * What a post is: a clone names its town ("Wilson, NC") and its original ("Clone of …"); any other
 * post the town its words name (spec §4 location extraction), else "Template".
 */
function TypeBadge({ post }: { post: StaffPostView }) {
  const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold";
  if (post.cloneOf) {
    return (
      <>
        {post.cloneOf.town ? <span className={`${badge} bg-brand-100 text-brand-800`}>{townLabel(post.cloneOf.town)}</span> : null}
        <span className={`${badge} bg-gray-100 text-gray-800 [overflow-wrap:anywhere]`}>
          {post.cloneOf.sourceTitle ? `Clone of “${post.cloneOf.sourceTitle}”` : "Clone (original deleted)"}
        </span>
      </>
    );
  }
  return post.location ? (
    <span className={`${badge} bg-brand-100 text-brand-800`}>{post.location}</span>
  ) : (
    <span className={`${badge} bg-gray-100 text-gray-800`}>Template</span>
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
        <input type="checkbox" className="size-4" checked={selected} onChange={onToggle} aria-label={`Select “${post.title}”`} />
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
                <input type="checkbox" className="size-4" checked={isSelected(post.id)} onChange={() => onToggle(post.id)} aria-label={`Select “${post.title}”`} />
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
