import { data } from "react-router";
import type { Route } from "./+types/_staff.Blog-Page-Builder.business-settings";
import { requireOwner } from "~/auth/guard.server";
import { BusinessSettingsForm } from "~/components/settings/business-settings-form";
import { SettingsHistory } from "~/components/settings/settings-history";
import { crossChecks, withChanges } from "~/domain/business-settings";
import { readSettingsForm } from "~/domain/settings-form";
import { failed, formValues, succeeded, type ActionResult } from "~/domain/forms";
import { currentSettings, saveSettings, serviceTownCount, settingsHistory } from "~/models/business-settings.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { Link } from "~/components/ui/links";
import { MailDestinations } from "~/components/settings/mail-destinations";
import { mailDestinations } from "~/domain/mail-destinations";
import { businessContext, servicesContext } from "~/context.server";

const OWNER_ONLY = "change the business settings";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Business Settings",
    description: "The company's name, phones, e-mails, offices, hours and figures as the whole site states them.",
  });
}

/** The owner's business settings (docs/decisions/014-business-settings.md): the form and its history. */
export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context, OWNER_ONLY);
  const { db, env } = context.get(servicesContext);
  const [settings, history] = await Promise.all([currentSettings(db, env.businessPins), settingsHistory(db)]);
  const business = context.get(businessContext);
  return {
    start: business.site.start,
    destinations: mailDestinations(business),
    townCount: business.towns.count,
    settings,
    pins: Object.fromEntries([...env.businessPins].map(([key, pin]) => [key, pin.variable])),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = requireOwner(context, OWNER_ONLY);
  const { db, env } = context.get(servicesContext);
  const typed = formValues(await request.formData());
  const pins = env.businessPins;
  const refused = (errors: Partial<Record<string, string>>) =>
    data<ActionResult>(failed("Check the highlighted settings: nothing was saved.", { errors, values: typed }), { status: 400 });

  const read = readSettingsForm(typed, new Set(pins.keys()));
  if (!read.ok) return refused(read.errors);
  const [settings, townCount] = await Promise.all([currentSettings(db, pins), serviceTownCount(db)]);
  const between = crossChecks(withChanges(settings, read.values), { townCount });
  if (Object.keys(between).length) return refused(between);

  const changed = await saveSettings(db, read.values, pins, { userId: owner.id, label: owner.email });
  if (changed.length === 0) return data<ActionResult>(succeeded("Nothing changed: every setting already had the value shown.", "info"));
  return data<ActionResult>(
    succeeded(`Saved ${changed.length === 1 ? "1 change" : `${changed.length} changes`}. Every page, e-mail and search listing shows ${changed.length === 1 ? "it" : "them"} now.`),
  );
}

export default function BusinessSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, pins, history, start, townCount, destinations } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">Business Settings</h1>
      <p className="mt-2 max-w-3xl text-muted">
        The company&rsquo;s facts as the whole site states them: the header and footer, every page, the e-mails the site sends, what search
        engines are told and the business placeholders in posts (such as {"{{businessPhone}}"}). A change shows everywhere as soon as it is
        saved.
      </p>
      {start === "own" ? (
        <p className="mt-3 text-sm">
          You serve {townCount} towns.{" "}
          <Link to="/Blog-Page-Builder/service-area" className="font-semibold underline">
            Change the towns you serve
          </Link>
        </p>
      ) : (
        <p className="mt-4 max-w-3xl rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          These are the invented demo company&rsquo;s facts. Edit them to try the site out, or{" "}
          <Link to="/Blog-Page-Builder/set-up" className="font-semibold underline">
            set up your company
          </Link>{" "}
          to start from yours: the demo&rsquo;s facts are forgotten then.
        </p>
      )}
      <MailDestinations destinations={destinations} />
      {/* A new key after each save, so the fields show the values now stored. */}
      <BusinessSettingsForm key={history[0]?.id ?? "defaults"} settings={settings} pins={pins} result={actionData} />
      <SettingsHistory changes={history} />
    </>
  );
}
