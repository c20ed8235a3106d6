import { CalendarCheck, CheckCircle2, MapPin, Phone } from "lucide-react";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/links";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { includedItems, processSteps } from "~/content/company/book-inspection";
import { SERVICE_CITIES as serviceCities } from "~/content/locations/service-cities";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

export default function BookInspection() {
  const business = useBusiness();
  const scheduling = business.external.schedulingUrl;
  return (
    <>
      <PageHero
        eyebrow="Free, no-obligation"
        title="Book a free roof inspection"
        intro={
          <p>
            Find out exactly what shape your roof is in before hurricane season, after a storm, or before you buy or sell a
            home. You get photos, a plain-English explanation and a written recommendation, at no cost.
          </p>
        }
        actions={
          <>
            <ExternalLink href={scheduling} className={buttonClass("primary", "lg")}>
              <CalendarCheck aria-hidden="true" className="size-5" /> Schedule online
            </ExternalLink>
            <PhoneLink phone={business.phones.main} className={buttonClass("onDark", "lg")}>
              <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
            </PhoneLink>
          </>
        }
      />

      <section className="container-page py-16" aria-labelledby="included-heading">
        <h2 id="included-heading" className="text-3xl font-bold">
          What your inspection includes
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {includedItems.map((item) => (
            <li key={item.title} className="flex gap-3 rounded-lg border border-brand-100 p-6">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-600" />
              <div>
                <h3 className="text-xl font-bold">{item.title}</h3>
                <p className="mt-1 text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-brand-50 py-16" aria-labelledby="process-heading">
        <div className="container-page">
          <h2 id="process-heading" className="text-3xl font-bold">
            How it works
          </h2>
          <div className="mt-8">
            <ProcessSteps steps={processSteps.map((s) => ({ title: s.title, description: s.text }))} columns={4} />
          </div>
          <div className="mt-10 flex flex-wrap gap-3">
            <ExternalLink href={scheduling} className={buttonClass("secondary", "md")}>
              Pick your inspection time
            </ExternalLink>
          </div>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="cities-heading">
        <h2 id="cities-heading" className="text-3xl font-bold">
          Where we inspect
        </h2>
        <p className="mt-3 max-w-2xl text-muted">
          Free inspections are available across our Eastern North Carolina service area, including these cities and the
          communities around them.
        </p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {serviceCities.map((city) => (
            <li key={city} className="flex items-center gap-2 rounded-md bg-sand px-4 py-3 font-semibold">
              <MapPin aria-hidden="true" className="size-4 text-accent-600" /> {city}, NC
            </li>
          ))}
        </ul>
        <p className="mt-6 text-muted">
          Not on the list?{" "}
          <Link to="/service-areas" className="font-semibold text-brand-600 underline">
            Search all 70+ towns we serve
          </Link>{" "}
          or call us.
        </p>
      </section>

      <section className="bg-brand-800 py-14 text-white" aria-labelledby="book-heading">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="book-heading" className="text-3xl font-bold text-white">
              Ready to book?
            </h2>
            <p className="mt-2 text-brand-100">Choose a time online in a couple of minutes, or call and we will set it up for you.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ExternalLink href={scheduling} className={buttonClass("primary", "md")}>
              Schedule online
            </ExternalLink>
            <PhoneLink phone={business.phones.main} className={buttonClass("onDark", "md")}>
              <Phone aria-hidden="true" className="size-4" /> Call now
            </PhoneLink>
          </div>
        </div>
      </section>

      <CallToAction title="Rather have a price first?" text="Use our instant estimate for a price range in about a minute, or call to talk it through." />
    </>
  );
}
