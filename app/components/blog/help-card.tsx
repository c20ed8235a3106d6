import { LifeBuoy, Phone } from "lucide-react";
import { useBusiness } from "../use-business";
import { buttonClass } from "~/components/ui/button";
import { Link, PhoneLink } from "~/components/ui/links";
import { andList } from "~/domain/wording";

/** The sidebar card of the blog (spec §2.8): a person to talk to, one click away. */
export function BlogHelpCard({ headingId = "blog-help-title" }: { headingId?: string }) {
  const business = useBusiness();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-accent-100 bg-accent-50 p-6">
      <LifeBuoy aria-hidden="true" className="size-8 text-accent-700" />
      <h2 id={headingId} className="mt-3 text-2xl font-bold">
        Need help with your roof?
      </h2>
      <p className="mt-2 text-sm text-ink">
        Articles explain; an inspection answers. If you have a leak, missing shingles after a storm or an insurance
        claim to start, talk to our team in {andList(
          business.offices.filter((o) => o.kind !== "service-area").map((o) => o.city),
          "or",
        )}.
        Inspections are free, and you get dated photos of what we find.
      </p>
      <div className="mt-5 flex flex-col gap-2">
        <Link to="/contact" className={buttonClass("primary")}>
          Contact us
        </Link>
        <PhoneLink phone={business.phones.main} className={buttonClass("outline", "sm", "bg-white")}>
          <Phone aria-hidden="true" className="size-4" />
          Call {business.phones.main.display}
        </PhoneLink>
      </div>
    </section>
  );
}
