/**
 * The post editor's tools, in sections each writer can close (docs/decisions/019-visual-editor.md):
 * search engines, categories and tags, the featured image, AI, import, scheduling, revisions and
 * cloning. They read the editor's fields and report each change; scheduling goes through the
 * editor's own request, so it sends the text on the screen.
 */
import { CalendarClock, ChartLine, Copy, FileUp, History, ImageIcon, Search, Sparkles, Tags } from "lucide-react";
import { toast } from "sonner";
import { PostFiguresSummary } from "~/components/analytics/post-figures";
import { Field, TextAreaField } from "~/components/ui/field";
import type { RevisionFields } from "~/db/schema";
import type { AiStatus } from "~/domain/ai";
import type { PostFigures } from "~/domain/analytics-report";
import type { FieldErrors } from "~/domain/forms";
import type { Photo } from "~/domain/photos";
import { META_DESCRIPTION_TARGET } from "~/domain/post-input";
import { ChipInput } from "./chip-input";
import { ClonePanel, type CloneLocation, type ExistingClone } from "./clone-panel";
import { DocumentImport } from "./document-import";
import { EditorSection, EditorSections } from "./editor-section";
import { FeaturedImagePicker } from "./featured-image-picker";
import { fieldsFromRevision, type EditorFields } from "./post-editor-state";
import { RevisionsPanel, type RevisionItem } from "./revisions-panel";
import { SchedulePanel } from "./schedule-panel";
import { SearchResultPreview } from "./search-result-preview";
import { WriteWithAi } from "./write-with-ai";

/** The saved post the tools work on (null before the first save). */
export interface ToolsPost {
  id: string;
  status: "draft" | "published";
  locationId: string | null;
  featuredImage: string | null;
  featuredPhoto: Photo | null;
  scheduledAt: string | null;
  scheduledLabel: string | null;
  scheduleBlocked: string | null;
}

