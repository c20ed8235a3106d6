/**
 * The picture slot of a post without a featured image: a drawn roofline whose sky tells the topic
 * (storm clouds, sun, pines). Decorative, so hidden from screen readers; fixed aspect ratio so
 * nothing shifts while the page loads.
 */
type Scene = "storm" | "sun" | "pines";

function sceneFor(topic: string | null): Scene {
  const t = (topic ?? "").toLowerCase();
  if (/(storm|hurricane|insurance|claim|wind|damage)/.test(t)) return "storm";
  if (/(maintenance|gutter|algae|pine|tree)/.test(t)) return "pines";
  return "sun";
}

export function PostIllustration({ topic, className = "" }: { topic: string | null; className?: string }) {
  const scene = sceneFor(topic);
  return (
    <svg
      viewBox="0 0 400 225"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={`block aspect-video w-full ${className}`}
    >
      <rect width="400" height="225" fill={scene === "storm" ? "#0f2846" : "#d6e3f3"} />
      {scene === "storm" ? (
        <g>
          <ellipse cx="120" cy="52" rx="70" ry="24" fill="#2a5a8f" />
          <ellipse cx="170" cy="44" rx="56" ry="22" fill="#1e4775" />
          <ellipse cx="300" cy="60" rx="64" ry="20" fill="#1e4775" />
          <path d="M262 70 l-14 30 h14 l-10 28 26-38 h-14 l10-20z" fill="#d9822b" />
          <g stroke="#aac5e6" strokeWidth="2" strokeLinecap="round" opacity="0.7">
            <path d="M70 90 l-10 22M100 86 l-10 22M130 92 l-10 22M160 84 l-10 22M320 88 l-10 22M350 92 l-10 22" />
          </g>
        </g>
      ) : scene === "sun" ? (
        <g>
          <circle cx="320" cy="56" r="26" fill="#fae3c8" />
          <circle cx="320" cy="56" r="18" fill="#d9822b" />
        </g>
      ) : (
        <g fill="#14365d" opacity="0.85">
          <path d="M40 170 l22-70 22 70z" />
          <path d="M70 172 l18-56 18 56z" />
          <path d="M330 172 l20-64 20 64z" />
          <path d="M356 172 l16-48 16 48z" />
        </g>
      )}
      {/* The house: wall, roof with shingle lines, door and window. */}
      <rect x="130" y="130" width="140" height="70" fill="#f7f3ec" />
      <path d="M114 134 L200 78 L286 134 Z" fill="#b86a1c" />
      <g stroke="#8f5114" strokeWidth="2" opacity="0.6">
        <path d="M142 116 H258M164 102 H236M186 88 H214" />
      </g>
      <rect x="186" y="160" width="28" height="40" fill="#14365d" />
      <rect x="146" y="148" width="26" height="22" fill="#aac5e6" stroke="#14365d" strokeWidth="2" />
      <rect x="228" y="148" width="26" height="22" fill="#aac5e6" stroke="#14365d" strokeWidth="2" />
      <rect y="200" width="400" height="25" fill={scene === "storm" ? "#1e4775" : "#4b7a3a"} />
    </svg>
  );
}
