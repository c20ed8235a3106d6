import { Phone } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { AreaList } from "~/components/services/area-list";
import { CheckList } from "~/components/services/check-list";
import { DataTable } from "~/components/services/data-table";
import { FeatureCards } from "~/components/services/feature-cards";
import { HeroPoints } from "~/components/services/hero-points";
import { CommercialIllustration } from "~/components/services/illustrations/commercial";
import { Section } from "~/components/services/section";
import { useBusiness } from "~/components/use-business";
import { SERVICE_CITIES as serviceCities } from "~/content/locations/service-cities";
import { commercialPromises, commercialServices, industries, systemsTable } from "~/content/services/commercial";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";
import { Icon } from "~/components/blocks/icons";

export default function CommercialRoofingPage() {
  const b = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Commercial roofing"
        title="Commercial roofs that keep your business open"
        intro={
          <>
            <p>
              TPO, EPDM, modified bitumen and metal systems for warehouses, offices, churches and retail across Eastern North
              Carolina, installed with the least disruption to your tenants, customers and staff.
            </p>
            <HeroPoints
              label="Commercial highlights"
              points={["500+ commercial projects", "System warranties of 15-20 years", "Maintenance plans available", "Work scheduled around your hours"]}
            />
          </>
        }
        actions={
          <>
            <Link to="/contact" className={buttonClass("primary", "lg")}>
              Request a Roof Survey
            </Link>
            <PhoneLink phone={b.phones.main} className={buttonClass("onDark", "lg")}>
              <Phone aria-hidden="true" className="size-4" /> Call {b.phones.main.display}
            </PhoneLink>
          </>
        }
        aside={<CommercialIllustration />}
      />

      <Section
        id="services"
        eyebrow="Commercial services"
        title="From a single leak to a full re-roof"
        intro="One contractor for installation, repair, restoration and upkeep, so someone knows your roof's whole history."
      >
        <FeatureCards cards={commercialServices} />
      </Section>

      <Section
        id="systems"
        tone="sand"
        eyebrow="Roof systems"
        title="TPO, EPDM, modified bitumen and metal"
        intro="Each system suits a different building. We recommend based on your roof's slope, traffic, rooftop equipment and how long you plan to own it."
      >
        <DataTable {...systemsTable} />
        <p className="mt-4 text-sm text-muted">
          Service life depends on installation quality, drainage and maintenance. Warranty length depends on the system and
          manufacturer; we explain the options in your proposal. For a sound roof that isn't due for replacement, ask about{" "}
          <Link to="/specialty-services/roof-coating" className="font-semibold text-brand-600 underline">
            roof coatings
          </Link>
          .
        </p>
      </Section>

      <Section id="industries" eyebrow="Industries" title="Buildings we work on every week">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {industries.map((item) => (
            <li key={item.name} className="rounded-lg border border-brand-100 p-5">
              <Icon name={item.icon} className="size-7 text-accent-700" />
              <h3 className="mt-3 text-lg font-bold">{item.name}</h3>
              <p className="mt-1 text-sm text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-muted">
          Churches with steeples or bell towers: see our{" "}
          <Link to="/specialty-services/church-steeple-repair" className="font-semibold text-brand-600 underline">
            church steeple repair services
          </Link>
          .
        </p>
      </Section>

      <Section id="promises" tone="dark" title="What property managers can count on">
        <CheckList items={commercialPromises} columns={2} dark />
      </Section>

      <Section
        id="areas"
        tone="brand"
        eyebrow="Service areas"
        title="Commercial roofing across Eastern North Carolina"
        intro="From the Triangle's edge to the coast, with crews based in Rocky Mount and Greenville."
      >
        <AreaList towns={serviceCities} />
      </Section>

      <CallToAction
        title="Get a documented survey of your roof"
        text="We'll inspect your building, photograph what we find and give you a written plan and budget, with no obligation."
      />
    </>
  );
}
