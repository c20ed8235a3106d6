import type { Route } from "./+types/sitemap[.]xml";
import { childSitemapPath, chunkEntries, latest, sitemapIndexXml, urlsetXml } from "~/domain/sitemap";
import { sitemapEntries } from "~/models/sitemap.server";
import { xmlResponse } from "~/seo/xml-response.server";
import { servicesContext } from "~/services.server";

// One <urlset> while the site fits in one file; past 50,000 URLs or 50 MB, an index of /sitemaps/{n}.xml.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, business } = context.get(servicesContext);
  const chunks = chunkEntries(business.siteUrl, await sitemapEntries(db, business));
  if (chunks.length === 1) return xmlResponse(request, urlsetXml(chunks[0].urls), chunks[0].lastmod);
  const children = chunks.map((c, i) => ({ path: childSitemapPath(i + 1), lastmod: c.lastmod }));
  return xmlResponse(request, sitemapIndexXml(business.siteUrl, children), latest(children.map((c) => c.lastmod)));
}
