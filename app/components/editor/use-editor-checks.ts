/**
 * What the editor works out from the fields as they are typed: the values placeholders take in the
 * preview, the placeholders the publish guard would refuse and the known names they most likely
 * mean, words doubled by a placeholder, the placeholder menu's groups, and the post as a search
 * result. Recomputed from the fields, never from the stored copy.
 */
import { useMemo } from "react";
import { articleDescription, articleTitle } from "~/components/blog/post-meta";
import { titleWithBusiness, type Business } from "~/domain/business";
import { markdownToText } from "~/domain/markdown";
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
import { closestPlaceholder } from "~/domain/placeholder-spelling";
import { saveSlug } from "~/domain/slugs";
import type { EditorFields } from "./post-editor-state";

export function useEditorChecks({
  business,
  fields,
  post,
  previewLocation,
  variables,
  variableNames,
  today,
}: {
  business: Business;
  fields: EditorFields;
  post: { slug: string; locationId: string | null } | null;
  previewLocation: PlaceholderLocation | null;
  variables: ContentVariable[];
  variableNames: string[];
  today: string;
}) {
  // {{current_date}} shows the server's date, so the preview matches what the server renders.
  const baseValues = useMemo(() => buildValues({ business, location: previewLocation, contentVariables: variables, now: new Date(today) }), [business, previewLocation, variables, today]);
  const values = useMemo(() => withLocationPhone(baseValues, business, fields), [baseValues, business, fields]);
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
        blockingPlaceholders({ ...fields, excerpt: fields.excerpt || null, seoTitle: fields.seoTitle || null, seoDescription: fields.seoDescription || null }, guardValues),
        { template },
      ),
    [fields, guardValues, template],
  );
  // "Did you mean {{locationName}}?" for an unknown {{city}}: only names that would be filled here are offered.
  const meant = useMemo(() => {
    const known = [...Object.keys(guardValues), ...(template ? LOCATION_PLACEHOLDER_NAMES : [])];
    const found: Record<string, string> = {};
    for (const name of unfilled.unknown) {
      const closest = closestPlaceholder(name, known);
      if (closest) found[name] = closest;
    }
    return found;
  }, [guardValues, template, unfilled.unknown]);
  // "{{locationCounty}} County" reads "Nash County County": checked with the sample town's values.
  const doubled = useMemo(() => doubledWords([fields.title, fields.content, fields.excerpt, fields.seoTitle, fields.seoDescription].join("\n"), values), [fields, values]);
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
  return { values, unfilled, meant, doubled, placeholderGroups, snippet };
}
