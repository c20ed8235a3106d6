import { useEffect, useRef, type ReactNode } from "react";

interface ModalDialogProps {
  open: boolean;
  /** Called whenever the dialog closes (Escape, a Cancel button, or `open` turning false). */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  /** Where focus goes on close when the element that opened the dialog is gone (e.g. a deleted card). */
  fallbackFocus?: () => HTMLElement | null;
  role?: "dialog" | "alertdialog";
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and closes it on
 * Escape; Tab and Shift+Tab cycle inside it (the islands script does that for every modal dialog,
 * app/components/islands/islands-script.ts). On open, focus goes to the element marked
 * `data-autofocus` (else the browser's first focusable element); on close it returns to whatever
 * opened the dialog.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  fallbackFocus,
  role = "dialog",
  className = "",
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    const target = opener.current?.isConnected ? opener.current : (fallbackFocus?.() ?? null);
    target?.focus();
    opener.current = null;
    onClose();
  }

  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={handleClose}
      className={`m-auto w-[calc(100%-2rem)] rounded-lg border border-gray-200 bg-white p-0 text-ink shadow-xl backdrop:bg-brand-900/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