export function EditorTools({
  userId,
  post,
  fields,
  errors,
  onEdit,
  onReplace,
  snippet,
  photos,
  locations,
  clones,
  revisions,
  figures,
  ai,
  schedule,
  clone,
}: {
  userId: string;
  post: ToolsPost | null;
  fields: EditorFields;
  errors: FieldErrors;
  onEdit: (changes: Partial<EditorFields>) => void;
  /** All the fields at once (a revision restored). */
  onReplace: (fields: EditorFields) => void;
  snippet: { site: string; path: string; title: string; description: string };
  photos: Photo[];
  locations: CloneLocation[];
  clones?: ExistingClone[];
  revisions: RevisionItem[];
  /** A live post's views and requests (docs/decisions/022-visits-and-attribution.md). */
  figures: PostFigures | null;
  ai: { text: AiStatus; image: AiStatus };
  schedule: { busy: boolean; error: string | null; onSchedule: (publishAt: string) => void; onUnschedule: () => void };
  /** The clone panel saves the screen's text first (it clones what the writer sees). */
  clone: Pick<Parameters<typeof ClonePanel>[0], "screen" | "onSaved" | "area" | "isOwner">;
}) {
  const live = post?.status === "published";
  return (
    <EditorSections userId={userId}>
      <EditorSection id="seo" title="Search engines (SEO)" icon={<Search aria-hidden="true" className="size-4" />}>
        <div className="space-y-5">
          {/* Part of the post's form wherever it sits: Enter saves, as in the title. */}
          <Field id="post-seo-title" form="post-form" label="SEO title (optional)" value={fields.seoTitle} onChange={(e) => onEdit({ seoTitle: e.target.value })} error={errors.seoTitle} />
          <div>
            <TextAreaField
              id="post-meta-description"
              label="Meta description"
              rows={3}
              controlClassName=""
              value={fields.seoDescription}
              onChange={(e) => onEdit({ seoDescription: e.target.value })}
              hint="Aim for 150-160 characters."
              error={errors.seoDescription}
            />
            <p className={`mt-1 text-xs ${fields.seoDescription.length > META_DESCRIPTION_TARGET ? "text-amber-800" : "text-muted"}`} aria-live="polite">
              {fields.seoDescription.length}/{META_DESCRIPTION_TARGET} characters
            </p>
          </div>
          <ChipInput label="SEO keywords" items={fields.seoKeywords} onChange={(seoKeywords) => onEdit({ seoKeywords })} />
          <SearchResultPreview {...snippet} />
        </div>
      </EditorSection>

      <EditorSection id="categories" title="Categories and tags" icon={<Tags aria-hidden="true" className="size-4" />}>
        <div className="space-y-5">
          <ChipInput label="Categories" items={fields.categories} onChange={(categories) => onEdit({ categories })} />
          <ChipInput label="Tags" items={fields.tags} onChange={(tags) => onEdit({ tags })} prefix="#" />
        </div>
      </EditorSection>

      <EditorSection id="featured-image" title="Featured image" icon={<ImageIcon aria-hidden="true" className="size-4" />}>
        <FeaturedImagePicker
          photo={fields.featuredPhoto}
          url={fields.featuredImage}
          initialPhotos={photos}
          autoContext={{ postId: post?.id ?? null, locationId: post?.locationId ?? null, tags: fields.tags, categories: fields.categories }}
          autoDefault={!post?.featuredPhoto && !post?.featuredImage}
          onPhoto={(p) => onEdit(p ? { featuredPhoto: p, featuredImage: "" } : { featuredPhoto: null })}
          onUrl={(featuredImage) => onEdit({ featuredImage })}
          error={errors.featuredImage ?? errors.featuredPhotoId}
          title={fields.title}
          aiImage={ai.image}
        />
      </EditorSection>

      {/* AI only ever fills drafts: a new post, or one not yet published. */}
      {!live ? (
        <EditorSection id="write-with-ai" title="Write with AI" icon={<Sparkles aria-hidden="true" className="size-4" />}>
          <WriteWithAi status={ai.text} towns={locations} current={fields} onDraft={onEdit} />
        </EditorSection>
      ) : null}

      {!post ? (
        <EditorSection id="import" title="Import a document" icon={<FileUp aria-hidden="true" className="size-4" />}>
          <DocumentImport current={fields} onLoaded={({ title, content }) => onEdit(title ? { title, content } : { content })} />
        </EditorSection>
      ) : null}

      {post ? (
        <EditorSection id="schedule" title="Schedule publishing" icon={<CalendarClock aria-hidden="true" className="size-4" />}>
          <SchedulePanel
            key={`${post.scheduledAt}-${post.status}`}
            status={post.status}
            scheduledAt={post.scheduledAt}
            scheduledLabel={post.scheduledLabel}
            scheduleBlocked={post.scheduleBlocked}
            {...schedule}
          />
        </EditorSection>
      ) : null}

      {post?.status === "published" ? (
        <EditorSection id="figures" title="Views and requests" icon={<ChartLine aria-hidden="true" className="size-4" />}>
          <PostFiguresSummary figures={figures} />
        </EditorSection>
      ) : null}

      {post ? (
        <EditorSection id="revisions" title="Revisions" icon={<History aria-hidden="true" className="size-4" />}>
          <RevisionsPanel postId={post.id} revisions={revisions} current={fields} onRestore={(r: RevisionFields, label: string) => {
            onReplace(fieldsFromRevision(r, fields));
            toast.success(`Restored “${label}” into the editor. ${live ? "Update" : "Save"} to keep it.`);
          }} />
        </EditorSection>
      ) : null}

      {post ? (
        <EditorSection id="clone" title="Clone to locations" icon={<Copy aria-hidden="true" className="size-4" />}>
          <ClonePanel postId={post.id} content={fields.content} locations={locations} clones={clones} aiText={ai.text} {...clone} />
        </EditorSection>
      ) : null}
    </EditorSections>
  );
}
