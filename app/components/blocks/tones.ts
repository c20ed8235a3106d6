import type { Tone } from "~/content/blocks";

/** The background of each tone of band. */
export const toneClass: Record<Tone, string> = {
  white: "",
  sand: "bg-sand",
  brand: "bg-brand-50",
  dark: "bg-brand-900 text-white",
};
