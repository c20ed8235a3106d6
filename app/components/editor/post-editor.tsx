import { FileUp, Info, Save } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { Field, TextAreaField } from "~/components/ui/field";
import { Alert } from "~/components/ui/alert";
import { useBusiness } from "~/components/use-business";
import type { ActionResult, FieldErrors } from "~/domain/forms";
import { META_DESCRIPTION_TARGET } from "~/domain/post-input";
import { buildValues, withLocationPhone, type ContentVariable, type PlaceholderLocation } from "~/domain/placeholders";
import type { CloneOutcome, DoorwayReport } from "~/domain/staff-posts";
import { ChipInput } from "./chip-input";
import { ClonePanel, type CloneLocation } from "./clone-panel";
import type { Photo } from "~/domain/photos";
import { FeaturedImagePicker } from "./featured-image-picker";
import { LivePreview, type EditorFields } from "./live-preview";
import { buttonClass } from "~/components/ui/button";

/** What the editor's save answers: the shared action result, and on success the saved post. */
export type SaveActionResult =
  | (ActionResult & { ok: true; mode: "create" | "update"; id: string; slug: string; warnings: string[] })
  | (ActionResult & { ok: false });

/** What a clone request answers: the shared action result and one outcome per town. */
export type CloneActionResult = ActionResult & { outcomes: (CloneOutcome & { doorway?: DoorwayReport | null })[] };

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

