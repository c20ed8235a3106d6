import { data } from "react-router";
import type { Route } from "./+types/sitemaps.$file";
import { childSitemapNumber } from "~/domain/sitemap";
import { sitemapFiles } from "~/seo/sitemap-files.server";
import { xmlResponse } from "~/seo/xml-response.server";
import { businessContext, servicesContext } from "~/context.server";

// /sitemaps/{n}.xml: the n-th file of the sitemap index. While one file holds the whole site there is no index, so no children.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const n = childSitemapNumber(params.file);
  if (n === null) throw data("Not found", { status: 404 });
  const { db, contentVersion } = context.get(servicesContext);
  const business = context.get(businessContext);
  const child = (await sitemapFiles(db, business, contentVersion)).children[n - 1];
  if (!child) throw data("Not found", { status: 404 });
  return xmlResponse(request, child.body, child.lastmod, { etag: child.etag });
}
