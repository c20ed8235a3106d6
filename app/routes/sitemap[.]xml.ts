import type { Route } from "./+types/sitemap[.]xml";
import { sitemapFiles } from "~/seo/sitemap-files.server";
import { xmlResponse } from "~/seo/xml-response.server";
import { businessContext, servicesContext } from "~/context.server";

// One <urlset> while the site fits in one file; past 50,000 URLs or 50 MB, an index of /sitemaps/{n}.xml.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, contentVersion } = context.get(servicesContext);
  const business = context.get(businessContext);
  const { root } = await sitemapFiles(db, business, contentVersion);
  return xmlResponse(request, root.body, root.lastmod, { etag: root.etag });
}
