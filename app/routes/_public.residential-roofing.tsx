import { Phone } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { AreaList } from "~/components/services/area-list";
import { DataTable } from "~/components/services/data-table";
import { FeatureCards } from "~/components/services/feature-cards";
import { HeroPoints } from "~/components/services/hero-points";
import { HomeRoofIllustration } from "~/components/services/illustrations/home-roof";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Section } from "~/components/services/section";
import { useBusiness } from "~/components/use-business";
import { SERVICE_CITIES as serviceCities } from "~/content/locations/service-cities";
import { heroPoints, materialsTable, replacementSteps, residentialServices } from "~/content/services/residential";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

export default function ResidentialRoofingPage() {
  const b = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Residential roofing"
        title="A new roof built for hurricane season, not just for the sale"
        intro={
          <>
            <p>
              Eastern North Carolina roofs face tropical-storm winds, wind-driven rain, sticky summers that bake shingles and
              pine needles that hold moisture in valleys. We build every roof for those conditions, and we stand behind it in
              writing.
            </p>
            <HeroPoints points={heroPoints} label="What every homeowner gets" />
          </>
        }
        actions={
          <>
            <Link to="/book-inspection" className={buttonClass("primary", "lg")}>
              Book a Free Inspection
            </Link>
            <PhoneLink phone={b.phones.main} className={buttonClass("onDark", "lg")}>
              <Phone aria-hidden="true" className="size-4" /> Call {b.phones.main.display}
            </PhoneLink>
          </>
        }
        aside={<HomeRoofIllustration />}
      />

      <Section
        id="services"
        eyebrow="Residential services"
        title="Everything your home's roof needs"
        intro="From a single lifted shingle to a complete replacement, handled by our own insured crews."
      >
        <FeatureCards cards={residentialServices} />
      </Section>

      <Section
        id="materials"
        tone="sand"
        eyebrow="Materials"
        title="Roofing materials, lifespan and warranty"
        intro="The right material depends on your budget, how long you plan to stay and how exposed your house is to wind. Here is how the options compare."
      >
        <DataTable {...materialsTable} />
        <p className="mt-4 text-sm text-muted">
          Costs are typical ranges for an average Eastern North Carolina home; your written estimate is based on your roof's
          size, pitch and condition. Lifespans assume proper ventilation and routine care. Compare the{" "}
          <Link to="/brands" className="font-semibold text-brand-600 underline">
            shingle brands we install
          </Link>{" "}
          or{" "}
          <Link to="/design-your-roof" className="font-semibold text-brand-600 underline">
            try colors on a house like yours
          </Link>
          .
        </p>
      </Section>

      <Section
        id="process"
        eyebrow="How it works"
        title="Your replacement in four steps"
        intro="No surprises: you know the price, the materials and the schedule before we set foot on the roof."
      >
        <ProcessSteps steps={replacementSteps} columns={4} />
        <p className="mt-8 text-muted">
          Want to spread the cost?{" "}
          <Link to="/financing" className="font-semibold text-brand-600 underline">
            Financing from 5.99% APR
          </Link>{" "}
          is available to qualified buyers.
        </p>
      </Section>

      <Section
        id="areas"
        tone="brand"
        eyebrow="Serving areas"
        title="Homes we serve across Eastern North Carolina"
        intro={`Crews leave our Rocky Mount headquarters and Greenville office every morning for homes in these towns and dozens more.`}
      >
        <AreaList towns={serviceCities} />
      </Section>

      <CallToAction
        title="Find out what your roof really needs"
        text="A free inspection comes with photos of everything we find and a written recommendation. If a repair will do, we'll say so."
      />
    </>
  );
}
