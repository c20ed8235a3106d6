import { useState } from "react";
import { Picture } from "~/components/ui/picture";
import { Tabs } from "~/components/ui/tabs";
import { pictureSources } from "~/domain/photos";
import { renderMarkdown } from "~/domain/markdown";
import {
  BUSINESS_PLACEHOLDER_NAMES,
  CURRENT_DATE_PLACEHOLDER,
  LOCATION_PLACEHOLDER_NAMES,
  replacePlaceholders,
  type ContentVariable,
  type PlaceholderLocation,
  type PlaceholderValues,
} from "~/domain/placeholders";
import { PANEL_CLASS } from "~/components/ui/panel";
import type { EditorFields } from "./post-editor-state";

/** The sticky Live Preview of the editor (spec §2.11): the post as readers will see it, and the variables it can use. */
export function LivePreview({
  fields,
  values,
  variables,
  location,
}: {
  fields: EditorFields;
  values: PlaceholderValues;
  variables: ContentVariable[];
  location: PlaceholderLocation | null;
}) {
  return (
    <aside aria-label="Live Preview" className={`self-start ${PANEL_CLASS} lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto`}>
      <h2 className="mb-3 font-sans text-lg font-bold">Live Preview</h2>
      <Tabs
        label="Live preview"
        items={[
          { id: "preview", label: "Preview", content: <PreviewPane fields={fields} values={values} /> },
          { id: "variables", label: "Variables", content: <VariablesPane values={values} variables={variables} location={location} /> },
        ]}
      />
    </aside>
  );
}

function PreviewPane({ fields, values }: { fields: EditorFields; values: PlaceholderValues }) {
  const r = (text: string) => replacePlaceholders(text, values);
  const html = renderMarkdown(r(fields.content));
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  return (
    <article className="space-y-3">
      {fields.featuredPhoto ? (
        <Picture sources={pictureSources(fields.featuredPhoto)} sizes="28rem" className="aspect-video h-auto w-full rounded object-cover" />
      ) : fields.featuredImage && imageFailed !== fields.featuredImage ? (
        <img
          src={fields.featuredImage}
          alt=""
          width={640}
          height={360}
          className="aspect-video w-full rounded object-cover"
          onError={() => setImageFailed(fields.featuredImage)}
        />
      ) : null}
      <h3 className="text-2xl font-bold">{r(fields.title) || "Untitled post"}</h3>
      <p className="text-sm text-muted">By {r(fields.author) || "Admin"}</p>
      {fields.excerpt ? <p className="italic">{r(fields.excerpt)}</p> : null}
      {fields.categories.length || fields.tags.length ? (
        <p className="flex flex-wrap gap-1 text-xs">
          {fields.categories.map((c) => (
            <span key={`c-${c}`} className="rounded-full bg-accent-50 px-2 py-0.5 text-accent-700">
              {r(c)}
            </span>
          ))}
          {fields.tags.map((t) => (
            <span key={`t-${t}`} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">
              #{r(t)}
            </span>
          ))}
        </p>
      ) : null}
      {fields.content.trim() ? (
        <div className="prose-post text-sm" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-muted">Content will appear here as you type...</p>
      )}
    </article>
  );
}

function VariablesPane({
  values,
  variables,
  location,
}: {
  values: PlaceholderValues;
  variables: ContentVariable[];
  location: PlaceholderLocation | null;
}) {
  const row = (name: string) => (
    <div key={name} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-2 py-1 text-xs">
      <dt>
        <code>{`{{${name}}}`}</code>
      </dt>
      <dd className="break-words text-muted">{values[name] ?? "—"}</dd>
    </div>
  );
  return (
    <div className="space-y-5 text-sm">
      <section>
        <h3 className="font-sans text-sm font-bold">Business variables</h3>
        <dl className="mt-1 divide-y divide-gray-100">{BUSINESS_PLACEHOLDER_NAMES.map(row)}</dl>
      </section>
      <section>
        <h3 className="font-sans text-sm font-bold">Content library</h3>
        {variables.length ? (
          <dl className="mt-1 divide-y divide-gray-100">{variables.map((v) => row(v.name))}</dl>
        ) : (
          <p className="mt-1 text-xs text-muted">No content variables yet. Add them in the Variable Manager.</p>
        )}
      </section>
      <section>
        <h3 className="font-sans text-sm font-bold">Location variables {location ? `(shown for ${location.name})` : ""}</h3>
        {location ? <dl className="mt-1 divide-y divide-gray-100">{LOCATION_PLACEHOLDER_NAMES.map(row)}</dl> : <p className="mt-1 text-xs text-muted">No locations found</p>}
        <p className="mt-1 text-xs text-muted">
          Cloning fills these in for each town you choose. Write around the value, not beside it: {"{{locationCounty}}"} already says
          “County”.
        </p>
      </section>
      <section>
        <h3 className="font-sans text-sm font-bold">Date</h3>
        <dl className="mt-1">{row(CURRENT_DATE_PLACEHOLDER)}</dl>
      </section>
      <section>
        <h3 className="font-sans text-sm font-bold">Usage examples</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-xs text-muted">
          <li>
            <code>{"Roof Replacement in {{locationName}}, NC"}</code> as a title
          </li>
          <li>
            <code>{"Call {{businessName}} at {{businessPhone}}"}</code> in a closing paragraph
          </li>
          <li>
            <code>{"{{locationName}} sits in {{locationCounty}}; {{historical_fact}}"}</code> for local colour
          </li>
        </ul>
      </section>
    </div>
  );
}
