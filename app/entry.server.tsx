import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { InlineStylesContext } from "~/components/inline-styles";
import { LayoutFragmentsContext } from "~/components/layout-fragments";
import { layoutFragments } from "~/components/layout-fragments.server";
import { ScriptNonceContext } from "~/components/islands/script-nonce";
import { pageHydrates } from "~/components/islands/hydration";
import { StaticDocumentContext } from "~/components/ui/links";
import { nonceContext } from "~/context.server";
// The stylesheet is inlined into every page: one request fewer before the first paint.
import appCss from "./app.css?inline";

export const streamTimeout = 5_000;

/**
 * The router context with only the routes this request matched. ServerRouter builds a route object
 * for every route of the manifest on each render; a page without React in the browser needs only its
 * own (it ships no manifest, and its links are plain anchors) — docs/decisions/015-scale-and-memory.md.
 */
function withMatchedRoutes(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const match of context.staticHandlerContext.matches) routes[match.route.id] = context.manifest.routes[match.route.id];
  return { ...context, manifest: { ...context.manifest, routes } };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext) || undefined;
  const { matches } = routerContext.staticHandlerContext;
  const hydrates = pageHydrates(matches.map((m) => ({ handle: routerContext.routeModules[m.route.id]?.handle })));
  const fragments = hydrates ? null : layoutFragments(routerContext, loadContext);
  const document = (
    <InlineStylesContext value={appCss}>
      <ScriptNonceContext value={nonce}>
        <LayoutFragmentsContext value={fragments}>
          <StaticDocumentContext value={!hydrates}>
            <ServerRouter context={hydrates ? routerContext : withMatchedRoutes(routerContext)} url={request.url} nonce={nonce} />
          </StaticDocumentContext>
        </LayoutFragmentsContext>
      </ScriptNonceContext>
    </InlineStylesContext>
  );

  if (!hydrates) {
    // A static page has nothing to stream or wait for (its data is loaded, it ships no React): one
    // string, the same markup the stream writes, without the stream's per-chunk encoding into small
    // buffers (a third of React's time on /blog; docs/decisions/015-scale-and-memory.md). Sent in
    // one piece with a known length, which tells the server to compress it whole
    // (server/react-router-handler.ts). An error reaches React Router as a failed shell would.
    const body = Buffer.from(`<!DOCTYPE html>${renderToString(document)}`);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Content-Length", String(body.length));
    return new Response(body, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
