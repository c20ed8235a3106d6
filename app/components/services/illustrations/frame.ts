/**
 * The hero drawings of the service pages, one file each so a page ships only its own. We have no
 * photos, so each hero gets a simple, on-brand drawing with a fixed viewBox (no layout shift) and
 * a text alternative.
 */
export const frame = "h-auto w-full rounded-2xl";
