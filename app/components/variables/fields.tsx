import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/** Label, hint and error around one control, wired with aria-describedby (like ui/field.tsx). */
function useFieldIds(id: string | undefined, hint?: string, error?: string | null) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined };
}

function Extras({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string | null; errorId?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | null;
}

export function TextAreaField({ label, hint, error, id, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={ids.inputId} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={ids.inputId}
        className="field-input min-h-28"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
      <Extras hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, hint, error, id, className, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={ids.inputId} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={ids.inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <Extras hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
