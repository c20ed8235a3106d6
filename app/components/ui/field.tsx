/**
 * The form fields of the whole site: a label, the control, an optional hint and an error message,
 * wired together with aria-describedby and aria-invalid so screen readers announce them.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Classes of the wrapper. */
  className?: string;
  /** Extra classes of the control itself. */
  controlClassName?: string;
}

interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

function FieldShell({
  id,
  frame,
  children,
}: {
  id: string | undefined;
  frame: FieldFrame;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = frame.hint ? `${controlId}-hint` : undefined;
  const errorId = frame.error ? `${controlId}-error` : undefined;
  return (
    <div className={frame.className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-semibold text-ink">
        {frame.label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": frame.error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
        className: ["field-input", frame.controlClassName].filter(Boolean).join(" "),
      })}
      {frame.hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {frame.hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={frame.error} />
    </div>
  );
}

type FieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & { ref?: React.Ref<HTMLInputElement> };

/** A labelled input; a text input unless `type` says otherwise (written out, as validators expect). */
export function Field({ label, hint, error, className, controlClassName, id, type = "text", ...input }: FieldProps) {
  return (
    <FieldShell id={id} frame={{ label, hint, error, className, controlClassName }}>
      {(wiring) => <input {...wiring} type={type} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

/** A labelled multi-line text box. */
export function TextAreaField({ label, hint, error, className, controlClassName = "min-h-28", id, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} frame={{ label, hint, error, className, controlClassName }}>
      {(wiring) => <textarea {...wiring} {...textarea} />}
    </FieldShell>
  );
}

/** A checkbox with its label beside it; checked, it sends `value` ("yes"). */
export function CheckboxField({
  id,
  name,
  value = "yes",
  defaultChecked,
  labelClassName = "text-sm",
  children,
}: {
  id: string;
  name: string;
  value?: string;
  defaultChecked?: boolean;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <input id={id} name={name} type="checkbox" value={value} defaultChecked={defaultChecked} className="mt-1 size-4 shrink-0 accent-brand-700" />
      <label htmlFor={id} className={labelClassName}>
        {children}
      </label>
    </div>
  );
}

type SelectFieldProps = FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & { children: ReactNode };

/** A labelled drop-down. */
export function SelectField({ label, hint, error, className, controlClassName, id, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} frame={{ label, hint, error, className, controlClassName }}>
      {(wiring) => (
        <select {...wiring} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * A control's error message under it, with the id its aria-describedby names; nothing when there is
 * none. `spacing` replaces the default top margin where the message sits elsewhere (above a group);
 * `alert` announces it at once, for a message that appears without a page load.
 */
export function FieldError({
  id,
  error,
  spacing = "mt-1",
  alert = false,
}: {
  id: string | undefined;
  error: string | null | undefined;
  spacing?: string;
  alert?: boolean;
}) {
  return error ? (
    <p id={id} role={alert ? "alert" : undefined} className={`${spacing} text-sm font-medium text-red-700`.trim()}>
      {error}
    </p>
  ) : null;
}
