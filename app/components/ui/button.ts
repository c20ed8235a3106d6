/**
 * The class names of a button (or a link that looks like one), from a variant and a size, so the
 * same button reads the same everywhere. Styles live in app.css (`btn`, `btn-primary`, …).
 */
const VARIANTS = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  outline: "btn-outline",
  ghost: "btn-ghost",
  danger: "btn-danger",
  /** White outline on the dark hero bands. */
  onDark: "border border-white text-white hover:bg-white/10",
} as const;

const SIZES = {
  sm: "",
  md: "px-5 py-3",
  lg: "px-6 py-3 text-base",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(variant: ButtonVariant, size: ButtonSize = "sm", extra = ""): string {
  return ["btn", VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(" ");
}
