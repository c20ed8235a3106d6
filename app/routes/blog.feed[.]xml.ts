import { data } from "react-router";
import type { Route } from "./+types/blog.feed[.]xml";
import { feedUpdated, rssXml } from "~/domain/feeds";
import { blogFeed } from "~/models/feeds.server";
import { xmlResponse } from "~/seo/xml-response.server";
import { businessContext, servicesContext } from "~/context.server";

// RSS 2.0 of the blog; ?location={town} for one town's posts.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const feed = await blogFeed(db, business, new URL(request.url).searchParams.get("location"));
  if (!feed) throw data("No such town", { status: 404 });
  return xmlResponse(request, rssXml(feed.info, feed.items), feedUpdated(feed.items), { contentType: "application/rss+xml; charset=utf-8" });
}
