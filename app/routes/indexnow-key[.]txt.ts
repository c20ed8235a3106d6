import { data } from "react-router";
import type { Route } from "./+types/indexnow-key[.]txt";
import { servicesContext } from "~/context.server";

// IndexNow checks that the key it is sent is published on the site (keyLocation); 404 without one.
export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  if (!env.INDEXNOW_KEY) throw data("Not found", { status: 404 });
  return new Response(env.INDEXNOW_KEY, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
