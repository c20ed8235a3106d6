import type { NewsIllustration as Kind } from "~/content/blocks";

/** Drawn illustrations for the news cards' image slots: one per topic, in brand colours. */
export function NewsIllustration({ kind }: { kind: Kind }) {
  return (
    <svg viewBox="0 0 320 180" className="block h-full w-full" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      {kind === "storm" ? (
        <>
          <rect width="320" height="180" fill="#0f2846" />
          <path d="M60 60 a28 28 0 0 1 54 -8 a22 22 0 0 1 38 18 a18 18 0 0 1 -6 36 H66 a24 24 0 0 1 -6 -46 Z" fill="#2a5a8f" />
          <path d="M118 104 L104 132 H118 L108 160" stroke="#d9822b" strokeWidth="6" fill="none" strokeLinejoin="round" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <path key={i} d={`M${170 + i * 22} ${40 + (i % 2) * 20} l-14 34`} stroke="#aac5e6" strokeWidth="3" strokeLinecap="round" />
          ))}
          <path d="M190 150 L240 115 L290 150 Z" fill="#d6e3f3" />
          <rect x="202" y="150" width="76" height="30" fill="#f7f3ec" />
        </>
      ) : null}
      {kind === "insurance" ? (
        <>
          <rect width="320" height="180" fill="#eef4fb" />
          <rect x="70" y="30" width="110" height="130" rx="8" fill="#ffffff" stroke="#14365d" strokeWidth="3" />
          {[0, 1, 2, 3, 4].map((i) => (
            <rect key={i} x="88" y={52 + i * 18} width={i === 4 ? 50 : 74} height="6" rx="3" fill="#aac5e6" />
          ))}
          <path d="M220 40 L262 56 V92 C262 118 244 134 220 144 C196 134 178 118 178 92 V56 Z" fill="#14365d" />
          <path d="M203 92 L216 105 L240 80" stroke="#d9822b" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : null}
      {kind === "materials" ? (
        <>
          <rect width="320" height="180" fill="#f7f3ec" />
          {[0, 1, 2, 3].map((row) =>
            [0, 1, 2, 3, 4].map((col) => (
              <rect key={`${row}-${col}`} x={20 + col * 28 + (row % 2) * 14} y={30 + row * 32} width="26" height="30" rx="2" fill={row % 2 ? "#2a5a8f" : "#1e4775"} />
            )),
          )}
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <rect key={i} x={185 + i * 20} y="30" width="14" height="124" fill={i % 2 ? "#aac5e6" : "#d6e3f3"} />
          ))}
          <rect x="176" y="30" width="4" height="124" fill="#d9822b" />
        </>
      ) : null}
      {kind === "coating" ? (
        <>
          <rect width="320" height="180" fill="#d6e3f3" />
          <rect x="30" y="70" width="260" height="90" fill="#14365d" />
          <rect x="30" y="58" width="260" height="14" fill="#f7f3ec" />
          <rect x="30" y="58" width="150" height="14" fill="#ffffff" />
          <circle cx="262" cy="32" r="18" fill="#d9822b" />
          <rect x="176" y="40" width="14" height="28" rx="3" fill="#8f5114" transform="rotate(-30 183 54)" />
          <rect x="60" y="90" width="40" height="24" fill="#aac5e6" />
          <rect x="130" y="90" width="40" height="24" fill="#aac5e6" />
          <rect x="200" y="90" width="40" height="24" fill="#aac5e6" />
        </>
      ) : null}
      {kind === "steeple" ? (
        <>
          <rect width="320" height="180" fill="#eef4fb" />
          <path d="M160 10 L182 80 H138 Z" fill="#14365d" />
          <rect x="157" y="0" width="6" height="18" fill="#d9822b" />
          <rect x="140" y="80" width="40" height="40" fill="#f7f3ec" stroke="#14365d" strokeWidth="2" />
          <path d="M152 120 V96 a8 8 0 0 1 16 0 V120" fill="#2a5a8f" />
          <path d="M80 180 V130 L160 110 L240 130 V180 Z" fill="#f7f3ec" stroke="#14365d" strokeWidth="2" />
          <path d="M70 132 L160 108 L250 132" stroke="#1e4775" strokeWidth="8" fill="none" />
        </>
      ) : null}
      {kind === "financing" ? (
        <>
          <rect width="320" height="180" fill="#fdf4ea" />
          <rect x="60" y="120" width="36" height="40" fill="#aac5e6" />
          <rect x="112" y="95" width="36" height="65" fill="#2a5a8f" />
          <rect x="164" y="70" width="36" height="90" fill="#1e4775" />
          <rect x="216" y="45" width="36" height="115" fill="#14365d" />
          <path d="M56 110 L120 80 L176 58 L246 30" stroke="#d9822b" strokeWidth="5" fill="none" strokeLinecap="round" />
          <rect x="40" y="160" width="240" height="4" fill="#14365d" />
        </>
      ) : null}
    </svg>
  );
}
