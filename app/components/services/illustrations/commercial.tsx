import { frame } from "./frame";

export function CommercialIllustration({ label = "Illustration of a low-slope commercial building with a white membrane roof and rooftop units" }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={frame} role="img" aria-label={label}>
      <rect width="480" height="320" fill="#0a1b30" />
      <path d="M0 270 H480 V320 H0 Z" fill="#1e4775" />
      <rect x="60" y="140" width="360" height="130" fill="#2a5a8f" />
      <rect x="52" y="126" width="376" height="18" fill="#f7f3ec" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <path key={i} d={`M${80 + i * 52} 126 V144`} stroke="#aac5e6" strokeWidth="2" />
      ))}
      <rect x="110" y="100" width="56" height="26" fill="#aac5e6" />
      <rect x="300" y="106" width="40" height="20" fill="#aac5e6" />
      <rect x="118" y="92" width="40" height="8" fill="#d6e3f3" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={84 + i * 66} y="168" width="44" height="30" fill="#0f2846" opacity="0.7" />
      ))}
      <rect x="210" y="214" width="60" height="56" fill="#d9822b" />
      <path d="M40 60 H160" stroke="#d9822b" strokeWidth="6" strokeLinecap="round" />
      <path d="M320 50 H440" stroke="#14365d" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
