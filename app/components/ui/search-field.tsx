import { Search } from "lucide-react";
import { useEffect, useId, useRef, type InputHTMLAttributes } from "react";

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> {
  label: string;
  /** Controlled by React; leave both out for a plain form field (pages that do not hydrate). */
  value?: string;
  onValueChange?: (value: string) => void;
}

/** A labelled search box with a magnifier, filtering as the visitor types. */
export function SearchField({ label, value, onValueChange, id, className, ...input }: SearchFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const ref = useRef<HTMLInputElement>(null);
  // Text typed before the page finished hydrating is still in the box: pick it up once.
  useEffect(() => {
    const typed = ref.current?.value;
    if (onValueChange && typed && typed !== value) onValueChange(typed);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- only the server-rendered box can hold such text
  }, []);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          ref={ref}
          id={inputId}
          type="search"
          value={value}
          onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
          autoComplete="off"
          className="field-input pl-9"
          {...input}
        />
      </div>
    </div>
  );
}
