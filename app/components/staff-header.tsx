import { LogOut } from "lucide-react";
import { Link } from "~/components/ui/links";
import { Form, NavLink } from "react-router";
import { staffLinksFor } from "~/content/navigation";
import { Logo } from "./logo";
import { useBusiness } from "./use-business";
import { buttonClass } from "~/components/ui/button";

/**
 * Staff header (spec §2.2): logo to the dashboard, staff links, Logout. From 1280px it is one row in
 * any font: the wordmark and the signed-in address share what the links leave over, the links sit
 * closer together until 1536px, and only when nothing is left do their labels wrap inside their
 * buttons (docs/decisions/010-fonts-and-layout.md).
 * Narrower screens put the links on rows of their own below the logo and Logout.
 */
export function StaffHeader({ email, isOwner }: { email: string; isOwner: boolean }) {
  const business = useBusiness();
  const links = staffLinksFor(isOwner);
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="container-page flex max-w-none flex-wrap items-center gap-x-3 gap-y-2 py-2 xl:flex-nowrap xl:gap-x-2">
        <Link to="/Blog-Page-Builder" aria-label="Staff dashboard" className="flex flex-1 items-center">
          <Logo name={business.name} image={business.logo} fit />
        </Link>
        <nav aria-label="Staff" className="order-last flex w-full flex-wrap items-center gap-0.5 text-center xl:order-none xl:w-auto xl:flex-nowrap xl:gap-0">
          {links.map((link) => (
            <NavLink
              key={link.href}
              to={link.href}
              end
              className={({ isActive }) => buttonClass("ghost", "sm", `px-2.5 xl:px-1.5 2xl:px-2.5 ${isActive ? "bg-brand-50" : ""}`)}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        {/* Like the wordmark, the address only takes room the links leave over: cut short, or left out below 8rem. */}
        <span className="@container hidden min-w-0 flex-2 md:block">
          <span className="hidden truncate text-right text-sm text-muted @min-[8rem]:block" title={email}>
            {email}
          </span>
        </span>
        <Form method="post" action="/auth/logout" className="shrink-0">
          <button type="submit" className={buttonClass("outline")}>
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </button>
        </Form>
      </div>
    </header>
  );
}
