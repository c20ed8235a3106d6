import { frame } from "./frame";

export function CoatingIllustration({ label = "Illustration of a roller applying a bright white reflective coating across a low-slope roof" }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={frame} role="img" aria-label={label}>
      <rect width="480" height="320" fill="#0a1b30" />
      <circle cx="400" cy="66" r="32" fill="#d9822b" />
      {[0, 1, 2].map((i) => (
        <path key={i} d={`M${370 - i * 26} ${110 + i * 12} l-26 26`} stroke="#fae3c8" strokeWidth="4" strokeLinecap="round" />
      ))}
      <path d="M40 180 L440 180 L400 260 L80 260 Z" fill="#2a5a8f" />
      <path d="M40 180 L250 180 L230 260 L80 260 Z" fill="#f7f3ec" />
      <path d="M250 180 L230 260" stroke="#d6e3f3" strokeWidth="6" />
      <rect x="236" y="162" width="20" height="60" rx="6" fill="#d9822b" transform="rotate(12 246 192)" />
      <path d="M252 160 L300 96" stroke="#aac5e6" strokeWidth="6" strokeLinecap="round" />
      <path d="M0 260 H480 V320 H0 Z" fill="#1e4775" />
      <rect x="80" y="260" width="320" height="40" fill="#14365d" />
    </svg>
  );
}
