import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { ActionResult } from "~/domain/forms";

/**
 * Runs `onResult` once per new action result (a fetcher keeps its last data across renders) and
 * shows the result as a toast unless it carries field errors, which the form shows instead.
 * Sonner's toaster is an aria-live region, so the message is announced too. Errors stay longer.
 */
export function useActionResult<R extends ActionResult<unknown>>(result: R | undefined, onResult?: (result: R) => void) {
  // Whatever the fetcher held before this component mounted was already handled.
  const handled = useRef<R | undefined>(result);
  const callback = useRef(onResult);
  useEffect(() => {
    callback.current = onResult;
  });
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.errors) {
      if (result.tone === "success") toast.success(result.message);
      else if (result.tone === "info") toast.info(result.message, { duration: 8_000 });
      else toast.error(result.message, { duration: 10_000 });
    }
    callback.current?.(result);
  }, [result]);
}
