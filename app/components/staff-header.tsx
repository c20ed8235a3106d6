import { LogOut } from "lucide-react";
import { Form, Link, NavLink } from "react-router";
import { staffLinks } from "~/content/navigation";
import { Logo } from "./logo";
import { useBusiness } from "./use-business";
import { buttonClass } from "~/components/ui/button";

/** Staff header (spec §2.2): logo to the dashboard, staff links, Logout. */
export function StaffHeader({ email, isOwner }: { email: string; isOwner: boolean }) {
  const business = useBusiness();
  const links = isOwner
    ? [
        ...staffLinks,
        { label: "Staff", href: "/Blog-Page-Builder/staff" },
        { label: "Business Settings", href: "/Blog-Page-Builder/business-settings" },
        { label: "AI Usage", href: "/Blog-Page-Builder/ai-usage" },
      ]
    : staffLinks;
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <Link to="/Blog-Page-Builder" aria-label="Staff dashboard">
          <Logo name={business.name} />
        </Link>
        <nav aria-label="Staff" className="flex flex-wrap items-center gap-1">
          {links.map((link) => (
            <NavLink
              key={link.href}
              to={link.href}
              end
              className={({ isActive }) => `btn btn-ghost ${isActive ? "bg-brand-50" : ""}`}
            >
              {link.label}
            </NavLink>
          ))}
          <span className="hidden px-2 text-sm text-muted md:inline">{email}</span>
          <Form method="post" action="/auth/logout">
            <button type="submit" className={buttonClass("outline")}>
              <LogOut aria-hidden="true" className="size-4" /> Logout
            </button>
          </Form>
        </nav>
      </div>
    </header>
  );
}
