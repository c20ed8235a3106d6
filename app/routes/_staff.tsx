import { useEffect } from "react";
import { data, Outlet } from "react-router";
import { toast, Toaster } from "sonner";
import type { Route } from "./+types/_staff";
import { takeFlash } from "~/auth/flash.server";
import { requireStaff } from "~/auth/guard.server";
import { StaffHeader } from "~/components/staff-header";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const flash = await takeFlash(request);
  return data({ email: user.email, isOwner: user.role === "owner", flash: flash.message }, { headers: flash.headers });
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  useEffect(() => {
    if (flash) toast.success(flash, { id: "staff-flash" });
  }, [flash]);
  return (
    <div className="min-h-screen bg-gray-50">
      <StaffHeader email={loaderData.email} isOwner={loaderData.isOwner} />
      <main id="main" className="container-page py-8">
        <Outlet />
      </main>
      {/* Bottom-right: at the top the toasts would cover the header's Logout button. Expanded: two
          messages in a row (status saved, note added) are both readable, not one faded behind the other. */}
      <Toaster position="bottom-right" closeButton expand />
    </div>
  );
}
