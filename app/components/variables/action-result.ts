import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { FieldErrors } from "~/domain/form-errors";
import type { VariableFormValues } from "~/domain/content-variables";

export type VariableIntent = "create" | "update" | "delete" | "defaults";

/** What the /variables action answers: a readable message, plus field errors for the form. */
export interface VariableActionResult {
  ok: boolean;
  intent: VariableIntent | null;
  message: string;
  /** Set when the form's input was refused: one message per field, shown next to it. */
  errors?: FieldErrors;
  /** The form's fields as typed, echoed back with `errors`. */
  values?: VariableFormValues;
}

/**
 * Runs `onResult` once per new action result (a fetcher keeps its last data across renders) and
 * shows the result as a toast unless it carries field errors, which the form shows instead.
 * Sonner's toaster is an aria-live region, so the message is announced too.
 */
export function useActionResult(
  result: VariableActionResult | undefined,
  onResult?: (result: VariableActionResult) => void,
) {
  // Whatever the fetcher held before this component mounted was already handled.
  const handled = useRef<VariableActionResult | undefined>(result);
  const callback = useRef(onResult);
  useEffect(() => {
    callback.current = onResult;
  });
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.errors) {
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
    }
    callback.current?.(result);
  }, [result]);
}
