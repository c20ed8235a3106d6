/**
 * Which pages run React in the browser. A content page exports `handle = staticPage`: the server
 * still renders it with React, but the document carries no React scripts — its interactions are
 * native HTML (details, popover, GET forms, links) plus the small vanilla islands script. Pages that
 * need React (forms with client validation, third-party widgets, the staff area) say nothing and hydrate.
 * A static page is rendered in one synchronous pass (entry.server, `renderToString`): its data must
 * be loaded by its loaders, not awaited in a Suspense boundary (`Await`) — that is for pages that
 * hydrate and stream.
 */
export interface PageHandle {
  hydrate?: boolean;
}

export const staticPage: PageHandle = { hydrate: false };

/** True when the deepest route that has an opinion asks for hydration (the default). */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as PageHandle | undefined;
    if (handle && typeof handle.hydrate === "boolean") return handle.hydrate;
  }
  return true;
}
