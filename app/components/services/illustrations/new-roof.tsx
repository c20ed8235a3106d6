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
