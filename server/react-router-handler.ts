/**
 * Hands an Express request to React Router. Unlike @react-router/express it gives React Router the
 * body already read (and size-checked) by bodyLimit, and builds the request URL only from values
 * requestGuard has validated, so neither a large body nor an odd Host can reach the router.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { refuse } from "./request-guard";

export function reactRouterHandler(opts: {
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}) {
  const handle = createRequestHandler(opts.build, opts.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const controller = new AbortController();
    let request: Request;
    try {
      const headers = new Headers();
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
      const body = res.locals.body as Buffer | undefined;
      request = new Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(body ?? []),
        signal: controller.signal,
      });
    } catch {
      return refuse(res, 400, "Bad request: the request could not be read.");
    }
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      const response = await handle(request, opts.getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}
