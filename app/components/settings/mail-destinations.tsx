/**
 * Every address the site sends to, what goes there, a warning beside an address that can never
 * receive mail, and "Send a test" for each (docs/decisions/021-launch-as-your-company.md). The
 * test's answer is announced beside its button.
 */
import { MailWarning, Send } from "lucide-react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { ActionResult } from "~/domain/forms";
import type { MailDestination } from "~/domain/mail-destinations";
import { PANEL_CLASS } from "~/components/ui/panel";

export const MAIL_TEST_PATH = "/Blog-Page-Builder/mail-test";

export function MailDestinations({ destinations, headingLevel = 2 }: { destinations: MailDestination[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const reserved = destinations.filter((d) => d.reserved).length;
  return (
    <section aria-labelledby="mail-destinations-heading" className={`mt-6 ${PANEL_CLASS}`}>
      <Heading id="mail-destinations-heading" className="font-sans text-lg font-bold">
        Where the site&rsquo;s e-mail goes
      </Heading>
      <p className="mt-1 text-sm text-muted">
        {reserved
          ? `${reserved === 1 ? "One address" : `${reserved} addresses`} below can never receive mail: requests sent there are lost. Enter real addresses in Business Settings.`
          : "Send a test to each address to be sure requests reach you."}
      </p>
      <ul className="mt-4 divide-y divide-gray-200">
        {destinations.map((d) => (
          <Destination key={d.address} destination={d} />
        ))}
      </ul>
    </section>
  );
}

function Destination({ destination }: { destination: MailDestination }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-all">{destination.address}</p>
        <p className="text-sm text-muted">Gets {destination.what.join("; ")}.</p>
        {destination.reserved ? (
          <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-800">
            <MailWarning aria-hidden="true" className="size-4 shrink-0" /> A domain reserved for examples: mail to it is never delivered.
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post" action={MAIL_TEST_PATH} className="flex flex-col items-end gap-1">
        <input type="hidden" name="address" value={destination.address} />
        <button type="submit" className={buttonClass("outline", "sm")} disabled={busy}>
          <Send aria-hidden="true" className="size-4" /> {busy ? "Sending…" : "Send a test"}
          <span className="sr-only"> to {destination.address}</span>
        </button>
        <p role="status" className={`max-w-xs text-right text-xs ${result?.ok ? "text-green-800" : "text-red-800"}`}>
          {result && !busy ? result.message : ""}
        </p>
      </fetcher.Form>
    </li>
  );
}
