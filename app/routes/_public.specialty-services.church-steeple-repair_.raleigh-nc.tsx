import { Siren } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/_public.specialty-services.church-steeple-repair_.raleigh-nc";
import { Breadcrumb, type Crumb } from "~/components/marketing/breadcrumb";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { SteepleIllustration } from "~/components/services/illustrations/steeple";
import { RaleighSectionView } from "~/components/services/raleigh-section";
import { useBusiness } from "~/components/use-business";
import { raleighFaqs, raleighMeta, raleighSections } from "~/content/services/steeple-raleigh";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { breadcrumbJsonLd, faqJsonLd, localBusinessJsonLd, officeForPath } from "~/seo/structured-data";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

const crumbs: Crumb[] = [
  { name: "Home", path: "/home" },
  { name: "Services", path: "/services" },
  { name: "Church Steeple Repair", path: "/specialty-services/church-steeple-repair" },
  { name: "Raleigh, NC", path: "/specialty-services/church-steeple-repair/raleigh-nc" },
];

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    title: raleighMeta.title,
    description: raleighMeta.description,
    jsonLd: [
      localBusinessJsonLd(business, officeForPath(business, location.pathname)),
      breadcrumbJsonLd(business, crumbs),
      faqJsonLd(raleighFaqs),
    ],
    extra: [{ name: "keywords", content: raleighMeta.keywords }],
  });
}

export default function RaleighSteepleRepairPage() {
  const b = useBusiness();
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHero
        eyebrow="Raleigh & Wake County"
        title={raleighMeta.title}
        intro={
          <p>
            Inspection, repair and restoration for the steeples and bell towers of Raleigh's churches, with a crew on site
            within 4 hours when a storm strikes.
          </p>
        }
        actions={
          <>
            <PhoneLink phone={b.phones.emergency} className={buttonClass("primary", "lg")}>
              <Siren aria-hidden="true" className="size-4" /> 24/7 Emergency: {b.phones.emergency.display}
            </PhoneLink>
            <Link to="/contact" className={buttonClass("onDark", "lg")}>
              Request a Free Inspection
            </Link>
          </>
        }
        aside={<SteepleIllustration label="Illustration of a Raleigh church steeple with a copper-flashed spire" />}
      />

      <nav aria-label="On this page" className="border-b border-brand-100 bg-sand">
        <ol className="container-page flex flex-wrap gap-x-6 gap-y-2 py-4 text-sm">
          {raleighSections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="font-semibold text-brand-600 underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {raleighSections.map((section, i) => (
        <RaleighSectionView key={section.id} section={section} tone={i % 2 === 0 ? "white" : "sand"} />
      ))}

      <section aria-labelledby="steeple-main-link-title" className="bg-brand-50 py-10">
        <div className="container-page">
          <h2 id="steeple-main-link-title" className="text-2xl font-bold">
            Outside Raleigh?
          </h2>
          <p className="mt-2 text-muted">
            We repair steeples across Eastern North Carolina.{" "}
            <Link to="/specialty-services/church-steeple-repair" className="font-semibold text-brand-600 underline">
              See our church steeple repair services
            </Link>
            .
          </p>
        </div>
      </section>

      <CallToAction
        title="Get your Raleigh steeple inspected"
        text="A free inspection visit, then a 27-point photo report your building committee can act on."
      />
    </>
  );
}
