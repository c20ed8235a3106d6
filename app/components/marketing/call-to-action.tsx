import { Phone } from "lucide-react";
import { Link } from "react-router";
import { useBusiness } from "../use-business";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

/** The closing call to action every public page ends with: call, estimate or inspection. */
export function CallToAction({
  title = "Ready for a roof you don't have to worry about?",
  text = "Get a free inspection with photos, a written recommendation and a written estimate, with no obligation.",
}: {
  title?: string;
  text?: string;
}) {
  const business = useBusiness();
  return (
    <section aria-labelledby="cta-title" className="bg-accent-50">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold">
            {title}
          </h2>
          <p className="mt-3 text-muted">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <PhoneLink phone={business.phones.main} className={buttonClass("secondary", "md")}>
            <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
          </PhoneLink>
          <Link to="/contact" className={buttonClass("primary", "md")}>
            Get a Free Estimate
          </Link>
        </div>
      </div>
    </section>
  );
}
