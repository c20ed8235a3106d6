import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

const styles = {
  error: { box: "border-red-300 bg-red-50 text-red-900", Icon: CircleAlert },
  success: { box: "border-green-300 bg-green-50 text-green-900", Icon: CircleCheck },
  info: { box: "border-brand-200 bg-brand-50 text-brand-900", Icon: Info },
};

/** A message box; errors are announced immediately, others politely. */
export function Alert({ tone, children }: { tone: keyof typeof styles; children: ReactNode }) {
  const { box, Icon } = styles[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`flex gap-3 rounded-md border p-3 text-sm ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** An action's answer as a screen holds it: none yet, done, or refused with a message or field errors. */
type ActionOutcome = { ok: boolean; tone?: string; message?: string; errors?: unknown } | undefined;

/** A refused action's message, unless it refused fields (those messages stand next to the fields). */
function refusalMessage(result: ActionOutcome): string | null {
  return !result || result.ok || result.errors || !result.message ? null : result.message;
}

/**
 * A refused action's message inside a modal dialog. Everything outside an open modal dialog is inert,
 * so the toast that reports it elsewhere can be neither read by a screen reader nor seen clearly;
 * field errors show next to their fields instead.
 */
export function DialogRefusal({ result }: { result: ActionOutcome }) {
  const message = refusalMessage(result);
  if (message === null) return null;
  return <Alert tone={result?.tone === "info" ? "info" : "error"}>{message}</Alert>;
}

/** A refused action's message at the top of a page; field errors show next to their fields instead. */
export function PageRefusal({ result }: { result: ActionOutcome }) {
  const message = refusalMessage(result);
  if (message === null) return null;
  return (
    <div className="mt-4">
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
