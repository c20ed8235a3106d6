import { data } from "react-router";
import type { Route } from "./+types/social-card.blog.$file";
import { postCardSlug, postCardText } from "~/domain/social-card";
import { detectCity, getPublishedPostBySlug } from "~/models/blog.server";
import { resolveForRender } from "~/models/post-render.server";
import { socialCardResponse } from "~/seo/social-card.server";
import { businessContext, servicesContext } from "~/context.server";

// /social-card/blog/{slug}.png: the drawn card of a published post (title, town, brand); drafts and unknown slugs are 404s.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = postCardSlug(params.file);
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const stored = slug ? await getPublishedPostBySlug(db, slug) : null;
  if (!stored) throw data("Not found", { status: 404 });
  const [post] = await resolveForRender(db, business, [{ title: stored.title, tags: stored.tags }]);
  const text = postCardText({ title: post.title!, town: detectCity(post as { title: string; tags: string[] | null }), brand: business.name, serviceArea: business.serviceArea });
  return socialCardResponse(request, text, business.brandColors);
}
