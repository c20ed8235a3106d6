import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { mobileMenu, servicesAndResources } from "~/content/navigation";
import { Logo } from "./logo";
import { useBusiness } from "./use-business";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

/** Public header (spec §2.2): dropdown, Gallery, phone, Instant Estimate, Contact Us, Book Free Inspection. */
export function SiteHeader() {
  const business = useBusiness();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/home" className="shrink-0" aria-label={`${business.name} home`}>
          {/* Between 1024 and 1280px the full desktop menu needs the room: the mark stands alone. */}
          <Logo name={business.name} nameClassName="lg:max-xl:sr-only" />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          <ServicesDropdown />
          <NavLink to="/gallery/" className={buttonClass("ghost")}>
            Gallery
          </NavLink>
          <PhoneLink phone={business.phones.main} className={buttonClass("ghost", "sm", "whitespace-nowrap")} aria-label={`Call ${business.phones.main.display}`}>
            <Phone aria-hidden="true" className="size-4" />
            {/* The number itself from 1280px; between 1024 and 1280 the icon keeps the row on one line. */}
            <span className="hidden xl:inline">{business.phones.main.display}</span>
          </PhoneLink>
          <Link to="/contact#instant-estimate" className={buttonClass("ghost", "sm", "whitespace-nowrap")}>
            Instant Estimate
          </Link>
          <Link to="/contact" className={buttonClass("outline", "sm", "whitespace-nowrap")}>
            Contact Us
          </Link>
          <Link to="/book-inspection" className={buttonClass("primary", "sm", "whitespace-nowrap")}>
            Book Free Inspection
          </Link>
        </nav>

        <div className="flex items-center gap-2 lg:hidden">
          <PhoneLink phone={business.phones.main} className={buttonClass("ghost", "sm", "px-3")} aria-label={`Call ${business.phones.main.display}`}>
            <Phone aria-hidden="true" className="size-5" />
          </PhoneLink>
          <button
            type="button"
            className={buttonClass("ghost", "sm", "px-3")}
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      <div
        id={mobileId}
        hidden={!mobileOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-brand-100 bg-white lg:hidden">
        <nav aria-label="Mobile" className="container-page grid gap-6 py-6 sm:grid-cols-2">
          {mobileMenu.map((group, i) => (
            <section key={group.title} aria-labelledby={`${mobileId}-${i}`}>
              <h2 id={`${mobileId}-${i}`} className="mb-2 font-sans text-xs font-bold tracking-wider text-muted uppercase">
                {group.title}
              </h2>
              <ul className="space-y-1">
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <Link to={link.href} onClick={() => setMobileOpen(false)} className="block rounded px-2 py-2 text-base hover:bg-brand-50">
                      {link.label}
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
            <Link to="/book-inspection" onClick={() => setMobileOpen(false)} className={buttonClass("primary")}>
              Book Free Inspection
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}

function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointer(e: PointerEvent) {
      if (!wrapperRef.current?.contains(e.target as Node)) setOpen(false);
    }
    function onKey(e: KeyboardEvent) {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass("ghost", "sm", "whitespace-nowrap")}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Services &amp; Resources
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-[40rem] rounded-lg border border-brand-100 bg-white p-4 shadow-xl"
      >
        <div className="grid grid-cols-2 gap-4">
          {servicesAndResources.map((group) => (
            <div key={group.title}>
              <p className="mb-2 px-2 text-xs font-bold tracking-wider text-muted uppercase">{group.title}</p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={() => setOpen(false)}
                      className="block rounded px-2 py-1.5 hover:bg-brand-50 focus-visible:bg-brand-50"
                    >
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
