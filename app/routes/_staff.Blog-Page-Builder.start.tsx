import { Building2, FlaskConical } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_staff.Blog-Page-Builder.start";
import { requireOwner } from "~/auth/guard.server";
import { setFlash } from "~/auth/flash.server";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/links";
import { startWithDemo } from "~/models/site-start.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";

const OWNER_ONLY = "choose how the site starts";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Which company is this site for?" });
}

/** The first question after the owner's account exists (docs/decisions/021-launch-as-your-company.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context, OWNER_ONLY);
  const { start } = context.get(businessContext).site;
  // The owner's own company is never turned back into the demo.
  if (start === "own") throw redirect("/Blog-Page-Builder");
  return { start, welcome: new URL(request.url).searchParams.get("welcome") === "owner" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = requireOwner(context, OWNER_ONLY);
  const { db, env } = context.get(servicesContext);
  if (context.get(businessContext).site.start === "own") throw redirect("/Blog-Page-Builder");
  await startWithDemo(db, env.businessPins, { userId: owner.id, label: owner.email });
  const headers = new Headers();
  await setFlash(request, headers, "The demo company is on: every public page says it is a demo, and search engines are told not to list the site.");
  throw redirect("/Blog-Page-Builder", { headers });
}

export default function ChooseStart({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { start, welcome } = loaderData;
  return (
    <>
      {welcome ? <p className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">Your owner account is ready.</p> : null}
      <h1 className="text-3xl font-bold">Which company is this site for?</h1>
      <p className="mt-2 max-w-3xl text-muted">
        The site comes with an invented roofing company so you can see every page filled in. Start with your own company and the site
        states only what you tell it; or look around the demo first and switch whenever you are ready: posts and photos you add are kept.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        <li className="flex flex-col rounded-lg border-2 border-brand-700 bg-white p-6">
          <h2 className="flex items-center gap-2 font-sans text-xl font-bold">
            <Building2 aria-hidden="true" className="size-6 text-brand-700" /> My company
          </h2>
          <p className="mt-2 flex-1 text-sm">
            About five minutes: your company&rsquo;s name, main phone, e-mail, your office&rsquo;s address and hours, and the towns you serve.
            Every other fact stays empty, and pages word around it, until you add it in Business Settings. A launch checklist shows what is left.
          </p>
          <Link to="/Blog-Page-Builder/set-up" className={buttonClass("primary", "md", "mt-5 self-start")}>
            Set up my company
          </Link>
        </li>
        <li className="flex flex-col rounded-lg border border-gray-200 bg-white p-6">
          <h2 className="flex items-center gap-2 font-sans text-xl font-bold">
            <FlaskConical aria-hidden="true" className="size-6 text-brand-700" /> Explore the demo
          </h2>
          <p className="mt-2 flex-1 text-sm">
            Pamlico Ridge Roofing, an invented company with offices, figures, a team and job openings, so every page is filled in. While the
            demo is on, every public page says so and search engines are told not to list the site. It can never be launched as it is.
          </p>
          {start === "demo" ? (
            <p className="mt-5 text-sm font-semibold">The demo is on.</p>
          ) : (
            <Form method="post" className="mt-5">
              <button type="submit" className={buttonClass("secondary", "md")} disabled={busy}>
                {busy ? "Starting…" : "Explore the demo"}
              </button>
            </Form>
          )}
        </li>
      </ul>
    </>
  );
}
