import { Phone } from "lucide-react";
import { EstimateLink } from "~/components/estimate/estimate-link";
import { useBusiness } from "../use-business";
import { useEstimateOffer } from "../use-estimate-offer";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

const DEFAULT_TEXT = "Get a free inspection with photos, a written recommendation and a written estimate, with no obligation.";
const DEFAULT_INSTANT_TEXT = "Get a free inspection with photos and a written recommendation, or an instant estimate online in under a minute.";

/**
 * The closing call to action every public page ends with: call, estimate or inspection. `instantText`
 * is said instead of `text` only where the site gives a price online (app/domain/estimate-offer.ts).
 */
export function CallToAction({
  title = "Ready for a roof you don't have to worry about?",
  text,
  instantText,
}: {
  title?: string;
  text?: string;
  instantText?: string;
}) {
  const business = useBusiness();
  const { instant } = useEstimateOffer();
  const said = text === undefined ? (instant ? DEFAULT_INSTANT_TEXT : DEFAULT_TEXT) : instant && instantText ? instantText : text;
  return (
    <section aria-labelledby="cta-title" className="bg-accent-50">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold">
            {title}
          </h2>
          <p className="mt-3 text-muted">{said}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <PhoneLink phone={business.phones.main} className={buttonClass("secondary", "md")}>
            <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
          </PhoneLink>
          <EstimateLink className={buttonClass("primary", "md")}>Get a Free Estimate</EstimateLink>
        </div>
      </div>
    </section>
  );
}
