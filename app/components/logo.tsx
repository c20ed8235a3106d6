/**
 * The wordmark: a roofline drawn in SVG beside the company name (no image request).
 *
 * `fit`: the name takes only the room its row leaves over (the header's controls come first): it
 * wraps onto two lines, is cut short with an ellipsis, and disappears below 8rem, leaving the mark —
 * whatever the font (docs/decisions/010-fonts-and-layout.md). The row must give the logo `min-w-0`.
 */
export function Logo({
  name,
  image = null,
  inverted = false,
  fit = false,
}: {
  name: string;
  /** The owner's logo picture (Business.logo), shown instead of the drawn roofline. */
  image?: { url: string; width: number; height: number } | null;
  inverted?: boolean;
  fit?: boolean;
}) {
  const nameClass = `font-display leading-tight font-bold ${inverted ? "text-white" : "text-brand-800"}`;
  return (
    <span className={`flex min-w-0 items-center gap-2 ${fit ? "flex-1" : ""}`}>
      {image ? (
        // Sized from the picture, 40 px high: no shift while it loads; the name beside it is the text.
        <img src={image.url} alt="" width={Math.round((40 * image.width) / image.height)} height={40} className="h-10 w-auto max-w-40 shrink-0 object-contain" />
      ) : (
        <svg viewBox="0 0 40 32" width="40" height="32" aria-hidden="true" className="shrink-0">
          <path d="M2 18 L20 4 L38 18" fill="none" stroke={inverted ? "#fae3c8" : "#d9822b"} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M8 16 V29 H32 V16" fill="none" stroke={inverted ? "#ffffff" : "#14365d"} strokeWidth="3.5" strokeLinejoin="round" />
          <path d="M16 29 V21 H24 V29" fill={inverted ? "#ffffff" : "#14365d"} />
        </svg>
      )}
      {fit ? (
        <span className="@container min-w-0 flex-1">
          <span className={`hidden text-base @min-[8rem]:line-clamp-2 @min-[13rem]:text-lg ${nameClass}`}>{name}</span>
        </span>
      ) : (
        <span className={`text-lg ${nameClass}`}>{name}</span>
      )}
    </span>
  );
}
