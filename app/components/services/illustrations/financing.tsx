import { frame } from "./frame";

export function FinancingIllustration({ label = "Illustration of a house with a calendar and falling monthly payment bars" }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={frame} role="img" aria-label={label}>
      <rect width="480" height="320" fill="#0a1b30" />
      <path d="M60 170 L160 100 L260 170 Z" fill="#2a5a8f" />
      <path d="M50 176 L160 96 L270 176" fill="none" stroke="#d9822b" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="80" y="170" width="160" height="90" fill="#f7f3ec" />
      <rect x="144" y="206" width="32" height="54" fill="#14365d" />
      {[110, 90, 72, 56, 42].map((h, i) => (
        <rect key={i} x={300 + i * 32} y={260 - h} width="22" height={h} rx="3" fill={i === 4 ? "#d9822b" : "#aac5e6"} />
      ))}
      <path d="M0 260 H480 V320 H0 Z" fill="#1e4775" />
      <rect x="320" y="40" width="110" height="90" rx="8" fill="#f7f3ec" />
      <rect x="320" y="40" width="110" height="24" rx="8" fill="#d9822b" />
      {[0, 1, 2].map((r) =>
        [0, 1, 2, 3].map((c) => <rect key={`${r}-${c}`} x={332 + c * 24} y={74 + r * 18} width="14" height="10" fill="#aac5e6" />),
      )}
    </svg>
  );
}
