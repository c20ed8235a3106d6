import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { useId } from "react";
import { useLocation } from "react-router";
import type { Business } from "~/domain/business";
import { ESTIMATE_ENTRY, mobileMenu, servicesAndResources, type MenuEntry, type NavLink } from "~/content/navigation";
import type { EstimateOffer } from "~/domain/estimate-offer";
import { resolveFacts } from "~/domain/business-facts";
import { Logo } from "./logo";
import { useBusiness } from "./use-business";
import { useEstimateOffer } from "./use-estimate-offer";
import { buttonClass } from "~/components/ui/button";
import { Link, PhoneLink } from "~/components/ui/links";

/** One header per page: a fixed id lets the stylesheet swap the menu icon while the menu is open. */
const MOBILE_MENU_ID = "site-menu";

/** The desktop menu's items: narrower padding while the row is at its tightest (1024–1280px). */
const NAV_ITEM = "lg:max-xl:px-2.5";

/**
 * Public header (spec §2.2): dropdown, Gallery, phone, Instant Estimate (or Free Estimate, where no
 * price can be given online: app/domain/estimate-offer.ts), Contact Us, Book Free Inspection.
 * Both menus are native popovers, so they open, close on Escape or a click outside, and return focus
 * without JavaScript (most public pages ship none, see app/components/islands/hydration.ts).
 */
export function SiteHeader() {
  const business = useBusiness();
  const estimate = useEstimateOffer();
  const { pathname } = useLocation();
  return (
    <header className={SITE_HEADER_CLASS}>
      <SiteHeaderContent business={business} estimate={estimate} inGallery={isGalleryPath(pathname)} />
    </header>
  );
}

export const SITE_HEADER_CLASS = "sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur";

/** The gallery's menu link is the current page's on /gallery/ and below (what a NavLink to it would say). */
export function isGalleryPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith("/gallery/");
}

/**
 * What the header holds, from its props only: static pages get it as HTML rendered once per
 * variant (app/components/layout-fragments.server.tsx), hydrating pages render it each time.
 */
export function SiteHeaderContent({ business, estimate, inGallery }: { business: Business; estimate: EstimateOffer; inGallery: boolean }) {
  const link = (entry: MenuEntry): NavLink => (entry === ESTIMATE_ENTRY ? { label: estimate.label, href: estimate.href } : entry);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* The controls keep their size; the wordmark gets whatever room is left
          (docs/decisions/010-fonts-and-layout.md). */}
      <div className="container-page flex h-header items-center gap-3 lg:gap-4">
        <Link to="/home" className="flex flex-1 items-center" aria-label={`${business.name} home`}>
          <Logo name={business.name} image={business.logo} fit />
        </Link>

        {/* With a wide font the labels wrap onto two lines rather than push the last button out. */}
        <nav aria-label="Main" className="hidden items-center gap-0.5 text-center lg:flex xl:gap-1">
          <ServicesDropdown groups={resolveFacts(servicesAndResources, business)} />
          <Link to="/gallery/" className={buttonClass("ghost", "sm", `${NAV_ITEM} ${inGallery ? "active" : ""}`)} aria-current={inGallery ? "page" : undefined}>
            Gallery
          </Link>
          <PhoneLink phone={business.phones.main} className={buttonClass("ghost", "sm", `${NAV_ITEM} shrink-0 whitespace-nowrap`)} aria-label={`Call ${business.phones.main.display}`}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {/* The number itself from 1280px; between 1024 and 1280 the icon keeps the row on one line. */}
            <span className="hidden xl:inline">{business.phones.main.display}</span>
          </PhoneLink>
          <Link to={estimate.href} className={buttonClass("ghost", "sm", NAV_ITEM)}>
            {estimate.label}
          </Link>
          <Link to="/contact" className={buttonClass("outline", "sm", NAV_ITEM)}>
            Contact Us
          </Link>
          <Link to="/book-inspection" className={buttonClass("primary", "sm", NAV_ITEM)}>
            Book Free Inspection
          </Link>
        </nav>

        <div className="flex shrink-0 items-center gap-1 lg:hidden">
          <PhoneLink phone={business.phones.main} className={buttonClass("ghost", "sm", "px-3")} aria-label={`Call ${business.phones.main.display}`}>
            <Phone aria-hidden="true" className="size-5" />
          </PhoneLink>
          <button type="button" popoverTarget={MOBILE_MENU_ID} className={buttonClass("ghost", "sm", "px-3")}>
            <Menu aria-hidden="true" className="size-6 [header:has(#site-menu:popover-open)_&]:hidden" />
            <X aria-hidden="true" className="hidden size-6 [header:has(#site-menu:popover-open)_&]:block" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      {/* Below the header bar, full width; a popover's display is the browser's, so no display class here. */}
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="inset-x-0 top-header bottom-auto m-0 max-h-[calc(100dvh-var(--spacing-header))] w-full max-w-none overflow-y-auto border-0 border-t border-brand-100 bg-white p-0 shadow-lg lg:hidden"
      >
        <nav aria-label="Mobile" className="container-page grid gap-6 py-6 sm:grid-cols-2">
          {mobileMenu.map((group, i) => (
            <section key={group.title} aria-labelledby={`mobile-menu-${i}`}>
              <h2 id={`mobile-menu-${i}`} className="mb-2 font-sans text-xs font-bold tracking-wider text-muted uppercase">
                {group.title}
              </h2>
              <ul className="space-y-1">
                {group.links.map(link).map(({ href, label }) => (
                  <li key={href + label}>
                    <Link to={href} className="block rounded px-2 py-2 text-base hover:bg-brand-50">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <div className="flex flex-col gap-2 sm:col-span-2">
            <PhoneLink phone={business.phones.main} className={buttonClass("secondary")}>
              <Phone aria-hidden="true" className="size-4" /> Call {business.phones.main.display}
            </PhoneLink>
            <Link to="/book-inspection" className={buttonClass("primary")}>
              Book Free Inspection
            </Link>
          </div>
        </nav>
      </div>
    </>
  );
}

/** The desktop dropdown: a popover placed under its button by CSS anchor positioning. */
function ServicesDropdown({ groups }: { groups: typeof servicesAndResources }) {
  const panelId = useId();
  return (
    <div className="group">
      <button type="button" popoverTarget={panelId} className={buttonClass("ghost", "sm", `${NAV_ITEM} [anchor-name:--services-menu]`)}>
        Services &amp; Resources
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-has-[:popover-open]:rotate-180" />
      </button>
      <div
        id={panelId}
        popover="auto"
        className="inset-auto top-[anchor(bottom)] left-[anchor(left)] mt-2 w-[40rem] rounded-lg border border-brand-100 bg-white p-4 text-ink shadow-xl [position-anchor:--services-menu]"
      >
        <div className="grid grid-cols-2 gap-4">
          {groups.map((group) => (
            <div key={group.title}>
              <p className="mb-2 px-2 text-xs font-bold tracking-wider text-muted uppercase">{group.title}</p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="block rounded px-2 py-1.5 hover:bg-brand-50 focus-visible:bg-brand-50">
                      <span className="block text-sm font-semibold text-brand-800">{link.label}</span>
                      {link.description ? <span className="block text-xs text-muted">{link.description}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
