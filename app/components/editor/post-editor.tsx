import { CalendarClock, ChartLine, Copy, FileUp, History, ImageIcon, Save, Search, Sparkles, Tags, Undo2, Upload } from "lucide-react";
import { PostFiguresSummary } from "~/components/analytics/post-figures";
import type { PostFigures } from "~/domain/analytics-report";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "~/components/ui/links";
import { useBlocker, useFetcher, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { Field, TextAreaField } from "~/components/ui/field";
import { Alert } from "~/components/ui/alert";
import { useBusiness } from "~/components/use-business";
import type { FieldErrors } from "~/domain/forms";
import { META_DESCRIPTION_TARGET } from "~/domain/post-input";
import {
  blockingPlaceholders,
  BUSINESS_PLACEHOLDER_NAMES,
  buildValues,
  CURRENT_DATE_PLACEHOLDER,
  doubledWords,
  LOCATION_PLACEHOLDER_NAMES,
  renderTimeValues,
  replacePlaceholders,
  sortUnfilled,
  withLocationPhone,
  type ContentVariable,
  type PlaceholderLocation,
} from "~/domain/placeholders";
import type { RevisionFields } from "~/db/schema";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ContentField } from "./content-field";
import { EditorSection, EditorSections } from "./editor-section";
import { SearchResultPreview } from "./search-result-preview";
import { articleDescription, articleTitle } from "~/components/blog/post-meta";
import { markdownToText } from "~/domain/markdown";
import { saveSlug } from "~/domain/slugs";
import { titleWithBusiness } from "~/config/business";
import { RevisionsPanel, type RevisionItem } from "./revisions-panel";
import { SchedulePanel } from "./schedule-panel";
import { clearBrowserCopy, readBrowserCopy, useAutosave, type AutosaveState } from "./use-autosave";
import { ChipInput } from "./chip-input";
import { DocumentImport } from "./document-import";
import { ClonePanel, type CloneLocation, type ExistingClone } from "./clone-panel";
import type { Photo } from "~/domain/photos";
import { FeaturedImagePicker } from "./featured-image-picker";
import { LivePreview, type EditorFields } from "./live-preview";
import { buttonClass } from "~/components/ui/button";
import type { AiStatus } from "~/domain/ai";
import { WriteWithAi } from "./write-with-ai";
import { PublishDialog } from "~/components/posts/publish-dialog";
import type { FlaggedPost } from "~/domain/publishing";
import type { SaveActionResult } from "~/domain/staff-posts";

/** What the editor shows after its first save, once it has moved to the saved post. */
export interface SavedNotice {
  message: string;
  id: string;
  warnings: string[];
  ok: boolean;
}

/** A saved post as the editor receives it: optional fields may be null. */
interface EditorPost {
  id: string;
  slug: string;
  status: "draft" | "published";
  title: string;
  content: string;
  author: string | null;
  excerpt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[] | null;
  categories: string[] | null;
  tags: string[] | null;
  featuredImage: string | null;
  featuredPhoto: Photo | null;
  /** The town of a location clone. */
  locationId: string | null;
  /** Counts saves: a save based on an older version is refused (someone else saved meanwhile). */
  version: number;
  /** The scheduled moment as a datetime-local value on the office clock, and as staff read it. */
  scheduledAt: string | null;
  scheduledLabel: string | null;
  scheduleBlocked: string | null;
}

/** An autosave newer than the post's last save: the writer's own, or someone else's. */
interface PendingAutosave {
  authorEmail: string;
  mine: boolean;
  createdAt: string;
  fields: RevisionFields;
}

const emptyFields: EditorFields = {
  title: "",
  content: "",
  author: "",
  excerpt: "",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: [],
  categories: [],
  tags: [],
  featuredImage: "",
  featuredPhoto: null,
};

function fieldsFrom(post: EditorPost | null): EditorFields {
  if (!post) return emptyFields;
  return {
    title: post.title,
    content: post.content,
    author: post.author ?? "",
    excerpt: post.excerpt ?? "",
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    seoKeywords: post.seoKeywords ?? [],
    categories: post.categories ?? [],
    tags: post.tags ?? [],
    featuredImage: post.featuredImage ?? "",
    featuredPhoto: post.featuredPhoto,
  };
}

