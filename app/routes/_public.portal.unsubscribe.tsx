import { Link } from "~/components/ui/links";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/_public.portal.unsubscribe";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { remindersByToken, unsubscribeReminders } from "~/models/portal.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesWithBusiness } from "~/context.server";
import { linkToken } from "~/one-time-link.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Stop maintenance reminders", description: "Stop the roof-check reminders we e-mail you." });
}

/** The link in every reminder: no sign-in needed, its token names the homeowner's reminders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const row = await remindersByToken(servicesWithBusiness(context).db, linkToken(request));
  return { known: row !== null, active: Boolean(row && (row.springMonth || row.fallMonth || row.afterStorms)) };
}

/** The button, and mail programs' one-click unsubscribe (RFC 8058: a POST to the same address). */
export async function action({ request, context }: Route.ActionArgs) {
  const done = await unsubscribeReminders(servicesWithBusiness(context).db, linkToken(request));
  if (!done) return data({ ok: false, message: "This link is not valid any more. Sign in to your portal to change your reminders." }, { status: 404 });
  return { ok: true, message: "Done: we will not send you maintenance reminders. You can ask for them again in your portal at any time." };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <section className="py-16" aria-labelledby="unsubscribe-heading">
      <div className="container-page max-w-xl">
        <h1 id="unsubscribe-heading" className="text-3xl font-bold">
          Stop maintenance reminders
        </h1>
        <div className="mt-6 space-y-4">
          {actionData ? (
            <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert>
          ) : !loaderData.known ? (
            <Alert tone="error">This link is not valid any more. Sign in to your portal to change your reminders.</Alert>
          ) : !loaderData.active ? (
            <Alert tone="info">You receive no maintenance reminders from us.</Alert>
          ) : (
            <Form method="post">
              <p className="mb-4">We will stop the spring, fall and after-storm reminders. Your warranty records and claim updates are not affected.</p>
              <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
                Stop the reminders
              </button>
            </Form>
          )}
          <p>
            <Link to="/portal" className="text-brand-700 underline">
              Go to your warranty portal
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
