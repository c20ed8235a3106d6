import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { use, useEffect } from "react";
import { staffGuard, optionalStaffUser } from "~/auth/guard.server";
import { isNoIndexPath } from "~/domain/staff-paths";
import { pageMeta } from "~/seo/meta";
import { localBusinessJsonLd, organizationJsonLd, pageBusinessJsonLd } from "~/seo/structured-data";
import { businessContext, servicesContext } from "~/context.server";
import { publicBusiness } from "~/domain/business";
import { currentEstimateOffer } from "~/models/price-book.server";
import { NotFoundPage } from "~/components/not-found";
import { ScrollToTop } from "~/components/scroll-to-top";
import { InlineStyles } from "~/components/inline-styles";
import { buttonClass } from "~/components/ui/button";
import { pageHydrates } from "~/components/islands/hydration";
import { islandsScript } from "~/components/islands/islands-script";
import { speculationRules } from "~/components/islands/speculation-rules";
import { ScriptNonceContext } from "~/components/islands/script-nonce";
import type { RootData } from "~/components/root-data";
import { brandPaletteCss, DEFAULT_BRAND_COLOR } from "~/domain/brand-color";
import { callPingUrl } from "~/domain/phone";
import { CallPingContext } from "~/components/ui/links";

export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const staff = optionalStaffUser(context);
  // Where every estimate button leads, decided once for the page (app/domain/estimate-offer.ts).
  const estimate = await currentEstimateOffer(db, business);
  // The year is the server's, so the footer's copyright line renders the same on both sides.
  const visits = context.get(servicesContext).env.VISITS_BEACON ? "beacon" : "server";
  return { business: publicBusiness(business), staff, estimate, year: new Date().getFullYear(), visits };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  // An error page (404 included) renders its own <title> and robots tag: a second set would be invalid HTML.
  if (error) return [];
  if (!loaderData) return [{ title: "Page not found" }];
  const { business } = loaderData;
  const pathname = location.pathname;
  // /locations lists the offices: one local business record per office (a service area has no office).
  const jsonLd = isNoIndexPath(pathname)
    ? []
    : pathname === "/home" || pathname === "/"
      ? [organizationJsonLd(business)]
      : pathname === "/locations"
        ? business.offices.filter((o) => o.kind !== "service-area").map((o) => localBusinessJsonLd(business, o))
        : [pageBusinessJsonLd(business, pathname)];
  return pageMeta({ business, pathname, jsonLd });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Content pages leave React out of the document (docs/decisions/003-page-weight.md): only the
  // islands script runs there.
  const hydrate = pageHydrates(useMatches());
  const nonce = use(ScriptNonceContext);
  // The owner's brand colour over the site's palette (app/domain/brand-color.ts); nothing for the site's own.
  const root = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  const primary = root?.business.brandColors.primary ?? DEFAULT_BRAND_COLOR;
  const palette = brandPaletteCss(primary);
  // Public pages say how they are counted, for the islands script's beacon (docs/decisions/022-visits-and-attribution.md).
  const visits = root && !isNoIndexPath(pathname) ? root.visits : undefined;
  return (
    <html lang="en-US" data-visits={visits}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={primary} />
        <Meta />
        <Links />
        <InlineStyles />
        {palette ? <style>{palette}</style> : null}
        {/* Controls that only work with the islands script stay out of sight without JavaScript. */}
        <noscript>
          <style>{".js-only{display:none!important}"}</style>
        </noscript>
      </head>
      <body>
        <CallPingContext value={root ? callPingUrl(root.business.siteUrl) : null}>{children}</CallPingContext>
        {hydrate ? (
          <>
            {/* Before any module runs: zod probes `new Function("")` to decide whether to compile its
                validators, and under our CSP (no 'unsafe-eval') the browser reports that probe as a
                violation even though zod catches it (Lighthouse best practices 96 on the form pages).
                zod reads its settings from this global and only creates it when absent. */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }} suppressHydrationWarning />
            <HydrationMark />
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {/* React never rewrites a script's inner HTML while hydrating (the client's copy is minified differently). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: islandsScript }} suppressHydrationWarning />
        {/* Instant navigations between static pages: a link is prerendered when the pointer rests on it. */}
        {hydrate ? null : <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />}
      </body>
    </html>
  );
}

/** Marks the document once React has taken over (error pages too), for tests that must not click too early. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

export default function App() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage signedIn={Boolean(root?.staff)} pathname={location.pathname} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "error" in error.data
      ? String((error.data as { error: unknown }).error)
      : "Something went wrong on our side. Please try again, or call us if it keeps happening.";
  return (
    <main className="container-page py-24 text-center">
      <title>{`Error ${status}`}</title>
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-3xl font-bold">We could not show this page</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">{message}</p>
      <a href="/home" className={buttonClass("secondary", "sm", "mt-8")}>
        Go to the home page
      </a>
    </main>
  );
}
