import { Outlet } from "react-router";
import { Toaster } from "sonner";
import type { Route } from "./+types/_staff";
import { requireStaff } from "~/auth/guard.server";
import { StaffHeader } from "~/components/staff-header";

export function loader({ context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  return { email: user.email, isOwner: user.role === "owner" };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-gray-50">
      <StaffHeader email={loaderData.email} isOwner={loaderData.isOwner} />
      <main id="main" className="container-page py-8">
        <Outlet />
      </main>
      <Toaster position="top-right" closeButton />
    </div>
  );
}