export function PostEditor({
  post,
  variables,
  previewLocation,
  photos,
  locations,
  today,
}: {
  today: string;
  post: EditorPost | null;
  variables: ContentVariable[];
  previewLocation: PlaceholderLocation | null;
  /** The album's newest photos, the picker's first page. */
  photos: Photo[];
  locations: CloneLocation[];
}) {
  const business = useBusiness();
  const editing = post !== null;
  const [fields, setFields] = useState<EditorFields>(() => fieldsFrom(post));
  const fetcher = useFetcher<SaveActionResult>();
  const saving = fetcher.state !== "idle";
  const result = fetcher.data;
  const errors: FieldErrors = (result && !result.ok ? result.errors : undefined) ?? {};
  const titleRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof EditorFields>(key: K, value: EditorFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  // {{current_date}} shows the server's date, so the preview matches what the server renders.
  const baseValues = useMemo(
    () => buildValues({ business, location: previewLocation, contentVariables: variables, now: new Date(today) }),
    [business, previewLocation, variables, today],
  );
  const values = useMemo(
    () => withLocationPhone(baseValues, business, fields),
    [baseValues, business, fields],
  );

  // Spec §4: after a create every field clears; after an update they stay. Done while rendering,
  // once per result, so the cleared form never shows the old values.
  const [handled, setHandled] = useState<SaveActionResult | undefined>(undefined);
  if (result && result !== handled && fetcher.state === "idle") {
    setHandled(result);
    if (result.ok && result.mode === "create") setFields(emptyFields);
  }

  useEffect(() => {
    if (!handled) return;
    if (handled.ok) {
      toast.success(handled.message);
      if (handled.mode === "create") titleRef.current?.focus();
    } else {
      toast.error(handled.message);
    }
  }, [handled]);

  function save() {
    const form = new FormData();
    form.set("intent", "save");
    for (const key of ["title", "content", "author", "excerpt", "seoTitle", "seoDescription", "featuredImage"] as const) {
      form.set(key, fields[key]);
    }
    form.set("featuredPhotoId", fields.featuredPhoto?.id ?? "");
    for (const key of ["seoKeywords", "categories", "tags"] as const) fields[key].forEach((v) => form.append(key, v));
    fetcher.submit(form, { method: "post" });
  }

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

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="space-y-6">
          {!editing ? <ImportPanels onLoaded={(title, content) => setFields((f) => ({ ...f, title: title ?? f.title, content }))} /> : null}

          <FeaturedImagePicker
            photo={fields.featuredPhoto}
            url={fields.featuredImage}
            initialPhotos={photos}
            autoContext={{ postId: post?.id ?? null, locationId: post?.locationId ?? null, tags: fields.tags, categories: fields.categories }}
            autoDefault={!post?.featuredPhoto && !post?.featuredImage}
            onPhoto={(p) => setFields((f) => ({ ...f, featuredPhoto: p, featuredImage: p ? "" : f.featuredImage }))}
            onUrl={(v) => set("featuredImage", v)}
            error={errors.featuredImage ?? errors.featuredPhotoId}
          />

          <form
            className="space-y-5 rounded-lg border border-gray-200 bg-white p-5"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <h2 className="font-sans text-lg font-bold">Post details and SEO</h2>
            {result && !result.ok ? <Alert tone="error">{result.message}</Alert> : null}
            <Field id="post-title" label="Title" required value={fields.title} onChange={(e) => set("title", e.target.value)} error={errors.title} ref={titleRef} />
            <TextAreaField
              id="post-content"
              label={
                <>
                  Content <span className="font-normal text-muted">(markdown; placeholders like {"{{businessName}}"} are replaced)</span>
                </>
              }
              controlClassName="min-h-80 font-mono text-sm"
              value={fields.content}
              onChange={(e) => set("content", e.target.value)}
              error={errors.content}
            />
            <Field id="post-author" label="Author" value={fields.author} onChange={(e) => set("author", e.target.value)} hint="Leave empty for “Admin”." error={errors.author} />
            <TextAreaField id="post-excerpt" label="Excerpt (optional)" rows={3} controlClassName="" value={fields.excerpt} onChange={(e) => set("excerpt", e.target.value)} error={errors.excerpt} />
            <Field id="post-seo-title" label="SEO title (optional)" value={fields.seoTitle} onChange={(e) => set("seoTitle", e.target.value)} error={errors.seoTitle} />
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
            <ChipInput label="Categories" items={fields.categories} onChange={(v) => set("categories", v)} />
            <ChipInput label="Tags" items={fields.tags} onChange={(v) => set("tags", v)} prefix="#" />
            <div className="flex flex-wrap items-center gap-3 border-t border-gray-100 pt-4">
              <button type="submit" className={buttonClass("secondary")} disabled={saving}>
                <Save aria-hidden="true" className="size-4" />
                {saving ? "Saving…" : editing ? "Update Draft" : "Save as Draft"}
              </button>
              <p className="text-xs text-muted">Every save stores a draft. Publish from the Posts page.</p>
            </div>
            {result?.ok ? (
              <Alert tone="success">
                {result.message}.{" "}
                <Link to={`/post-preview/${result.id}`} className="underline">
                  Preview it
                </Link>{" "}
                or{" "}
                <Link to="/posts" className="underline">
                  go to Posts
                </Link>
                .
              </Alert>
            ) : null}
            {result?.ok && result.warnings.length > 0 ? (
              <Alert tone="info">
                <p className="font-semibold">Another post has the same search snippet:</p>
                <ul className="mt-1 list-disc pl-5">
                  {result.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
                <p className="mt-1">Give this post its own SEO title and meta description.</p>
              </Alert>
            ) : null}
          </form>

          {editing ? <ClonePanel locations={locations} /> : null}
        </div>

        <LivePreview fields={fields} values={values} variables={variables} location={previewLocation} />
      </div>
    </>
  );
}



/** Create mode only: start from a .txt/.md file or pasted text (spec §2.11). */
function ImportPanels({ onLoaded }: { onLoaded: (title: string | null, content: string) => void }) {
  const [pasted, setPasted] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);

  async function readFile(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    if (!/\.(txt|md)$/i.test(file.name)) {
      setFileError("Please choose a .txt or .md file.");
      return;
    }
    try {
      const text = await file.text();
      onLoaded(file.name.replace(/\.[^.]+$/, ""), text);
      toast.success("File content loaded successfully");
    } catch (error) {
      console.error("Failed to read file", error);
      setFileError("Failed to read file");
      toast.error("Failed to read file");
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="upload-heading" className="rounded-lg border border-gray-200 bg-white p-5">
        <h2 id="upload-heading" className="flex items-center gap-2 font-sans text-base font-bold">
          <FileUp aria-hidden="true" className="size-4" /> Start from a file
        </h2>
        <label htmlFor="post-file" className="mt-3 block text-sm">
          Text or markdown file (.txt, .md); its name becomes the title
        </label>
        <input id="post-file" type="file" accept=".txt,.md,text/plain,text/markdown" className="mt-2 block w-full text-sm" onChange={(e) => readFile(e.target.files?.[0])} />
        {fileError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {fileError}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="paste-heading" className="rounded-lg border border-gray-200 bg-white p-5">
        <h2 id="paste-heading" className="font-sans text-base font-bold">
          Paste text
        </h2>
        <label htmlFor="post-paste" className="sr-only">
          Text to use as the content
        </label>
        <textarea id="post-paste" className="field-input mt-3" rows={3} value={pasted} onChange={(e) => setPasted(e.target.value)} placeholder="Paste an article or notes here" />
        <button
          type="button"
          className={buttonClass("outline", "sm", "mt-2")}
          disabled={!pasted.trim()}
          onClick={() => {
            onLoaded(null, pasted);
            setPasted("");
            toast.success("Text input moved to content editor");
          }}
        >
          Use This Text
        </button>
      </section>
      <p className="flex gap-2 text-xs text-muted md:col-span-2">
        <Info aria-hidden="true" className="size-4 shrink-0" /> The file or text fills the content below; add a title if it has none,
        then save.
      </p>
    </div>
  );
}
