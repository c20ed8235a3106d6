/**
 * The picture slot of a post without a featured image: a drawn roofline whose sky tells the topic
 * (storm clouds, sun, pines). Three files the browser keeps once (immutable, hashed names) rather
 * than the drawing inlined into every card: a list of twenty cards was 40 KB of SVG markup on every
 * render (docs/decisions/015-scale-and-memory.md). Decorative (empty alt); fixed aspect ratio so
 * nothing shifts while the page loads.
 */
import pines from "./illustrations/pines.svg?url&no-inline";
import storm from "./illustrations/storm.svg?url&no-inline";
import sun from "./illustrations/sun.svg?url&no-inline";

type Scene = "storm" | "sun" | "pines";

const SCENES: Record<Scene, string> = { storm, sun, pines };

function sceneFor(topic: string | null): Scene {
  const t = (topic ?? "").toLowerCase();
  if (/(storm|hurricane|insurance|claim|wind|damage)/.test(t)) return "storm";
  if (/(maintenance|gutter|algae|pine|tree)/.test(t)) return "pines";
  return "sun";
}

export function PostIllustration({ topic, className = "" }: { topic: string | null; className?: string }) {
  return (
    <img
      src={SCENES[sceneFor(topic)]}
      alt=""
      width={400}
      height={225}
      loading="lazy"
      decoding="async"
      className={`block aspect-video w-full object-cover ${className}`}
    />
  );
}
