/**
 * The dashboard's launch panel (docs/decisions/021-launch-as-your-company.md): where the site stands
 * — the demo, the owner's company not launched yet, or launched —, "N of M facts are yours", every
 * fact still the demo's or missing with a link to its field, and the Launch button once nothing
 * required is missing.
 */
import { CircleCheck, CircleDashed, Rocket, TriangleAlert } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/links";
import type { SiteStart } from "~/domain/business-settings";
import type { ChecklistItem } from "~/domain/launch";

export interface LaunchPanelView {
  start: SiteStart;
  launchedOn: string | null;
  yours: number;
  total: number;
  /** Facts still the demo's or missing, required ones first. */
  outstanding: ChecklistItem[];
  canLaunch: boolean;
  isOwner: boolean;
}

const SETTINGS = "/Blog-Page-Builder/business-settings";

/** The settings screen's field of a checklist item (the towns served have a screen of their own). */
function fieldHref(key: string, start: SiteStart): string {
  if (key === "serviceArea") return start === "own" ? "/Blog-Page-Builder/service-area" : "/Blog-Page-Builder/set-up";
  return `${SETTINGS}#setting-${key}`;
}

export function LaunchPanel({ view }: { view: LaunchPanelView }) {
  const busy = useNavigation().state === "submitting";
  const { start, launchedOn, yours, total, outstanding, canLaunch, isOwner } = view;
  const launched = launchedOn !== null;
  const heading = start !== "own" ? "The site shows the demo company" : launched ? `Launched on ${launchedOn}` : "Your site is not launched yet";
  return (
    <section aria-labelledby="launch-heading" className={`mt-6 rounded-lg border p-5 ${launched ? "border-gray-200 bg-white" : "border-accent-200 bg-accent-50"}`}>
      <h2 id="launch-heading" className="flex items-center gap-2 font-sans text-lg font-bold">
        {launched ? <CircleCheck aria-hidden="true" className="size-5 text-green-700" /> : <Rocket aria-hidden="true" className="size-5 text-brand-700" />}
        {heading}
      </h2>
      <p className="mt-1 text-sm">
        {start !== "own"
          ? "Every public page says it is a demo and search engines are told not to list the site. When you are ready, set up your company: the demo's facts are forgotten, your posts and photos are kept."
          : launched
            ? "Search engines may list every page."
            : "Search engines are told not to list any page until you launch."}{" "}
        <strong>
          {yours} of {total} facts are yours.
        </strong>
      </p>
      <div className="mt-2 h-2 max-w-md overflow-hidden rounded-full bg-white" role="img" aria-label={`${yours} of ${total} facts are yours`}>
        <div className="h-full bg-brand-700" style={{ width: `${total ? Math.round((yours / total) * 100) : 0}%` }} />
      </div>
      {outstanding.length ? (
        <ul className="mt-4 space-y-1.5 text-sm">
          {outstanding.map((item) => (
            <li key={item.key} className="flex gap-2">
              {item.need === "required" ? (
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
              ) : (
                <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
              )}
              <span>
                {isOwner ? (
                  <Link to={fieldHref(item.key, start)} className="font-semibold underline">
                    {item.label}
                  </Link>
                ) : (
                  <strong>{item.label}</strong>
                )}
                : {item.state === "demo" ? "the demo's" : "missing"}
                {item.need === "required" ? " (needed to launch)" : ""}. {item.advice}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {!isOwner ? (
        <p className="mt-4 text-sm text-muted">The owner sets the company&rsquo;s facts and launches the site.</p>
      ) : start !== "own" ? (
        <Link to="/Blog-Page-Builder/set-up" className={buttonClass("primary", "md", "mt-4")}>
          Set up my company
        </Link>
      ) : launched ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="unlaunch" />
          <button type="submit" className={buttonClass("outline", "sm")} disabled={busy}>
            Take the site off search engines
          </button>
        </Form>
      ) : canLaunch ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="launch" />
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
            <Rocket aria-hidden="true" className="size-4" /> {busy ? "Launching…" : "Launch the site"}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm font-semibold">Launch waits for the facts marked needed above.</p>
      )}
    </section>
  );
}
