import type { ReactNode } from "react";
import { Link } from "~/components/ui/links";
import type { AuthTab } from "~/auth/forms";

/**
 * The frame of the single-task sign-in pages (owner set-up, accepting an invitation, choosing a new
 * password): a card with the page's heading and content, and the way back to the login.
 */
export function AuthCard({ title, back = "Go to login", children }: { title: string; back?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-center text-2xl font-bold">{title}</h1>
        <div className="mt-6 space-y-4">
          {children}
          <p className="text-center text-sm">
            <Link to="/auth" className="font-semibold text-brand-600 underline">
              {back}
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}

/**
 * Login or sign up on /auth. Links, not ARIA tabs: each one opens its own URL (and works without
 * JavaScript), so the current one is marked as the current page rather than as a selected tab.
 */
export function AuthTabs({ current, href }: { current: AuthTab; href: (tab: AuthTab) => string }) {
  return (
    <nav aria-label="Sign in or sign up" className="mt-6 grid grid-cols-2 rounded-lg bg-brand-50 p-1">
      {(["login", "signup"] as const).map((t) => (
        <Link
          key={t}
          to={href(t)}
          replace
          aria-current={current === t ? "page" : undefined}
          className={`rounded-md py-2 text-center text-sm font-semibold ${current === t ? "bg-white text-brand-800 shadow" : "text-muted"}`}
        >
          {t === "login" ? "Login" : "Sign Up"}
        </Link>
      ))}
    </nav>
  );
}
