/**
 * Inline illustrations for the service pages. We have no photos, so each hero gets a simple,
 * on-brand drawing with a fixed viewBox (no layout shift) and a text alternative.
 */

const frame = "h-auto w-full rounded-2xl";

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

/** The home page hero: a house with a new roof under a clearing sky. */
export function NewRoofIllustration({ label = "Illustration of a house with a new roof under a clearing sky" }: { label?: string }) {
  return (
    <svg viewBox="0 0 480 320" className="h-auto w-full" role="img" aria-label={label}>
      <rect width="480" height="320" rx="16" fill="#0f2846" />
      <circle cx="390" cy="70" r="34" fill="#d9822b" opacity="0.9" />
      <path d="M40 250 Q160 230 260 250 T480 245 V320 H0 V255 Z" fill="#1e4775" />
      <path d="M110 170 L240 80 L370 170 Z" fill="#2a5a8f" />
      <path d="M96 176 L240 76 L384 176" fill="none" stroke="#d9822b" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="130" y="170" width="220" height="90" fill="#f7f3ec" />
      <rect x="220" y="205" width="40" height="55" fill="#14365d" />
      <rect x="150" y="190" width="45" height="35" fill="#aac5e6" />
      <rect x="285" y="190" width="45" height="35" fill="#aac5e6" />
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={`M${140 + i * 22} ${150 - i * 14} L${340 - i * 22} ${150 - i * 14}`} stroke="#14365d" strokeWidth="2" opacity="0.35" />
      ))}
    </svg>
  );
}
