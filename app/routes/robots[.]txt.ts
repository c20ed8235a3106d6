import type { Route } from "./+types/robots[.]txt";
import { STAFF_ROOTS } from "~/domain/staff-paths";
import { businessContext } from "~/context.server";

// Search engines stay out of the staff area, the sign-in pages, the homeowners' warranty portal and the auth API
// (spec §6, docs/decisions/018-warranty-portal.md), and find the sitemap.
export function loader({ context }: Route.LoaderArgs) {
  const business = context.get(businessContext);
  const disallow = [...STAFF_ROOTS.map((r) => `/${r}`), "/auth", "/admin", "/portal", "/api/"];
  const body = ["User-agent: *", ...disallow.map((p) => `Disallow: ${p}`), "", `Host: ${business.siteUrl}`, `Sitemap: ${business.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
