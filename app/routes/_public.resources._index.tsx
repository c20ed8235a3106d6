import { ClipboardList, Phone, ShieldCheck, Umbrella } from "lucide-react";
import type { Route } from "./+types/_public.resources._index";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { GuideCard } from "~/components/resources/guide-card";
import { InlineText } from "~/components/blocks/inline-text";
import { faqEntries } from "~/components/resources/guide-meta";
import { Accordion } from "~/components/ui/accordion";
import { useBusiness } from "~/components/use-business";
import { guidesInGroup } from "~/content/resources";
import { guideSummary } from "~/content/resources/guide";
import { resolveFacts } from "~/domain/business-facts";
import { businessContext } from "~/context.server";
import { hubFaqs, hubGroups } from "~/content/resources/hub";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { breadcrumbJsonLd, faqJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";
import { buttonClass } from "~/components/ui/button";
import { Link, PhoneLink } from "~/components/ui/links";
import { staticPage } from "~/components/islands/hydration";

const crumbs = [
  { name: "Home", path: "/home" },
  { name: "Resources", path: "/resources" },
];

// Cards only: the guides' text stays on the server.

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

export function loader({ context }: Route.LoaderArgs) {
  // The company's figures in titles and summaries ("Our 5-Year Workmanship Warranty") come from the business settings.
  const business = context.get(businessContext);
  return { groups: hubGroups.map((group) => ({ ...group, guides: resolveFacts(guidesInGroup(group.id).map(guideSummary), business) })) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [
      pageBusinessJsonLd(business, location.pathname),
      breadcrumbJsonLd(business, crumbs),
      faqJsonLd(faqEntries(hubFaqs, business)),
    ],
    extra: [
      {
        name: "keywords",
        content: "roofing guides, homeowner roofing resources, roof insurance claim guide, roof warranty guide, roofing materials, roofing FAQ, Eastern North Carolina",
      },
    ],
  });
}

/** "Storm just hit?" shortcuts into the three guides people need first. */
const stormSteps = [
  { icon: Umbrella, label: "Check for damage safely", href: "/resources/identify-roof-damage" },
  { icon: ClipboardList, label: "Document it for your insurer", href: "/resources/documentation-requirements" },
  { icon: ShieldCheck, label: "Understand the claim process", href: "/resources/insurance-claim-process" },
];

export default function ResourcesHub({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageHero
        eyebrow="Homeowner resources"
        title="Roofing Guides for Eastern North Carolina Homeowners"
        intro={
          <p>
            Plain-English guides from the crews who replace, repair and document roofs across Eastern North Carolina every week: choosing
            materials, what replacement day looks like, spotting storm damage, working through an insurance claim, and making your
            warranties count.
          </p>
        }
        actions={
          <>
            <Link to="/resources/identify-roof-damage" className={buttonClass("primary", "lg")}>
              Check for storm damage
            </Link>
            <PhoneLink phone={business.phones.main} className={buttonClass("onDark", "lg")}>
              <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
            </PhoneLink>
          </>
        }
        aside={<HubIllustration />}
      />

      <section aria-labelledby="storm-heading" className="border-b border-brand-100 bg-accent-50">
        <div className="container-page flex flex-col gap-4 py-6 lg:flex-row lg:items-center lg:justify-between">
          <h2 id="storm-heading" className="font-sans text-lg font-bold text-brand-900">
            Storm just passed through?
          </h2>
          <ol className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {stormSteps.map((s, i) => (
              <li key={s.href}>
                <Link to={s.href} className="inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50">
                  <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
                    {i + 1}
                  </span>
                  <s.icon aria-hidden="true" className="size-4" />
                  {s.label}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="container-page space-y-16 py-14 md:py-20">
        {loaderData.groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className="text-3xl font-bold">
              {group.title}
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{group.description}</p>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {group.guides.map((guide) => (
                <GuideCard key={guide.slug} guide={guide} />
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section aria-labelledby="hub-faq-heading" className="bg-sand">
        <div className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="hub-faq-heading" className="text-3xl font-bold">
              Quick answers
            </h2>
            <p className="mt-3 text-muted">
              The six questions we hear most. For more, see the <Link to="/resources/general-roofing-faq" className="text-brand-700 underline">general roofing FAQ</Link>.
            </p>
            <div className="mt-8 rounded-lg bg-white p-5 shadow-sm">
              <h3 className="font-sans text-lg font-semibold">Still have a question?</h3>
              <p className="mt-2 text-sm text-muted">A real person from our office will answer — by phone or through the contact page.</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to="/contact" className={buttonClass("primary")}>
                  Contact us
                </Link>
                <PhoneLink phone={business.phones.main} className={buttonClass("outline")}>
                  <Phone aria-hidden="true" className="size-4" /> {business.phones.main.display}
                </PhoneLink>
              </div>
            </div>
          </div>
          <Accordion
            headingLevel={3}
            items={hubFaqs.map((faq, i) => ({
              id: `hub-faq-${i}`,
              title: faq.question,
              content: faq.answer.map((p) => (
                <p key={p} className="leading-relaxed">
                  <InlineText text={p} />
                </p>
              )),
            }))}
          />
        </div>
      </section>

      <CallToAction
        title="Rather talk it through?"
        text="Call us or request a free inspection. We'll look at your roof, answer your questions and put everything in writing."
      />
    </>
  );
}

/** Decorative: a house under a sheltering roof with a guidebook. */
function HubIllustration() {
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" className="mx-auto h-auto w-full max-w-md">
      <rect x="0" y="0" width="400" height="300" rx="16" fill="#0a1b30" opacity="0.35" />
      <path d="M60 150 L200 60 L340 150" fill="none" stroke="#d9822b" strokeWidth="14" strokeLinejoin="round" strokeLinecap="round" />
      <rect x="95" y="145" width="210" height="115" rx="4" fill="#eef4fb" />
      <rect x="180" y="195" width="40" height="65" rx="3" fill="#14365d" />
      <rect x="120" y="170" width="40" height="35" rx="2" fill="#aac5e6" />
      <rect x="240" y="170" width="40" height="35" rx="2" fill="#aac5e6" />
      <g transform="translate(262 205) rotate(-8)">
        <rect x="0" y="0" width="96" height="70" rx="6" fill="#fae3c8" />
        <rect x="46" y="0" width="4" height="70" fill="#d9822b" />
        <rect x="10" y="14" width="28" height="4" rx="2" fill="#8f5114" />
        <rect x="10" y="26" width="24" height="4" rx="2" fill="#8f5114" />
        <rect x="10" y="38" width="28" height="4" rx="2" fill="#8f5114" />
        <rect x="58" y="14" width="28" height="4" rx="2" fill="#8f5114" />
        <rect x="58" y="26" width="22" height="4" rx="2" fill="#8f5114" />
        <rect x="58" y="38" width="28" height="4" rx="2" fill="#8f5114" />
      </g>
      <path d="M40 96 q10 -14 20 0 q10 -14 20 0" fill="none" stroke="#d6e3f3" strokeWidth="4" strokeLinecap="round" />
      <path d="M300 70 q10 -14 20 0 q10 -14 20 0" fill="none" stroke="#d6e3f3" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
