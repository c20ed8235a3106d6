import { Link } from "~/components/ui/links";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_public.portal.sign-in";
import { startPortalSession } from "~/auth/portal-session.server";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { PORTAL_MESSAGES } from "~/domain/portal";
import { portalLinkUsable } from "~/models/portal.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { redeemSignInLink } from "~/warranty/portal-access.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Sign in to your warranty portal", description: "Sign in with the link we e-mailed you." });
}

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);

/**
 * The e-mailed link opens this page, which asks for one press: mail scanners that open links
 * do not press buttons, so they cannot use the one-time link up before the homeowner does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { usable: await portalLinkUsable(servicesWithBusiness(context).db, tokenOf(request), "sign-in") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const used = await redeemSignInLink(request, servicesWithBusiness(context), tokenOf(request));
  if (!used.ok) return answer(used);
  return redirect("/portal", { headers: { "Set-Cookie": await startPortalSession(context, used.value) } });
}

export default function PortalSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const usable = loaderData.usable && !actionData;
  return (
    <section className="py-16" aria-labelledby="sign-in-heading">
      <div className="container-page max-w-xl">
        <h1 id="sign-in-heading" className="text-3xl font-bold">
          Sign in to your warranty portal
        </h1>
        {usable ? (
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass("primary", "lg")} disabled={busy}>
              Sign in
            </button>
          </Form>
        ) : (
          <div className="mt-6 space-y-4">
            <Alert tone="error">{actionData?.message ?? PORTAL_MESSAGES.linkInvalid}</Alert>
            <Link to="/portal" className={buttonClass("secondary", "md")}>
              Get a new link
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
