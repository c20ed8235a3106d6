import { Camera, MapPin, Newspaper } from "lucide-react";
import type { Route } from "./+types/_public.locations._index";
import { OfficeCard } from "~/components/locations/office-card";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { townCountText } from "~/domain/business";
import { locationsIntro, locationsTitle, officeBlurb, officesHeading } from "~/content/locations/offices";
import { locationPagePath } from "~/domain/slugs";
import { featuredTownNames, runFrom, townsByOffice } from "~/models/locations.server";
import { businessContext, servicesContext } from "~/context.server";
import { buttonClass } from "~/components/ui/button";
import { Link, PhoneLink } from "~/components/ui/links";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** Each office's card text (from the towns it serves) and the towns the page lists, from the data. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const [byOffice, cities] = await Promise.all([townsByOffice(db, business), featuredTownNames(db, business)]);
  const blurbs = Object.fromEntries(
    business.offices.map((o) => [o.id, officeBlurb(o, (byOffice.get(o.id) ?? []).map((t) => t.name), o.kind === "service-area" ? runFrom(business, o) : null)]),
  );
  return { blurbs, cities };
}

/** /locations: the offices, the core service cities and where to go next (spec §2.4), from the offices and towns of the business. */
export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const { blurbs, cities } = loaderData;
  const allListed = cities.length >= business.towns.count;
  return (
    <>
      <PageHero
        eyebrow="Our locations"
        title={locationsTitle(business.offices)}
        intro={<p>{locationsIntro(business.name, business.offices)}</p>}
        actions={
          <>
            <Link to="/contact" className={buttonClass("primary", "md")}>
              Contact an office
            </Link>
            <Link to="/service-areas" className={buttonClass("onDark", "md")}>
              Find your town
            </Link>
          </>
        }
      />

      <section aria-labelledby="offices-title" className="container-page py-14">
        <h2 id="offices-title" className="text-3xl font-bold">
          {officesHeading(business.offices)}
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          {business.offices.length > 1 ? "Call the office nearest you or stop by during business hours." : "Call us or stop by during business hours."}
          {business.phones.emergency ? (
            <>
              {" "}
              For a roof leaking right now, our 24/7 emergency line is{" "}
              <PhoneLink phone={business.phones.emergency} className="font-semibold text-brand-600 underline" />.
            </>
          ) : null}
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {business.offices.map((office) => (
            <OfficeCard key={office.id} office={office} blurb={blurbs[office.id]} />
          ))}
        </div>
      </section>

      <section aria-labelledby="cities-title" className="bg-sand">
        <div className="container-page py-14">
          <h2 id="cities-title" className="text-3xl font-bold">
            {allListed ? "Towns we serve" : "Cities we serve most"}
          </h2>
          <p className="mt-3 max-w-3xl text-muted">
            {allListed
              ? "Each town's page covers its local history, the weather its roofs face and the towns nearby. "
              : "These towns are the heart of our service area. Each page covers local history, the weather its roofs face and the towns nearby. "}
            We serve {townCountText(business)} towns and communities in all; find yours on the{" "}
            <Link to="/service-areas" className="font-semibold text-brand-600 underline">
              service areas page
            </Link>
            .
          </p>
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {cities.map((city) => (
              <li key={city}>
                <Link
                  to={locationPagePath(city)}
                  className="flex items-center gap-2 rounded-md border border-brand-100 bg-white px-4 py-3 font-semibold text-brand-700 hover:border-brand-500 hover:bg-brand-50"
                >
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
                  <span className="min-w-0">{city}, NC</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="more-title" className="container-page py-14">
        <h2 id="more-title" className="text-3xl font-bold">
          See our work and local advice
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-lg border border-gray-200 p-6">
            <Newspaper aria-hidden="true" className="size-8 text-brand-600" />
            <h3 className="mt-3 text-xl font-bold">Roofing blog, town by town</h3>
            <p className="mt-2 text-muted">Storm preparation, insurance claims and material choices, written for the towns we serve.</p>
            <Link to="/blog" className={buttonClass("secondary", "sm", "mt-4")}>
              Read the blog
            </Link>
          </div>
          <div className="rounded-lg border border-gray-200 p-6">
            <Camera aria-hidden="true" className="size-8 text-brand-600" />
            <h3 className="mt-3 text-xl font-bold">Project gallery</h3>
            <p className="mt-2 text-muted">Replacements, repairs and storm restorations from across Eastern North Carolina.</p>
            <Link to="/gallery/" className={buttonClass("secondary", "sm", "mt-4")}>
              View the gallery
            </Link>
          </div>
        </div>
      </section>

      <CallToAction
        title={business.offices.length > 1 ? "Talk to the office nearest you" : "Talk to our office"}
        text="Free inspections with photos and a written recommendation, from the crew that works in your town."
      />
    </>
  );
}
