/**
 * `compression` (1.8) hands every `res.on("drain", fn)` to its zlib stream but leaves
 * `res.off("drain", fn)` to the response, so a listener a writer removes stays on the stream.
 * React Router's writer adds and removes one for each full buffer of a streamed render: a render
 * larger than the socket's buffer left dozens on the stream and logged Node's
 * MaxListenersExceededWarning for each such page. Installed after `compression`, this keeps the
 * writers' drain listeners in a set of its own and gives `compression` one listener for all of them.
 */
import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

export function drainListenersOnce() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const on = res.on.bind(res);
    const off = res.removeListener.bind(res);
    const waiting = new Set<Listener>();
    let attached = false;
    const dispatch = () => {
      for (const listener of [...waiting]) listener();
    };
    // EventEmitter's `once` goes through `on` and `removeListener`, so it is covered too.
    res.on = res.addListener = function (event: string | symbol, listener: Listener) {
      if (event !== "drain") return on(event, listener);
      waiting.add(listener);
      if (!attached) {
        attached = true;
        on("drain", dispatch);
      }
      return res;
    } as Response["on"];
    res.off = res.removeListener = function (event: string | symbol, listener: Listener) {
      if (event !== "drain") return off(event, listener);
      for (const entry of waiting) if (entry === listener || (entry as Listener & { listener?: Listener }).listener === listener) waiting.delete(entry);
      return res;
    } as Response["off"];
    next();
  };
}
