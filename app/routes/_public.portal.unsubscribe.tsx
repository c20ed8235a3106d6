import { data } from "react-router";
import type { Route } from "./+types/_public.portal.unsubscribe";
import { UnsubscribePage } from "~/components/ui/unsubscribe-page";
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
  if (!done) return data({ ok: false, message: NOT_VALID }, { status: 404 });
  return { ok: true, message: "Done: we will not send you maintenance reminders. You can ask for them again in your portal at any time." };
}

const NOT_VALID = "This link is not valid any more. Sign in to your portal to change your reminders.";

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      title="Stop maintenance reminders"
      answer={actionData}
      known={loaderData.known}
      notValid={NOT_VALID}
      alreadyStopped={loaderData.active ? null : "You receive no maintenance reminders from us."}
      explanation="We will stop the spring, fall and after-storm reminders. Your warranty records and claim updates are not affected."
      button="Stop the reminders"
      back={{ to: "/portal", label: "Go to your warranty portal" }}
    />
  );
}
