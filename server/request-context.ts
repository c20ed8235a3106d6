/**
 * Gives every request an id (a trusted proxy's X-Request-Id, or a new one), echoes it in the
 * response, runs the rest of the request inside it (so every log line carries it), and writes one
 * log line per request. The line never holds cookies, authorization or the query string (reset and
 * set-up links carry their tokens there).
 */
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { log, withRequestId } from "./log";
import { fromTrustedProxy } from "./request-guard";

const requestIdPattern = /^[\w.:@=+/-]{1,128}$/;

/** A trusted proxy's well-formed X-Request-Id, or a new id. */
export function newRequestId(incoming: string | string[] | undefined, fromTrusted: boolean): string {
  return typeof incoming === "string" && requestIdPattern.test(incoming) && fromTrusted ? incoming : crypto.randomUUID();
}

export function requestContext(opts: { logRequests: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = newRequestId(req.get("x-request-id"), fromTrustedProxy(req));
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);

    if (opts.logRequests) {
      const started = process.hrtime.bigint();
      const bytesBefore = req.socket.bytesWritten;
      let logged = false;
      const done = () => {
        if (logged) return;
        logged = true;
        withRequestId(requestId, () =>
          log.info("request", {
            method: req.method,
            path: req.originalUrl.split("?")[0].slice(0, 2000),
            status: res.statusCode,
            durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
            bytes: req.socket.bytesWritten - bytesBefore,
            ip: req.ip ?? req.socket.remoteAddress,
            ...(res.writableFinished ? {} : { aborted: true }),
          }),
        );
      };
      res.once("finish", done);
      res.once("close", done);
    }
    withRequestId(requestId, next);
  };
}
