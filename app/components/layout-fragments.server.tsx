/**
 * The header and footer of static public pages, rendered once and reused
 * (docs/decisions/008-page-cache.md): with their ~80 links they were a quarter of a blog post's
 * render. They depend only on the business config, the year (copyright line), whether the page is
 * in the gallery and where the estimate buttons lead (app/domain/estimate-offer.ts); the content
 * version is part of the key all the same, so nothing shown from the database could ever go stale
 * here.
 */
import { renderToString } from "react-dom/server";
import { MemoryRouter, type EntryContext, type RouterContextProvider } from "react-router";
import type { ReactElement } from "react";
import type { RootData } from "~/components/root-data";
import { servicesContext, type AppServices } from "~/context.server";
import { callPingUrl } from "~/domain/phone";
import type { LayoutFragments } from "./layout-fragments";
import { CallPingContext } from "./ui/links";
import { SiteFooterContent } from "./site-footer";
import { isGalleryPath, SiteHeaderContent } from "./site-header";

const PUBLIC_LAYOUT = "routes/_public";

/** Per server: the fragments of the current content version, by variant (at most a handful). */
const held = new WeakMap<AppServices, { version: number; variants: Map<string, LayoutFragments> }>();

/** The fragments for a static page (one that does not hydrate), or null when it is not a public page. */
export function layoutFragments(entry: EntryContext, loadContext: RouterContextProvider): LayoutFragments | null {
  const { matches, loaderData, location } = entry.staticHandlerContext;
  if (!matches.some((m) => m.route.id === PUBLIC_LAYOUT)) return null;
  const root = loaderData.root as RootData | undefined;
  if (!root) return null;

  const services = loadContext.get(servicesContext);
  const version = services.contentVersion.current;
  let mine = held.get(services);
  if (!mine || mine.version !== version) {
    mine = { version, variants: new Map() };
    held.set(services, mine);
  }
  const inGallery = isGalleryPath(location.pathname);
  const key = `${root.year}:${inGallery}:${root.estimate.kind}`;
  let fragments = mine.variants.get(key);
  if (!fragments) {
    fragments = {
      header: renderFragment(<SiteHeaderContent business={root.business} estimate={root.estimate} inGallery={inGallery} />, root.business.siteUrl),
      footer: renderFragment(<SiteFooterContent business={root.business} year={root.year} />, root.business.siteUrl),
    };
    mine.variants.set(key, fragments);
  }
  return fragments;
}

/**
 * Links need a router, phone links the site's address to ping; ids get their own prefix so they
 * cannot meet the page's own useId values.
 */
function renderFragment(element: ReactElement, siteUrl: string): string {
  return renderToString(
    <MemoryRouter>
      <CallPingContext value={callPingUrl(siteUrl)}>{element}</CallPingContext>
    </MemoryRouter>,
    { identifierPrefix: "layout-" },
  );
}
