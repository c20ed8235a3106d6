import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.posts";
import { requireStaff } from "~/auth/guard.server";
import { PostsManager, type StaffPostView } from "~/components/posts/posts-manager";
import { failed, succeeded, type ActionResult } from "~/domain/forms";
import { extractLocation } from "~/domain/location-extraction";
import { publicPostPath } from "~/domain/slugs";
import { blockedMessage, doorwayHeldMessage } from "~/domain/publishing";
import { doorwayReports } from "~/models/posts/doorway.server";
import { listStaffPosts, postSlugs } from "~/models/posts/posts.server";
import { publishPosts, unpublishPost } from "~/models/posts/publish.server";
import { trashDrafts, trashPost } from "~/models/posts/trash.server";
import { notifyIndexNow } from "~/seo/indexnow.server";
import { postFigures } from "~/models/analytics.server";
import { officeToday } from "~/domain/calendar-days";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { buttonClass } from "~/components/ui/button";
import { idSchema } from "~/domain/input-rules";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Posts", description: "Every blog post: search, publish, unpublish and delete." });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  const business = context.get(businessContext);
  const posts = await listStaffPosts(db);
  const [doorway, figures] = await Promise.all([doorwayReports(db, posts), postFigures(db, officeToday(clock(), OFFICE_TIME_ZONE))]);
  const locationOptions = { businessName: business.name, mainPhone: business.phones.main.display, homeCity: "Rocky Mount" };
  const views: StaffPostView[] = posts.map(({ content, ...post }) => ({
    ...post,
    publishedDate: post.publishedDate?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    location: extractLocation({ title: post.title, content, tags: post.tags }, locationOptions),
    publicPath: publicPostPath(post.slug),
    doorway: doorway[post.id] ?? null,
    figures: figures.get(post.id) ?? null,
  }));
  return { posts: views, isOwner: user.role === "owner" };
}

const postIdSchema = idSchema("That post does not exist.");

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, env } = context.get(servicesContext);
  const business = context.get(businessContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const reply = (result: ActionResult, status = 200) => data(result, { status });
  // A post that appears or disappears changes its URL and the sitemap: tell IndexNow, when configured.
  const changed = async (ids: readonly string[]) => notifyIndexNow(env, (await postSlugs(db, ids)).map(publicPostPath));

  switch (intent) {
    case "publish":
    case "unpublish":
    case "delete": {
      const id = postIdSchema.safeParse(form.get("id"));
      if (!id.success) return reply(failed("That post does not exist."), 400);
      if (intent === "delete") {
        const trashed = await trashPost(db, id.data, user);
        if (!trashed) return reply(failed("Failed to delete post: it no longer exists."), 404);
        // A published post leaves the public site when it goes to the trash.
        if (trashed.wasPublished) await notifyIndexNow(env, [publicPostPath(trashed.slug)]);
        return reply(succeeded("Post moved to the trash. You can restore it from the Trash for 30 days."));
      }
      if (intent === "unpublish") {
        if (!(await unpublishPost(db, id.data, user))) return reply(failed("Failed to update post status: the post no longer exists."), 404);
        await changed([id.data]);
        return reply(succeeded("Post saved as draft"));
      }
      const result = await publishPosts(db, [id.data], { business, by: user, confirmDoorway: form.get("confirmDoorway") === "on" });
      if (result.missing.length) return reply(failed("Failed to update post status: the post no longer exists."), 404);
      if (result.blocked.length) {
        return reply(failed(`Not published: ${blockedMessage(result.blocked)}. Replace or define these placeholders first.`), 422);
      }
      if (result.hold) return reply(failed(doorwayHeldMessage(result.held, result.hold)), result.hold === "confirm" ? 409 : 403);
      await changed([id.data]);
      return reply(succeeded("Post published"));
    }
    case "publish-selected": {
      const ids = z.array(idSchema("One of the selected posts no longer exists.")).max(500, "Select at most 500 posts at a time.").safeParse(form.getAll("ids"));
      if (!ids.success) return reply(failed(`Failed to publish selected posts: ${ids.error.issues[0].message}`), 400);
      if (ids.data.length === 0) return reply(succeeded("No drafts selected for publishing", "info"));
      const result = await publishPosts(db, ids.data, { business, by: user, confirmDoorway: form.get("confirmDoorway") === "on" });
      const notOut = new Set([...result.blocked.map((b) => b.id), ...result.held.map((h) => h.id), ...result.missing]);
      await changed(ids.data.filter((i) => !notOut.has(i)));
      const parts: string[] = [];
      if (result.published) parts.push(`Successfully published ${result.published} posts`);
      if (result.blocked.length) parts.push(`Not published: ${blockedMessage(result.blocked)}`);
      if (result.hold) parts.push(doorwayHeldMessage(result.held, result.hold).replace(/\.$/, ""));
      if (result.missing.length) parts.push(`${result.missing.length} selected posts no longer exist`);
      const refused = result.blocked.length + result.held.length + result.missing.length;
      const tone = refused ? (result.published ? "info" : "error") : "success";
      return reply({ ok: tone !== "error", tone, message: parts.join(". ") }, tone === "error" ? 422 : 200);
    }
    case "delete-drafts": {
      const count = await trashDrafts(db, user);
      return count === 0
        ? reply(succeeded("No draft posts to delete", "info"))
        : reply(succeeded(`Moved ${count} draft posts to the trash. You can restore them from the Trash for 30 days.`));
    }
    default:
      return reply(failed("Unknown action."), 400);
  }
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  return <PostsManager posts={loaderData.posts} isOwner={loaderData.isOwner} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 401) throw error;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : "";
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-lg border border-red-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold">Failed to Load Posts</h1>
      <p className="mt-2 text-muted">{detail ? `Failed to load blog posts: ${detail}` : "Failed to load blog posts"}</p>
      <button type="button" className={buttonClass("secondary", "sm", "mt-6")} onClick={() => revalidator.revalidate()}>
        Try Again
      </button>
    </div>
  );
}
