import { Building2, Church, CloudLightning, Home as HomeIcon, ShieldCheck, Star } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/_public.home";
import { CallToAction } from "~/components/marketing/call-to-action";
import { EstimateFrame } from "~/components/embeds/estimate-frame";
import { NewsCarousel } from "~/components/company/news-carousel";
import { RandomGallery } from "~/components/company/random-gallery";
import { useBusiness } from "~/components/use-business";
import { aboutHighlights, latestNews } from "~/content/company/home";
import { homeGalleryPhotos } from "~/models/gallery.server";
import { servicesContext } from "~/services.server";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  try {
    return { gallery: await homeGalleryPhotos(db) };
  } catch (error) {
    // The gallery is decoration: a failed query shows the empty state, never an error page.
    console.error("[home] loading gallery images failed", error);
    return { gallery: [] };
  }
}

const services = [
  {
    icon: HomeIcon,
    title: "Residential Roofing",
    href: "/residential-roofing",
    text: "Architectural shingle, metal and low-slope roofs installed to the manufacturer's specification, so the warranty means something.",
  },
  {
    icon: Building2,
    title: "Commercial Roofing",
    href: "/commercial-roofing",
    text: "TPO, EPDM, modified bitumen and metal systems for warehouses, offices and retail, with maintenance plans that prevent surprises.",
  },
  {
    icon: CloudLightning,
    title: "Storm Damage",
    href: "/storm-damage",
    text: "Emergency tarping around the clock, then photo documentation your insurer can work with and a roof rebuilt right.",
  },
  {
    icon: Church,
    title: "Church Steeples",
    href: "/specialty-services/church-steeple-repair",
    text: "Steeple flashing, cladding and bell-tower roofs repaired by crews who work safely at height and around your services.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <>
      <section className="relative overflow-hidden bg-brand-800 text-white">
        <div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-700 px-3 py-1 text-sm">
              <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
              Rated {business.rating.value}/5 by 200+ Eastern North Carolina customers
            </p>
            <h1 className="text-4xl leading-tight font-bold text-white md:text-5xl">Roofs built for Eastern North Carolina weather</h1>
            <p className="mt-6 max-w-xl text-lg text-brand-100">
              Hurricanes, wind-driven rain and summer humidity are hard on a roof. Since {business.foundingYear}, {business.name} has
              replaced, repaired and restored more than 5,000 roofs from our Rocky Mount headquarters and Greenville office.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/contact#instant-estimate" className={buttonClass("primary", "lg")}>
                Free Estimate
              </Link>
              <Link to="/services" className={buttonClass("onDark", "lg")}>
                Our Services
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="about-heading">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">About {business.name}</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold">
              A local roofer you can reach
            </h2>
            <p className="mt-4 text-muted">
              We started in {business.foundingYear} with one crew and a simple rule: do the work the way we would on our own
              homes. Today we serve 70+ towns and communities across Eastern North Carolina, from Raleigh's eastern suburbs to
              Greenville, and we still answer the phone ourselves.
            </p>
            <Link to="/about" className="mt-6 inline-block font-semibold text-brand-600 underline hover:text-brand-800">
              Read our story and meet the team
            </Link>
          </div>
          <div>
            <dl className="grid gap-6 sm:grid-cols-3">
              <div className="flex flex-col">
                <dt className="text-muted">Years roofing homes and businesses</dt>
                <dd className="order-first text-4xl font-bold text-brand-700">15+</dd>
              </div>
              <div className="flex flex-col">
                <dt className="text-muted">Roofs completed, from Tarboro cottages to Wilson warehouses</dt>
                <dd className="order-first text-4xl font-bold text-brand-700">5,000+</dd>
              </div>
              <div className="flex flex-col">
                <dt className="text-muted">Written workmanship warranty and manufacturer-backed materials</dt>
                <dd className="order-first flex items-center gap-2 text-4xl font-bold text-brand-700">
                  <ShieldCheck aria-hidden="true" className="size-9" /> Insured
                </dd>
              </div>
            </dl>
            <ul className="mt-8 grid gap-4 sm:grid-cols-3">
              {aboutHighlights.map((h) => (
                <li key={h.title} className="rounded-lg border border-brand-100 p-4">
                  <h3 className="text-lg font-bold">{h.title}</h3>
                  <p className="mt-1 text-sm text-muted">{h.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="bg-brand-50 py-16" aria-labelledby="estimate-heading">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr]">
          <div>
            <h2 id="estimate-heading" className="text-3xl font-bold">
              Get an instant roof estimate
            </h2>
            <p className="mt-4 text-muted">
              Enter your address and answer a few questions about your roof. You will see a price range in about a minute,
              with no obligation and no sales visit unless you ask for one.
            </p>
            <p className="mt-4 text-muted">
              Prefer to talk it through?{" "}
              <PhoneLink phone={business.phones.main} className="font-semibold text-brand-700 underline">
                Call {business.phones.main.display}
              </PhoneLink>
              .
            </p>
          </div>
          <EstimateFrame />
        </div>
      </section>

      <section className="bg-sand py-16" aria-labelledby="services-heading">
        <div className="container-page">
          <h2 id="services-heading" className="text-3xl font-bold">
            What we do
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((s) => (
              <li key={s.href} className="flex flex-col rounded-lg bg-white p-6 shadow-sm">
                <s.icon aria-hidden="true" className="size-8 text-accent-600" />
                <h3 className="mt-4 text-xl font-bold">{s.title}</h3>
                <p className="mt-2 flex-1 text-muted">{s.text}</p>
                <Link to={s.href} className="mt-4 font-semibold text-brand-600 underline">
                  More about {s.title.toLowerCase()}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/services" className={buttonClass("secondary", "sm", "mt-8")}>
            See all services
          </Link>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="gallery-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="gallery-heading" className="text-3xl font-bold">
              Recent work
            </h2>
            <p className="mt-2 text-muted">A few roofs from across our service area, picked at random each visit.</p>
          </div>
          <Link to="/gallery/" className="font-semibold text-brand-600 underline hover:text-brand-800">
            View the full gallery
          </Link>
        </div>
        <div className="mt-8">
          <RandomGallery images={loaderData.gallery} />
        </div>
      </section>

      <section className="bg-sand py-16" aria-labelledby="news-heading">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="news-heading" className="text-3xl font-bold">
                Latest news and advice
              </h2>
              <p className="mt-2 text-muted">Storm season, insurance claims, materials and money: what we are telling homeowners this year.</p>
            </div>
            <Link to="/blog" className="font-semibold text-brand-600 underline hover:text-brand-800">
              Visit the blog
            </Link>
          </div>
          <div className="mt-6">
            <NewsCarousel cards={latestNews} label="News articles carousel" />
          </div>
        </div>
      </section>

      <CallToAction
        title="Find out what your roof needs"
        text="A free inspection comes with photos of what we found and a written recommendation, whether that is a repair, a replacement or nothing at all."
      />
    </>
  );
}

function HeroIllustration() {
  return (
    <svg viewBox="0 0 480 320" className="h-auto w-full" role="img" aria-label="Illustration of a house with a new roof under a clearing sky">
      <rect width="480" height="320" rx="16" fill="#0f2846" />
      <circle cx="390" cy="70" r="34" fill="#d9822b" opacity="0.9" />
      <path d="M40 250 Q160 230 260 250 T480 245 V320 H0 V255 Z" fill="#1e4775" />
      <path d="M110 170 L240 80 L370 170 Z" fill="#2a5a8f" />
      <path d="M96 176 L240 76 L384 176" fill="none" stroke="#d9822b" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="130" y="170" width="220" height="90" fill="#f7f3ec" />
      <rect x="220" y="205" width="40" height="55" fill="#14365d" />
      <rect x="150" y="190" width="45" height="35" fill="#aac5e6" />
      <rect x="285" y="190" width="45" height="35" fill="#aac5e6" />
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={`M${140 + i * 22} ${150 - i * 14} L${340 - i * 22} ${150 - i * 14}`} stroke="#14365d" strokeWidth="2" opacity="0.35" />
      ))}
    </svg>
  );
}
