import { frame } from "./frame";

export function HomeRoofIllustration({ label = "Illustration of a two-storey house with a new architectural shingle roof" }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={frame} role="img" aria-label={label}>
      <rect width="480" height="320" fill="#0a1b30" />
      <circle cx="400" cy="64" r="30" fill="#d9822b" />
      <path d="M0 262 Q120 244 240 258 T480 252 V320 H0 Z" fill="#1e4775" />
      <path d="M92 168 L240 70 L388 168 Z" fill="#2a5a8f" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d={`M${112 + i * 20} ${155 - i * 13} H${368 - i * 20}`} stroke="#0f2846" strokeWidth="3" opacity="0.45" />
      ))}
      <path d="M80 174 L240 66 L400 174" fill="none" stroke="#d9822b" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="118" y="170" width="244" height="92" fill="#f7f3ec" />
      <rect x="222" y="204" width="36" height="58" fill="#14365d" />
      <rect x="138" y="188" width="48" height="34" fill="#aac5e6" />
      <rect x="294" y="188" width="48" height="34" fill="#aac5e6" />
      <rect x="300" y="96" width="22" height="44" fill="#b86a1c" />
      <path d="M40 262 V214 M40 214 L26 240 H54 Z" stroke="#2a5a8f" strokeWidth="4" fill="#1e4775" />
      <path d="M430 262 V206 L412 240 H448 L430 206" stroke="#2a5a8f" strokeWidth="4" fill="#1e4775" />
    </svg>
  );
}
