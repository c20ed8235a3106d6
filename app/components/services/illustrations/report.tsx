import { frame } from "./frame";

export function ReportIllustration({ label = "Illustration of a roof inspection report on a clipboard beside a house" }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={frame} role="img" aria-label={label}>
      <rect width="480" height="320" fill="#0a1b30" />
      <path d="M0 270 H480 V320 H0 Z" fill="#1e4775" />
      <path d="M40 190 L140 120 L240 190 Z" fill="#2a5a8f" />
      <path d="M30 196 L140 116 L250 196" fill="none" stroke="#d9822b" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="60" y="190" width="160" height="80" fill="#f7f3ec" />
      <rect x="122" y="220" width="34" height="50" fill="#14365d" />
      <rect x="280" y="50" width="150" height="210" rx="10" fill="#f7f3ec" />
      <rect x="325" y="40" width="60" height="22" rx="5" fill="#d9822b" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect x="298" y={86 + i * 32} width="16" height="16" rx="3" fill={i < 4 ? "#14365d" : "#aac5e6"} />
          <rect x="324" y={90 + i * 32} width={80 - (i % 2) * 20} height="8" rx="4" fill="#aac5e6" />
        </g>
      ))}
    </svg>
  );
}
