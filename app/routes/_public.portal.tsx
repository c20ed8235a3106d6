import { Form, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/_public.portal";
import { readPortalCustomer } from "~/auth/portal-session.server";
import { buttonClass } from "~/components/ui/button";

/** The warranty portal's frame (docs/decisions/018-warranty-portal.md): who is signed in, the portal's pages, sign out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await readPortalCustomer(request, context);
  return { email: customer?.email ?? null };
}

const links = [
  { to: "/portal", label: "Your roofs" },
  { to: "/portal/contact", label: "Contact details" },
  { to: "/portal/reminders", label: "Reminders" },
];

export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.email ? (
        <div className="border-b border-brand-100 bg-brand-50">
          <div className="container-page flex flex-wrap items-center justify-between gap-3 py-2">
            <nav aria-label="Warranty portal" className="flex flex-wrap gap-1">
              {links.map((l) => (
                <NavLink key={l.to} to={l.to} end className={({ isActive }) => `btn btn-ghost ${isActive ? "bg-white" : ""}`}>
                  {l.label}
                </NavLink>
              ))}
            </nav>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-muted">Signed in as {loaderData.email}</span>
              <Form method="post" action="/portal/sign-out">
                <button type="submit" className={buttonClass("outline", "sm")}>
                  Sign out
                </button>
              </Form>
            </div>
          </div>
        </div>
      ) : null}
      <Outlet />
    </>
  );
}
