import { Copy, Pencil, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { VARIABLE_MESSAGES } from "~/domain/content-variables";
import { buttonClass } from "~/components/ui/button";
import { PANEL_CLASS } from "~/components/ui/panel";

/** The fields of a content variable the screen shows. */
export interface VariableView {
  id: string;
  name: string;
  description: string | null;
  value: string;
  category: string;
  syntax: string;
}

async function copyToClipboard(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(VARIABLE_MESSAGES.copied);
  } catch {
    toast.error(VARIABLE_MESSAGES.copyFailed);
  }
}

/** Clicking the syntax copies the placeholder, ready to paste into a post (spec §2.11). */
export function CopySyntaxButton({ syntax }: { syntax: string }) {
  return (
    <button
      type="button"
      onClick={() => void copyToClipboard(syntax)}
      aria-label={`Copy ${syntax} to the clipboard`}
      className="inline-flex max-w-full items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-2 py-1 font-mono text-sm text-brand-900 hover:bg-brand-100"
    >
      <span className="truncate">{syntax}</span>
      <Copy aria-hidden="true" className="size-4 shrink-0" />
    </button>
  );
}

export function VariableCard({
  variable,
  onEdit,
  onDelete,
}: {
  variable: VariableView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `variable-${variable.id}`;
  return (
    <article aria-labelledby={headingId} className={`flex h-full flex-col ${PANEL_CLASS} shadow-sm`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="break-all font-sans text-lg font-bold">
          {variable.name}
        </h3>
        <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">{variable.category}</span>
      </div>
      {variable.description ? <p className="mt-1 text-sm text-muted">{variable.description}</p> : null}
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-semibold">Syntax</dt>
          <dd className="mt-1">
            <CopySyntaxButton syntax={variable.syntax} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Value</dt>
          <dd className="mt-1 line-clamp-4 whitespace-pre-wrap break-words">
            {variable.value ? variable.value : <span className="italic text-muted">No value yet</span>}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2 pt-4">
        <button type="button" className={buttonClass("outline")} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {variable.name}</span>
        </button>
        <button type="button" className={buttonClass("ghost", "sm", "text-red-700 hover:bg-red-50")} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {variable.name}</span>
        </button>
      </div>
    </article>
  );
}