/** A revision's fields in the editor's shape; the featured image stays as it is in the editor. */
function fieldsFromRevision(r: RevisionFields, keep: EditorFields): EditorFields {
  return {
    ...keep,
    title: r.title,
    content: r.content,
    author: r.author === "Admin" ? "" : r.author,
    excerpt: r.excerpt ?? "",
    seoTitle: r.seoTitle ?? "",
    seoDescription: r.seoDescription ?? "",
    seoKeywords: r.seoKeywords ?? [],
    categories: r.categories ?? [],
    tags: r.tags ?? [],
  };
}

/** A moment on the office clock, so the server's render and the browser's read the same. */
function officeTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

function formFrom(fields: EditorFields): FormData {
  const form = new FormData();
  for (const key of ["title", "content", "author", "excerpt", "seoTitle", "seoDescription", "featuredImage"] as const) {
    form.set(key, fields[key]);
  }
  form.set("featuredPhotoId", fields.featuredPhoto?.id ?? "");
  for (const key of ["seoKeywords", "categories", "tags"] as const) fields[key].forEach((v) => form.append(key, v));
  return form;
}

export function PostEditor({
  post,
  variables,
  variableNames,
  previewLocation,
  photos,
  locations,
  clones,
  today,
  revisions,
  autosaved,
  ai,
  isOwner,
  userId,
  figures,
}: {
  today: string;
  /** The post's views and requests in the last 7, 30 and 90 days (docs/decisions/022-visits-and-attribution.md). */
  figures: PostFigures | null;
  /** The staff member editing: the sections they closed are remembered under their id. */
  userId: string;
  /** The owner may publish a clone the doorway check flags (docs/decisions/013-publishing.md). */
  isOwner: boolean;
  /** Whether the AI controls work, or what to say instead. */
  ai: { text: AiStatus; image: AiStatus };
  /** Every library variable's name: the publish guard's list, for the live check of unknown placeholders. */
  variableNames: string[];
  revisions: RevisionItem[];
  autosaved: PendingAutosave | null;
  post: EditorPost | null;
  variables: ContentVariable[];
  previewLocation: PlaceholderLocation | null;
  /** The album's newest photos, the picker's first page. */
  photos: Photo[];
  locations: CloneLocation[];
  /** The post's clones: the clone panel offers to localize the drafts among them with AI. */
  clones?: ExistingClone[];
}) {
  const business = useBusiness();
  const editing = post !== null;
  const timeZone = business.timeZone;
  const [fields, setFields] = useState<EditorFields>(() => fieldsFrom(post));
  // What the server holds by name (the last save) and the version it is.
  const [stored, setStored] = useState<EditorFields>(() => fieldsFrom(post));
  const [baseVersion, setBaseVersion] = useState<number | null>(post?.version ?? null);
  const [notice, setNotice] = useState<{ text: string; restored?: EditorFields } | null>(null);
  const [otherEditor, setOtherEditor] = useState<string | null>(
    autosaved && !autosaved.mine ? `${autosaved.authorEmail} has unsaved changes to this post (autosaved ${officeTime(autosaved.createdAt, timeZone)}): you may be editing it at the same time.` : null,
  );
  const fetcher = useFetcher<SaveActionResult>();
  const saving = fetcher.state !== "idle";
  const result = fetcher.data;
  const errors: FieldErrors = (result && !result.ok ? result.errors : undefined) ?? {};

  const set = <K extends keyof EditorFields>(key: K, value: EditorFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  /** The content box's text at this moment (set by the visual editor while it is shown). */
  const contentNow = useRef<(() => string) | null>(null);

  // {{current_date}} shows the server's date, so the preview matches what the server renders.
  const baseValues = useMemo(
    () => buildValues({ business, location: previewLocation, contentVariables: variables, now: new Date(today) }),
    [business, previewLocation, variables, today],
  );
  const values = useMemo(
    () => withLocationPhone(baseValues, business, fields),
    [baseValues, business, fields],
  );
  // The publish guard's rule with the values a public page has (no location; every library variable).
  const guardValues = useMemo(
    () => renderTimeValues(business, variableNames.map((name) => ({ name, value: "", syntax: `{{${name}}}` })), new Date(today)),
    [business, variableNames, today],
  );
  // A post made for no town is a template: its location placeholders are filled per town when cloned.
  const template = !post?.locationId;
  const unfilled = useMemo(
    () =>
      sortUnfilled(
        blockingPlaceholders(
          {
            ...fields,
            excerpt: fields.excerpt || null,
            seoTitle: fields.seoTitle || null,
            seoDescription: fields.seoDescription || null,
          },
          guardValues,
        ),
        { template },
      ),
    [fields, guardValues, template],
  );
  // "{{locationCounty}} County" reads "Nash County County": checked with the sample town's values.
  const doubled = useMemo(
    () => doubledWords([fields.title, fields.content, fields.excerpt, fields.seoTitle, fields.seoDescription].join("\n"), values),
    [fields, values],
  );
  const placeholderGroups = useMemo(
    () => [
      { label: "Business", names: BUSINESS_PLACEHOLDER_NAMES },
      { label: "Content library", names: variableNames },
      {
        label: previewLocation ? `Location (filled per town when cloned; values for ${previewLocation.name})` : "Location (filled per town when cloned)",
        names: LOCATION_PLACEHOLDER_NAMES,
      },
      { label: "Date", names: [CURRENT_DATE_PLACEHOLDER] },
    ],
    [variableNames, previewLocation],
  );

  // The post as a search result: the <title> and description its public page will carry.
  const snippet = useMemo(() => {
    const r = (text: string) => replacePlaceholders(text, values);
    return {
      site: new URL(business.siteUrl).host,
      path: `blog › ${post?.slug ?? saveSlug(r(fields.title))}`,
      title: titleWithBusiness(articleTitle({ title: r(fields.title) || "Untitled post", seoTitle: r(fields.seoTitle) }, business.name), business),
      description: articleDescription({ seoDescription: r(fields.seoDescription), excerpt: r(fields.excerpt), plainText: markdownToText(r(fields.content)) }),
    };
  }, [business, fields, post?.slug, values]);

  const autosave = useAutosave({
    postId: post?.id ?? null,
    baseVersion,
    fields,
    stored,
    toForm: formFrom,
    // The featured image is left out: the picker's auto mode sets it by itself on arrival, which is no work of the writer's.
    significant: ({ featuredPhoto: _photo, featuredImage: _image, ...text }) => text,
    onNewerSave: (by) => setOtherEditor(`${by} saved this post after you opened it. Saving now would replace their version: compare under Revisions first.`),
  });

  // Work kept from before (this browser's copy, else the writer's own autosave) comes back once, on arrival.
  const restoredOnce = useRef(false);
  useEffect(() => {
    if (restoredOnce.current) return;
    restoredOnce.current = true;
    const initial = fieldsFrom(post);
    const copy = readBrowserCopy<EditorFields>(post?.id ?? null);
    if (copy && copy.baseVersion === (post?.version ?? null) && JSON.stringify(copy.fields) !== JSON.stringify(initial)) {
      // oxlint-disable-next-line react/set-state-in-effect -- the browser copy can only be read after hydration
      setFields(copy.fields);
      setNotice({ text: `Your unsaved changes from ${officeTime(copy.keptAt, timeZone)} were kept in this browser and are back in the editor.`, restored: initial });
    } else if (autosaved?.mine) {
      setFields(fieldsFromRevision(autosaved.fields, initial));
      setNotice({ text: `Your changes autosaved ${officeTime(autosaved.createdAt, timeZone)} are back in the editor (not yet saved as the post).`, restored: initial });
    } else if (copy) {
      clearBrowserCopy(post?.id ?? null);
    }
  }, [post, autosaved, timeZone]);

  // Leaving with unsaved work asks first: links inside the app (useBlocker) and the tab itself (beforeunload).
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
        autosave.unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [autosave.unsaved],
    ),
  );
  useEffect(() => {
    if (!autosave.unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [autosave.unsaved]);

  // Decisions point 17: after the first save the editor moves to the saved post (edit mode, clone
  // panel); after any other save the fields stay. Done while rendering, once per result, so the
  // fields are marked saved before the move and it never meets the leave warning.
  const navigate = useNavigate();
  const arrivedWith = (useLocation().state as { saved?: SavedNotice } | null)?.saved ?? null;
  const [handled, setHandled] = useState<SaveActionResult | undefined>(undefined);
  // The fields as sent with the pending save: what the server holds once it succeeds.
  const [submitted, setSubmitted] = useState<EditorFields | null>(null);
  // The clones a publish held back for the owner's confirmation (or to tell an editor why).
  const [held, setHeld] = useState<FlaggedPost[] | null>(null);
  if (result && result !== handled && fetcher.state === "idle") {
    setHandled(result);
    const saved = result.saved;
    if (saved) setStored(submitted ?? fields);
    if (saved && saved.id === post?.id) {
      setBaseVersion(saved.version);
      setOtherEditor(null);
    }
    if (!result.ok && result.doorway) setHeld(result.doorway.held);
  }

  useEffect(() => {
    if (!handled) return;
    const saved = handled.saved;
    if (saved && saved.id !== post?.id) {
      // The first save: continue on the saved post. The text typed so far is the server's now.
      clearBrowserCopy(null);
      const notice: SavedNotice = { message: handled.message, id: saved.id, ok: handled.ok, warnings: handled.ok ? handled.warnings : [] };
      void navigate(`/create-post?edit=${saved.id}`, { replace: true, state: { saved: notice } });
      return;
    }
    if (handled.ok) toast.success(handled.message);
    else if (!handled.doorway) toast.error(handled.message);
  }, [handled, navigate, post?.id]);

  // The notice of the first save, shown once the editor is on the saved post.
  useEffect(() => {
    if (!arrivedWith) return;
    if (arrivedWith.ok) toast.success(arrivedWith.message);
    else toast.error(arrivedWith.message);
  }, [arrivedWith]);

  function submit(intent: "save" | "publish" | "unpublish", { overwrite = false, confirmDoorway = false } = {}) {
    // The content box's text at the click, not what `fields` has caught up with so far.
    const sent = { ...fields, content: contentNow.current?.() ?? fields.content };
    const form = formFrom(sent);
    form.set("intent", intent);
    // "Save anyway" after a conflict sends no version: the writer chose to replace the other save.
    if (baseVersion !== null && !overwrite) form.set("baseVersion", String(baseVersion));
    // The status the buttons were chosen for: a publish or unpublish by someone else meanwhile is told, not overwritten.
    if (post && !overwrite) form.set("baseStatus", post.status);
    if (confirmDoorway) form.set("confirmDoorway", "on");
    setSubmitted(sent);
    fetcher.submit(form, { method: "post" });
  }
  const lastIntent = fetcher.formData?.get("intent");
  // The action revalidates the loader before the fetcher is idle again: `post` is the saved post.
  const live = post?.status === "published";
  // What the last answer, or the first save before the move to the saved post, has to say.
  const failure = handled ? (handled.ok ? null : handled) : arrivedWith && !arrivedWith.ok ? arrivedWith : null;
  const success = handled ? (handled.ok ? { message: handled.message, warnings: handled.warnings } : null) : arrivedWith?.ok ? arrivedWith : null;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{editing ? "Edit Blog Post" : "Create New Blog Post"}</h1>
        {editing ? (
          <Link to={`/post-preview/${post.id}`} className={buttonClass("outline")}>
            Preview saved version
          </Link>
        ) : null}
      </div>

      <div className="mt-4 space-y-3" aria-live="polite">
        {notice ? (
          <Alert tone="info">
            {notice.text}{" "}
            {notice.restored ? (
              <button
                type="button"
                className="underline"
                onClick={() => {
                  setFields(notice.restored!);
                  clearBrowserCopy(post?.id ?? null);
                  setNotice(null);
                }}
              >
                Discard them
              </button>
            ) : null}
          </Alert>
        ) : null}
        {otherEditor ? <Alert tone="error">{otherEditor}</Alert> : null}
        <AutosaveStatus state={autosave.state} editing={editing} />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        {/* Title and text first (docs/decisions/019-visual-editor.md); the tools follow in sections a writer can close. */}
        <div className="space-y-6">
          <form
            id="post-form"
            aria-label="Post"
            className="space-y-5 rounded-lg border border-gray-200 bg-white p-5"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit("save");
            }}
          >
            {failure ? (
              <Alert tone="error">
                {failure.message}
                {"conflict" in failure && failure.conflict ? (
                  <button type="button" className={buttonClass("danger", "sm", "ml-2")} onClick={() => submit("save", { overwrite: true })}>
                    Save anyway
                  </button>
                ) : null}
              </Alert>
            ) : null}
            <Field id="post-title" label="Title" required value={fields.title} onChange={(e) => set("title", e.target.value)} error={errors.title} />
            <ContentField
              userId={userId}
              id="post-content"
              value={fields.content}
              onChange={(v) => set("content", v)}
              readNow={contentNow}
              error={errors.content}
              photos={photos}
              placeholderGroups={placeholderGroups}
              sampleValues={values}
              unknownPlaceholders={unfilled.unknown}
              perTownPlaceholders={unfilled.perTown}
              doubledWords={doubled}
            />
            <Field id="post-author" label="Author" value={fields.author} onChange={(e) => set("author", e.target.value)} hint="Leave empty for “Admin”." error={errors.author} />
            <TextAreaField id="post-excerpt" label="Excerpt (optional)" rows={3} controlClassName="" value={fields.excerpt} onChange={(e) => set("excerpt", e.target.value)} error={errors.excerpt} />
            <div className="flex flex-wrap items-center gap-3 border-t border-gray-100 pt-4">
              {live ? (
                <>
                  <button type="submit" className={buttonClass("primary")} disabled={saving}>
                    <Upload aria-hidden="true" className="size-4" />
                    {saving && lastIntent === "save" ? "Updating…" : "Update"}
                  </button>
                  <button type="button" className={buttonClass("outline")} disabled={saving} onClick={() => submit("unpublish")}>
                    <Undo2 aria-hidden="true" className="size-4" />
                    {saving && lastIntent === "unpublish" ? "Switching…" : "Switch to draft"}
                  </button>
                  <p className="text-xs text-muted">
                    The post is live: Update changes the public page at once (placeholders are checked first) and keeps a revision.
                    Switch to draft takes it off the site.
                  </p>
                </>
              ) : (
                <>
                  <button type="submit" className={buttonClass("secondary")} disabled={saving}>
                    <Save aria-hidden="true" className="size-4" />
                    {saving && lastIntent === "save" ? "Saving…" : "Save draft"}
                  </button>
                  <button type="button" className={buttonClass("primary")} disabled={saving} onClick={() => submit("publish")}>
                    <Upload aria-hidden="true" className="size-4" />
                    {saving && lastIntent === "publish" ? "Publishing…" : "Publish"}
                  </button>
                  <p className="text-xs text-muted">Every save keeps a revision. Publish puts the post on the site once its placeholders check out, or schedule it below.</p>
                </>
              )}
            </div>
            {/* Shown once the result is handled (fields marked saved), so following its links never meets the leave warning. */}
            {success && post ? (
              <Alert tone="success">
                {success.message}.{" "}
                <Link to={live ? `/blog/${post.slug}` : `/post-preview/${post.id}`} className="underline">
                  {live ? "View it on the site" : "Preview it"}
                </Link>{" "}
                or{" "}
                <Link to="/posts" className="underline">
                  go to Posts
                </Link>
                .
              </Alert>
            ) : null}
            {success && success.warnings.length > 0 ? (
              <Alert tone="info">
                <p className="font-semibold">Another post has the same search snippet:</p>
                <ul className="mt-1 list-disc pl-5">
                  {success.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
                <p className="mt-1">Give this post its own SEO title and meta description.</p>
              </Alert>
            ) : null}
          </form>

          <EditorSections userId={userId}>
            <EditorSection id="seo" title="Search engines (SEO)" icon={<Search aria-hidden="true" className="size-4" />}>
              <div className="space-y-5">
                {/* Part of the post's form wherever it sits: Enter saves, as in the title. */}
                <Field id="post-seo-title" form="post-form" label="SEO title (optional)" value={fields.seoTitle} onChange={(e) => set("seoTitle", e.target.value)} error={errors.seoTitle} />
                <div>
                  <TextAreaField
                    id="post-meta-description"
                    label="Meta description"
                    rows={3}
                    controlClassName=""
                    value={fields.seoDescription}
                    onChange={(e) => set("seoDescription", e.target.value)}
                    hint="Aim for 150-160 characters."
                    error={errors.seoDescription}
                  />
                  <p className={`mt-1 text-xs ${fields.seoDescription.length > META_DESCRIPTION_TARGET ? "text-amber-800" : "text-muted"}`} aria-live="polite">
                    {fields.seoDescription.length}/{META_DESCRIPTION_TARGET} characters
                  </p>
                </div>
                <ChipInput label="SEO keywords" items={fields.seoKeywords} onChange={(v) => set("seoKeywords", v)} />
                <SearchResultPreview {...snippet} />
              </div>
            </EditorSection>

            <EditorSection id="categories" title="Categories and tags" icon={<Tags aria-hidden="true" className="size-4" />}>
              <div className="space-y-5">
                <ChipInput label="Categories" items={fields.categories} onChange={(v) => set("categories", v)} />
                <ChipInput label="Tags" items={fields.tags} onChange={(v) => set("tags", v)} prefix="#" />
              </div>
            </EditorSection>

            <EditorSection id="featured-image" title="Featured image" icon={<ImageIcon aria-hidden="true" className="size-4" />}>
              <FeaturedImagePicker
                photo={fields.featuredPhoto}
                url={fields.featuredImage}
                initialPhotos={photos}
                autoContext={{ postId: post?.id ?? null, locationId: post?.locationId ?? null, tags: fields.tags, categories: fields.categories }}
                autoDefault={!post?.featuredPhoto && !post?.featuredImage}
                onPhoto={(p) => setFields((f) => ({ ...f, featuredPhoto: p, featuredImage: p ? "" : f.featuredImage }))}
                onUrl={(v) => set("featuredImage", v)}
                error={errors.featuredImage ?? errors.featuredPhotoId}
                title={fields.title}
                aiImage={ai.image}
              />
            </EditorSection>

            {/* AI only ever fills drafts: a new post, or one not yet published. */}
            {post?.status !== "published" ? (
              <EditorSection id="write-with-ai" title="Write with AI" icon={<Sparkles aria-hidden="true" className="size-4" />}>
                <WriteWithAi status={ai.text} towns={locations} current={fields} onDraft={(d) => setFields((f) => ({ ...f, ...d }))} />
              </EditorSection>
            ) : null}

            {!editing ? (
              <EditorSection id="import" title="Import a document" icon={<FileUp aria-hidden="true" className="size-4" />}>
                <DocumentImport current={fields} onLoaded={({ title, content }) => setFields((f) => ({ ...f, title: title ?? f.title, content }))} />
              </EditorSection>
            ) : null}

            {editing ? (
              <EditorSection id="schedule" title="Schedule publishing" icon={<CalendarClock aria-hidden="true" className="size-4" />}>
                <SchedulePanel
                  key={`${post.scheduledAt}-${post.status}`}
                  status={post.status}
                  scheduledAt={post.scheduledAt}
                  scheduledLabel={post.scheduledLabel}
                  scheduleBlocked={post.scheduleBlocked}
                  timeZone={business.timeZone}
                  unsaved={JSON.stringify(fields) !== JSON.stringify(stored)}
                  isOwner={isOwner}
                />
              </EditorSection>
            ) : null}

            {editing && post.status === "published" ? (
              <EditorSection id="figures" title="Views and requests" icon={<ChartLine aria-hidden="true" className="size-4" />}>
                <PostFiguresSummary figures={figures} />
              </EditorSection>
            ) : null}

            {editing ? (
              <EditorSection id="revisions" title="Revisions" icon={<History aria-hidden="true" className="size-4" />}>
                <RevisionsPanel
                  postId={post.id}
                  revisions={revisions}
                  current={fields}
                  timeZone={business.timeZone}
                  onRestore={(r, label) => {
                    setFields((f) => fieldsFromRevision(r, f));
                    toast.success(`Restored “${label}” into the editor. ${live ? "Update" : "Save"} to keep it.`);
                  }}
                />
              </EditorSection>
            ) : null}

            {editing ? (
              <EditorSection id="clone" title="Clone to locations" icon={<Copy aria-hidden="true" className="size-4" />}>
                <ClonePanel postId={post.id} locations={locations} clones={clones} aiText={ai.text} />
              </EditorSection>
            ) : null}
          </EditorSections>
        </div>

        <LivePreview fields={fields} values={values} variables={variables} location={previewLocation} />
      </div>

      <PublishDialog
        open={held !== null}
        count={1}
        flagged={held ?? []}
        isOwner={isOwner}
        onPublish={(confirmDoorway) => {
          setHeld(null);
          submit("publish", { confirmDoorway });
        }}
        onCancel={() => setHeld(null)}
      />

      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Leave without saving?"
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        Your latest changes are not saved yet. They stay in this browser and come back when you open this post again, but nobody
        else sees them until you save.
      </ConfirmDialog>
    </>
  );
}

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
