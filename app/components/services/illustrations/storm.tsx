import { frame } from "./frame";

export function StormIllustration({ label = "Illustration of a house under storm clouds with a blue emergency tarp on the roof" }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={frame} role="img" aria-label={label}>
      <rect width="480" height="320" fill="#0a1b30" />
      <ellipse cx="150" cy="70" rx="110" ry="36" fill="#1e4775" />
      <ellipse cx="330" cy="58" rx="120" ry="40" fill="#2a5a8f" />
      <path d="M270 88 L248 132 H270 L252 172" stroke="#d9822b" strokeWidth="7" fill="none" strokeLinejoin="round" strokeLinecap="round" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
        <path key={i} d={`M${60 + i * 44} ${108 + (i % 3) * 12} l-12 26`} stroke="#aac5e6" strokeWidth="3" strokeLinecap="round" opacity="0.7" />
      ))}
      <path d="M0 272 H480 V320 H0 Z" fill="#1e4775" />
      <path d="M110 200 L240 140 L370 200 Z" fill="#2a5a8f" />
      <path d="M180 172 L262 150 L300 184 L212 196 Z" fill="#3b82f6" />
      <path d="M96 206 L240 136 L384 206" fill="none" stroke="#f7f3ec" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="128" y="204" width="224" height="68" fill="#f7f3ec" />
      <rect x="222" y="226" width="36" height="46" fill="#14365d" />
      <path d="M60 272 C70 230 40 220 66 190" stroke="#aac5e6" strokeWidth="5" fill="none" />
    </svg>
  );
}
