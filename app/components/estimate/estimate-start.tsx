import { Calculator } from "lucide-react";
import { INSTANT_ESTIMATE_PATH } from "~/domain/estimate-offer";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

/**
 * The instant estimate's first field where a page offers it (home, contact): a plain GET form that
 * opens /instant-estimate with the address filled in, so the page itself carries no per-visit
 * stamp and stays cacheable.
 */
export function EstimateStart() {
  return (
    <div id="instant-estimate" className="scroll-mt-24 rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <Calculator aria-hidden="true" className="size-10 text-accent-600" />
      <form method="get" action={INSTANT_ESTIMATE_PATH} className="mt-4 space-y-4" aria-label="Start an instant estimate">
        <Field
          label="Address of the house"
          name="address"
          autoComplete="address-line1"
          placeholder="House number, street and town"
          hint="We find the house on the map, then work out the size of its roof and its price."
        />
        <button type="submit" className={buttonClass("primary", "lg", "w-full sm:w-auto")}>
          See my price range
        </button>
      </form>
    </div>
  );
}
