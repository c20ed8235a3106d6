import { useEffect } from "react";
import { data, Outlet } from "react-router";
import { toast, Toaster } from "sonner";
import type { Route } from "./+types/_staff";
import { takeFlash } from "~/auth/flash.server";
import { requireStaff } from "~/auth/guard.server";
import { StaffHeader } from "~/components/staff-header";
import { Link } from "~/components/ui/links";
import { businessContext } from "~/context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const flash = await takeFlash(request);
  const { site } = context.get(businessContext);
  return data({ email: user.email, isOwner: user.role === "owner", flash: flash.message, site }, { headers: flash.headers });
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  useEffect(() => {
    if (flash) toast.success(flash, { id: "staff-flash" });
  }, [flash]);
  return (
    <div className="min-h-screen bg-gray-50">
      <StaffHeader email={loaderData.email} isOwner={loaderData.isOwner} />
      {loaderData.site.indexable ? null : (
        // Every staff page says the site is not live yet (docs/decisions/021-launch-as-your-company.md).
        <p className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          {loaderData.site.start === "own" ? "Not launched: search engines are told not to list the site." : "The site shows the demo company: it is not launched."}{" "}
          <Link to="/Blog-Page-Builder" className="font-semibold underline">
            See the launch checklist
          </Link>
        </p>
      )}
      <main id="main" className="container-page py-8">
        <Outlet />
      </main>
      {/* Bottom-right: at the top the toasts would cover the header's Logout button. Expanded: two
          messages in a row (status saved, note added) are both readable, not one faded behind the other. */}
      <Toaster position="bottom-right" closeButton expand />
    </div>
  );
}
