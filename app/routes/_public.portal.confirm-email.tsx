import { Link } from "~/components/ui/links";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_public.portal.confirm-email";
import { startPortalSession } from "~/auth/portal-session.server";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { portalLinkUsable } from "~/models/portal.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { confirmEmailChange } from "~/warranty/portal-access.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Confirm your new e-mail address", description: "Confirm the address for your warranty records." });
}

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);

export async function loader({ request, context }: Route.LoaderArgs) {
  return { usable: await portalLinkUsable(servicesWithBusiness(context).db, tokenOf(request), "change-email") };
}

/** Moves the homeowner's records to the confirmed address and signs them in with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const confirmed = await confirmEmailChange(request, servicesWithBusiness(context), tokenOf(request));
  if (!confirmed.ok) return answer(confirmed);
  return redirect("/portal/contact?email-changed", { headers: { "Set-Cookie": await startPortalSession(context, confirmed.value) } });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const usable = loaderData.usable && !actionData;
  return (
    <section className="py-16" aria-labelledby="confirm-heading">
      <div className="container-page max-w-xl">
        <h1 id="confirm-heading" className="text-3xl font-bold">
          Confirm your new e-mail address
        </h1>
        {usable ? (
          <Form method="post" className="mt-6">
            <p className="mb-4">From now on we will use this address for your warranty records, claims and reminders, and you will sign in with it.</p>
            <button type="submit" className={buttonClass("primary", "lg")} disabled={busy}>
              Use this address
            </button>
          </Form>
        ) : (
          <div className="mt-6 space-y-4">
            <Alert tone="error">{actionData?.message ?? "This confirmation link has expired or has already been used. Change the address again in your portal."}</Alert>
            <Link to="/portal" className={buttonClass("secondary", "md")}>
              Go to the portal
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
