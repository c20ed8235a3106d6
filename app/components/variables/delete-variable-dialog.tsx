import { useId } from "react";
import { useFetcher } from "react-router";
import { useActionResult } from "~/components/ui/use-action-result";
import type { VariableActionResult } from "~/domain/content-variables";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { VariableView } from "./variable-card";
import { buttonClass } from "~/components/ui/button";

/** Asks before deleting (an alert dialog naming the variable; Cancel or Delete). */
export function DeleteVariableDialog({
  variable,
  onClose,
  fallbackFocus,
}: {
  variable: VariableView | null;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
}) {
  const fetcher = useFetcher<VariableActionResult>({ key: "variable-delete" });
  const titleId = useId();
  const descriptionId = useId();
  const busy = fetcher.state !== "idle";

  useActionResult(fetcher.data, (result) => {
    if (result.intent === "delete") onClose();
  });

  return (
    <ModalDialog
      open={variable !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={descriptionId}
      fallbackFocus={fallbackFocus}
      role="alertdialog"
      className="max-w-md"
    >
      <div className="p-5">
        <h2 id={titleId} className="text-xl font-bold">
          Delete {variable?.name}?
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-muted">
          Are you sure you want to delete the variable &ldquo;{variable?.name}&rdquo;? Posts that use{" "}
          <code className="font-mono">{variable?.syntax}</code> will show the placeholder as written and cannot be published until
          it is removed. This action cannot be undone.
        </p>
        <fetcher.Form method="post" className="mt-5 flex justify-end gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={variable?.id ?? ""} />
          <button type="button" className={buttonClass("outline")} onClick={onClose} data-autofocus>
            Cancel
          </button>
          <button type="submit" className={buttonClass("danger")} disabled={busy}>
            {busy ? "Deleting…" : "Delete"}
          </button>
        </fetcher.Form>
      </div>
    </ModalDialog>
  );
}
