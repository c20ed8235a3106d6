/**
 * Line drawings for the questionnaire's choices (docs/decisions/017-instant-estimate.md): how steep
 * each pitch class looks, and the three roof shapes. Decorative: each choice is named in words.
 */
import { PITCH_CLASSES, type PitchClass, type RoofShape } from "~/domain/roof-measurement";

const frame = { width: 120, height: 72, viewBox: "0 0 120 72", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinejoin: "round", strokeLinecap: "round" } as const;

/** A roof's slope at the class's typical pitch: rise over a 12-unit run, drawn to scale. */
export function PitchPicture({ pitch }: { pitch: PitchClass }) {
  const run = 96;
  const rise = (PITCH_CLASSES[pitch].typical / 12) * run * 0.55;
  const base = 64;
  return (
    <svg {...frame} aria-hidden="true" className="h-16 w-28 text-brand-700">
      <path d={`M12 ${base} L${12 + run} ${base} L${12 + run} ${base - rise} Z`} className="fill-brand-50" />
      <path d={`M12 ${base} L${12 + run} ${base - rise}`} strokeWidth={4} className="text-accent-600" stroke="currentColor" />
    </svg>
  );
}

/** The three shapes as a house seen from the street. */
export function ShapePicture({ shape }: { shape: RoofShape }) {
  return (
    <svg {...frame} aria-hidden="true" className="h-16 w-28 text-brand-700">
      {shape === "gable" ? (
        <>
          <path d="M20 40 L20 66 L64 66 L64 40" />
          <path d="M14 42 L42 14 L70 42 Z" className="fill-accent-100" />
          <path d="M64 40 L104 40 L104 66 L64 66" />
          <path d="M42 14 L98 14 L110 42 L70 42" className="fill-brand-50" />
        </>
      ) : shape === "hip" ? (
        <>
          <path d="M20 40 L20 66 L100 66 L100 40" />
          <path d="M12 42 L36 16 L84 16 L108 42 Z" className="fill-accent-100" />
          <path d="M36 16 L28 42 M84 16 L92 42" />
        </>
      ) : (
        <>
          <path d="M14 42 L14 66 L70 66 L70 42" />
          <path d="M8 44 L42 18 L76 44 Z" className="fill-accent-100" />
          <path d="M70 48 L108 48 L108 66 L70 66" />
          <path d="M62 48 L84 30 L114 30 L114 48 Z" className="fill-brand-50" />
          <path d="M30 36 L30 30 L42 24 L54 30 L54 36" className="fill-white" />
        </>
      )}
    </svg>
  );
}
