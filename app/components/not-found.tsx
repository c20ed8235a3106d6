import { buttonClass } from "~/components/ui/button";

/** The 404 page of spec §2.10. Served with a real 404 status by the catch-all route. */
export function NotFoundPage({ signedIn, pathname }: { signedIn: boolean; pathname: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand px-4">
      <title>Page not found</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="max-w-lg text-center">
        <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
        <p className="mt-4 text-muted">
          We could not find <code className="rounded bg-white px-1.5 py-0.5 text-sm">{pathname}</code>. The page may
          have moved, or the address may have a typo.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={signedIn ? "/Blog-Page-Builder" : "/"} className={buttonClass("secondary")}>
            Return to Dashboard
          </a>
          <a href="/contact" className={buttonClass("outline")}>
            Contact us
          </a>
        </div>
      </div>
    </main>
  );
}
