import { data } from "react-router";
import type { Route } from "./+types/sitemaps.$file";
import { childSitemapNumber, chunkEntries, urlsetXml } from "~/domain/sitemap";
import { sitemapEntries } from "~/models/sitemap.server";
import { xmlResponse } from "~/seo/xml-response.server";
import { servicesContext } from "~/services.server";

// /sitemaps/{n}.xml: the n-th file of the sitemap index. While one file holds the whole site there is no index, so no children.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const n = childSitemapNumber(params.file);
  if (n === null) throw data("Not found", { status: 404 });
  const { db, business } = context.get(servicesContext);
  const chunks = chunkEntries(business.siteUrl, await sitemapEntries(db, business));
  const chunk = chunks.length > 1 ? chunks[n - 1] : undefined;
  if (!chunk) throw data("Not found", { status: 404 });
  return xmlResponse(request, urlsetXml(chunk.urls), chunk.lastmod);
}
