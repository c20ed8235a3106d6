import { redirect } from "react-router";
import type { Route } from "./+types/portal.sign-out";
import { endPortalSession } from "~/auth/portal-session.server";

/** POST /portal/sign-out: ends the homeowner's portal session. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await endPortalSession(request, context);
  return redirect("/portal?signed-out", { headers: { "Set-Cookie": cookie } });
}
