/**
 * The writing part of the post editor (docs/decisions/019-visual-editor.md): title, content,
 * author, excerpt and the buttons that save, publish or take a live post off the site, with the
 * answer of the last one. It renders what the editor's state holds and reports each change.
 */
import { Save, Undo2, Upload } from "lucide-react";
import type { RefObject } from "react";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import type { FieldErrors } from "~/domain/forms";
import type { Photo } from "~/domain/photos";
import { renamePlaceholder } from "~/domain/placeholder-spelling";
import { ContentField } from "./content-field";
import type { EditorFields, EditorIntent } from "./post-editor-state";
import type { useEditorChecks } from "./use-editor-checks";
import { PANEL_CLASS } from "~/components/ui/panel";

export function EditorWriting({
  fields,
  errors,
  onEdit,
  readNow,
  checks,
  userId,
  photos,
  post,
  busyWith,
  submit,
  failure,
  success,
}: {
  fields: EditorFields;
  errors: FieldErrors;
  onEdit: (changes: Partial<EditorFields>) => void;
  /** The content box's text at this moment (set by the visual editor while it is shown). */
  readNow: RefObject<(() => string) | null>;
  checks: ReturnType<typeof useEditorChecks>;
  userId: string;
  photos: Photo[];
  post: { id: string; slug: string; status: "draft" | "published" } | null;
  /** The intent of the request under way, if any. */
  busyWith: EditorIntent | null;
  submit: (intent: EditorIntent, opts?: { overwrite?: boolean }) => void;
  failure: { message: string; conflict?: boolean } | null;
  success: { message: string; warnings: string[] } | null;
}) {
  const live = post?.status === "published";
  const busy = busyWith !== null;
  return (
    <form
      id="post-form"
      aria-label="Post"
      className={`space-y-5 ${PANEL_CLASS}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit("save");
      }}
    >
      {failure ? (
        <Alert tone="error">
          {failure.message}
          {failure.conflict ? (
            <button type="button" className={buttonClass("danger", "sm", "ml-2")} onClick={() => submit("save", { overwrite: true })}>
              Save anyway
            </button>
          ) : null}
        </Alert>
      ) : null}
      <Field id="post-title" label="Title" required value={fields.title} onChange={(e) => onEdit({ title: e.target.value })} error={errors.title} />
      <ContentField
        userId={userId}
        id="post-content"
        value={fields.content}
        onChange={(content) => onEdit({ content })}
        readNow={readNow}
        error={errors.content}
        photos={photos}
        placeholderGroups={checks.placeholderGroups}
        sampleValues={checks.values}
        unknownPlaceholders={checks.unfilled.unknown}
        meantPlaceholders={checks.meant}
        onRenamePlaceholder={(from, to) => {
          // The text as typed this moment (the visual editor writes it when typing pauses), then every field the guard reads.
          const content = readNow.current?.() ?? fields.content;
          const rename = (text: string) => renamePlaceholder(text, from, to);
          onEdit({ content: rename(content), title: rename(fields.title), excerpt: rename(fields.excerpt), seoTitle: rename(fields.seoTitle), seoDescription: rename(fields.seoDescription) });
        }}
        perTownPlaceholders={checks.unfilled.perTown}
        doubledWords={checks.doubled}
      />
      <Field id="post-author" label="Author" value={fields.author} onChange={(e) => onEdit({ author: e.target.value })} hint="Leave empty for “Admin”." error={errors.author} />
      <TextAreaField id="post-excerpt" label="Excerpt (optional)" rows={3} controlClassName="" value={fields.excerpt} onChange={(e) => onEdit({ excerpt: e.target.value })} error={errors.excerpt} />
      <div className="flex flex-wrap items-center gap-3 border-t border-gray-100 pt-4">
        {live ? (
          <>
            <button type="submit" className={buttonClass("primary")} disabled={busy}>
              <Upload aria-hidden="true" className="size-4" />
              {busyWith === "save" ? "Updating…" : "Update"}
            </button>
            <button type="button" className={buttonClass("outline")} disabled={busy} onClick={() => submit("unpublish")}>
              <Undo2 aria-hidden="true" className="size-4" />
              {busyWith === "unpublish" ? "Switching…" : "Switch to draft"}
            </button>
            <p className="text-xs text-muted">
              The post is live: Update changes the public page at once (placeholders are checked first) and keeps a revision. Switch to draft takes it off the site.
            </p>
          </>
        ) : (
          <>
            <button type="submit" className={buttonClass("secondary")} disabled={busy}>
              <Save aria-hidden="true" className="size-4" />
              {busyWith === "save" ? "Saving…" : "Save draft"}
            </button>
            <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => submit("publish")}>
              <Upload aria-hidden="true" className="size-4" />
              {busyWith === "publish" ? "Publishing…" : "Publish"}
            </button>
            <p className="text-xs text-muted">Every save keeps a revision. Publish puts the post on the site once its placeholders check out, or schedule it below.</p>
          </>
        )}
      </div>
      {/* Shown once the answer is taken in (fields marked saved), so following its links never meets the leave warning. */}
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
  );
}
