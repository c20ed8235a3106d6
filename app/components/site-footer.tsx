import { Mail, MapPin, Phone } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/root-data";
import { formatAddress, type Business } from "~/domain/business";
import { footerGuides, legalLinks, servicesAndResources } from "~/content/navigation";
import { Logo } from "./logo";
import { useBusiness } from "./use-business";
import { buttonClass } from "~/components/ui/button";
import { EmailAddress, ExternalLink, Link, PhoneLink } from "~/components/ui/links";

/** Public footer (spec §2.2): offices, links, 16 social and review profiles, call button, legal links, credit. */
export function SiteFooter() {
  const business = useBusiness();
  const year = useRouteLoaderData<RootData>("root")?.year;
  return (
    <footer className={SITE_FOOTER_CLASS}>
      <SiteFooterContent business={business} year={year} />
    </footer>
  );
}

export const SITE_FOOTER_CLASS = "bg-brand-900 text-brand-100";

/**
 * What the footer holds, from its props only: static pages get it as HTML rendered once per
 * variant (app/components/layout-fragments.server.tsx), hydrating pages render it each time.
 */
export function SiteFooterContent({ business, year }: { business: Business; year: number | undefined }) {
  return (
    <>
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo name={business.name} inverted />
          <p className="text-sm leading-relaxed">
            Roof replacement, repair and storm restoration for homes, businesses and churches across {business.serviceArea}
            {business.foundingYear ? `, since ${business.foundingYear}` : ""}.
          </p>
          <PhoneLink phone={business.phones.main} className={buttonClass("primary")}>
            <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
          </PhoneLink>
          {business.phones.emergency ? (
            <p className="text-sm">
              24/7 emergency line: <PhoneLink phone={business.phones.emergency} className="font-semibold text-white underline" />
            </p>
          ) : null}
        </div>

        {servicesAndResources.map((group) => (
          <nav key={group.title} aria-label={`Footer ${group.title}`}>
            <h2 className="mb-3 font-sans text-sm font-bold tracking-wider text-white uppercase">{group.title}</h2>
            <ul className="space-y-1.5 text-sm">
              {(group.title === "Resources" ? [...group.links, ...footerGuides] : group.links).map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="mb-3 font-sans text-sm font-bold tracking-wider text-white uppercase">Offices</h2>
          <ul className="space-y-4 text-sm">
            {business.offices.map((office) => (
              <li key={office.id}>
                <p className="font-semibold text-white">{office.name}</p>
                <p className="flex gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {office.kind === "service-area" ? `${office.city}, ${office.state} ${office.zip}` : formatAddress(office)}
                </p>
                <PhoneLink phone={office.phone} className="flex gap-2 hover:text-white">
                  <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {office.phone.display}
                </PhoneLink>
              </li>
            ))}
            <li>
              <a className="flex gap-2 hover:text-white" href={`mailto:${business.emails.claims}`}>
                {/* min-w-0: the address may break rather than widen the column. */}
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />{" "}
                <span className="min-w-0">
                  <EmailAddress address={business.emails.claims} />
                </span>
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-brand-800">
        <div className="container-page py-6">
          <h2 className="sr-only">Find us online</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs">
            {business.social.map((profile) => (
              <li key={profile.name}>
                <ExternalLink href={profile.url} className="hover:text-white hover:underline" icon={false}>
                  {profile.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-3 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {business.legalName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-4">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            Website by{" "}
            <Link to="/about" className="underline hover:text-white">
              the {business.name} team
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
