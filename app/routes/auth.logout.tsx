import { redirect } from "react-router";
import type { Route } from "./+types/auth.logout";
import { signOut } from "~/auth/staff-auth.server";
import { servicesContext } from "~/context.server";

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(context.get(servicesContext).auth, request);
  return redirect("/auth", { headers });
}

export function loader() {
  throw redirect("/auth");
}
