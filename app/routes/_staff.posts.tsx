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
import { cloneOrigins, listStaffPosts, postSlugs } from "~/models/posts/posts.server";
import { publishPosts, unpublishPosts } from "~/models/posts/publish.server";
import { trashDrafts, trashPosts } from "~/models/posts/trash.server";
import { BULK_OPERATIONS, BULK_POST_LIMIT, bulkPublishSummary, bulkTrashSummary, bulkUnpublishSummary } from "~/domain/staff-posts";
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
  const [doorway, figures, origins] = await Promise.all([
    doorwayReports(db, posts),
    postFigures(db, officeToday(clock(), OFFICE_TIME_ZONE)),
    cloneOrigins(db, posts),
  ]);
  const locationOptions = { businessName: business.name, mainPhone: business.phones.main.display, homeCity: "Rocky Mount" };
  const views: StaffPostView[] = posts.map(({ content, ...post }) => ({
    ...post,
    publishedDate: post.publishedDate?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    location: extractLocation({ title: post.title, content, tags: post.tags }, locationOptions),
    cloneOf: origins.get(post.id) ?? null,
    publicPath: publicPostPath(post.slug),
    doorway: doorway[post.id] ?? null,
    figures: figures.get(post.id) ?? null,
  }));
  return { posts: views, isOwner: user.role === "owner" };
}

const postIdSchema = idSchema("That post does not exist.");

/** A bulk request (docs/decisions/013-publishing.md): what to do, and to which posts. */
const bulkSchema = z.object({
  operation: z.enum(BULK_OPERATIONS, { error: "Choose publish, unpublish or delete." }),
  ids: z
    .array(idSchema("One of the selected posts does not exist."))
    .min(1, "Select at least one post.")
    .max(BULK_POST_LIMIT, `Select at most ${BULK_POST_LIMIT} posts at a time.`),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, env } = context.get(servicesContext);
  const business = context.get(businessContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const reply = (result: ActionResult, status = 200) => data(result, { status });
  // A post that appears or disappears changes its URL and the sitemap: tell IndexNow, when configured.
  const changed = async (ids: readonly string[]) => notifyIndexNow(env, (await postSlugs(db, ids)).map(publicPostPath));
  const confirmDoorway = form.get("confirmDoorway") === "on";

  switch (intent) {
    case "publish":
    case "unpublish":
    case "delete": {
      const id = postIdSchema.safeParse(form.get("id"));
      if (!id.success) return reply(failed("That post does not exist."), 400);
      if (intent === "delete") {
        const { trashed } = await trashPosts(db, [id.data], user);
        if (!trashed.length) return reply(failed("Failed to delete post: it no longer exists."), 404);
        // A published post leaves the public site when it goes to the trash.
        if (trashed[0].wasPublished) await notifyIndexNow(env, [publicPostPath(trashed[0].slug)]);
        return reply(succeeded("Post moved to the trash. You can restore it from the Trash for 30 days."));
      }
      if (intent === "unpublish") {
        const result = await unpublishPosts(db, [id.data], user);
        if (result.missing.length) return reply(failed("Failed to update post status: the post no longer exists."), 404);
        await changed(result.unpublished);
        return reply(succeeded("Post saved as draft"));
      }
      const result = await publishPosts(db, [id.data], { business, by: user, confirmDoorway });
      if (result.missing.length) return reply(failed("Failed to update post status: the post no longer exists."), 404);
      if (result.blocked.length) {
        return reply(failed(`Not published: ${blockedMessage(result.blocked)}. Replace or define these placeholders first.`), 422);
      }
      if (result.hold) return reply(failed(doorwayHeldMessage(result.held, result.hold)), result.hold === "confirm" ? 409 : 403);
      await changed([id.data]);
      return reply(succeeded("Post published"));
    }
    case "bulk": {
      const parsed = bulkSchema.safeParse({ operation: form.get("operation"), ids: form.getAll("ids") });
      if (!parsed.success) return reply(failed(`Nothing was changed: ${parsed.error.issues[0].message}`), 400);
      const { operation, ids } = parsed.data;
      if (operation === "delete") {
        const result = await trashPosts(db, ids, user);
        const wentOff = result.trashed.filter((p) => p.wasPublished).map((p) => publicPostPath(p.slug));
        if (wentOff.length) await notifyIndexNow(env, wentOff);
        const summary = bulkTrashSummary(result);
        return reply(summary, summary.ok ? 200 : 404);
      }
      if (operation === "unpublish") {
        const result = await unpublishPosts(db, ids, user);
        await changed(result.unpublished);
        const summary = bulkUnpublishSummary(result);
        return reply(summary, summary.ok ? 200 : 404);
      }
      // The same rules as one publish: the placeholder guard and the doorway gate, per post.
      const result = await publishPosts(db, ids, { business, by: user, confirmDoorway });
      const notOut = new Set([...result.blocked.map((b) => b.id), ...result.held.map((h) => h.id), ...result.missing]);
      await changed(ids.filter((i) => !notOut.has(i)));
      const summary = bulkPublishSummary(result);
      return reply(summary, summary.ok ? 200 : 422);
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
