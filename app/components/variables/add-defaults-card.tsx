import { Sparkles } from "lucide-react";
import { useFetcher } from "react-router";
import type { VariableActionResult } from "~/domain/content-variables";
import { buttonClass } from "~/components/ui/button";

export const DEFAULTS_FETCHER_KEY = "variable-defaults";

/**
 * Shown while the library is empty (spec §2.11): one click adds the default library variable (the
 * other defaults of spec §5 are the built-in business placeholders listed above it). The result's
 * toast is shown by the page, because this card disappears as soon as the defaults exist.
 */
export function AddDefaultsCard() {
  const fetcher = useFetcher<VariableActionResult>({ key: DEFAULTS_FETCHER_KEY });
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="no-variables-heading" className="rounded-lg border border-accent-100 bg-accent-50 p-6">
      <h2 id="no-variables-heading" className="text-2xl font-bold">
        No Variables Found
      </h2>
      <p className="mt-2 max-w-2xl text-ink">
        Your own reusable values go here: a seasonal offer, a warranty sentence, a crew lead&rsquo;s name. Start with the service area
        (“Eastern North Carolina”, from the business settings, yours to reword), then add your own.
      </p>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="defaults" />
        <button type="submit" className={buttonClass("primary")} disabled={busy}>
          <Sparkles aria-hidden="true" className="size-4" />
          {busy ? "Adding…" : "Add Default Variables"}
        </button>
      </fetcher.Form>
    </section>
  );
}
