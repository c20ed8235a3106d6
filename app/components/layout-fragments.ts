import { createContext } from "react";

/**
 * The public layout's header and footer as HTML, which the server hands to a static page instead of
 * rendering them again (app/components/layout-fragments.server.tsx). Null in the browser and on
 * pages that hydrate: React must render there what it will hydrate.
 */
export interface LayoutFragments {
  header: string;
  footer: string;
}

export const LayoutFragmentsContext = createContext<LayoutFragments | null>(null);
