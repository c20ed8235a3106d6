/** The wordmark: a roofline drawn in SVG beside the company name (no image request). */
export function Logo({ name, inverted = false, nameClassName = "" }: { name: string; inverted?: boolean; nameClassName?: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 40 32" width="40" height="32" aria-hidden="true" className="shrink-0">
        <path d="M2 18 L20 4 L38 18" fill="none" stroke={inverted ? "#fae3c8" : "#d9822b"} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M8 16 V29 H32 V16" fill="none" stroke={inverted ? "#ffffff" : "#14365d"} strokeWidth="3.5" strokeLinejoin="round" />
        <path d="M16 29 V21 H24 V29" fill={inverted ? "#ffffff" : "#14365d"} />
      </svg>
      <span className={`font-display text-lg leading-tight font-bold ${inverted ? "text-white" : "text-brand-800"} ${nameClassName}`}>{name}</span>
    </span>
  );
}
