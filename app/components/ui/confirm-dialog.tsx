import { useId, type ReactNode } from "react";
import { ModalDialog } from "./modal-dialog";
import { buttonClass } from "~/components/ui/button";

/**
 * A yes/no question before something that cannot be undone (spec §4, §5): an alert dialog that
 * Escape or Cancel dismisses; clicking outside does not.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = "danger",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: "danger" | "primary";
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={bodyId} role="alertdialog" className="max-w-md">
      <div className="p-6">
        <h2 id={titleId} className="font-sans text-lg font-bold">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-sm text-muted">
          {children}
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={buttonClass("outline")} onClick={onCancel} data-autofocus>
            Cancel
          </button>
          <button type="button" className={`btn ${tone === "danger" ? "btn-danger" : "btn-secondary"}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
