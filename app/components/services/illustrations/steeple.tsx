import { frame } from "./frame";

export function SteepleIllustration({ label = "Illustration of a white church steeple with a copper-flashed spire and bell louvers" }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={frame} role="img" aria-label={label}>
      <rect width="480" height="320" fill="#0a1b30" />
      <circle cx="92" cy="70" r="26" fill="#d9822b" opacity="0.9" />
      <path d="M0 280 H480 V320 H0 Z" fill="#1e4775" />
      <path d="M240 20 L212 120 H268 Z" fill="#f7f3ec" />
      <path d="M240 20 V6 M232 12 H248" stroke="#d9822b" strokeWidth="4" strokeLinecap="round" />
      <rect x="206" y="118" width="68" height="8" fill="#d9822b" />
      <rect x="210" y="126" width="60" height="62" fill="#f7f3ec" />
      {[0, 1, 2, 3].map((i) => (
        <path key={i} d={`M222 ${140 + i * 10} H258`} stroke="#14365d" strokeWidth="4" />
      ))}
      <rect x="200" y="188" width="80" height="10" fill="#d9822b" />
      <rect x="196" y="198" width="88" height="82" fill="#f7f3ec" />
      <path d="M228 280 V238 A12 12 0 0 1 252 238 V280 Z" fill="#14365d" />
      <path d="M100 280 V214 L196 178 V280 Z" fill="#2a5a8f" />
      <path d="M380 280 V214 L284 178 V280 Z" fill="#2a5a8f" />
      <path d="M330 92 l30 -10 l20 14" stroke="#aac5e6" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
