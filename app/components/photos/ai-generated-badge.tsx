import { Sparkles } from "lucide-react";

/**
 * Marks a photo made by an AI image model, so nobody takes it for a photo of a real job
 * (docs/decisions/009-ai-media.md).
 */
export function AiGeneratedBadge({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex w-fit items-center gap-1 rounded bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 ${className}`}>
      <Sparkles aria-hidden="true" className="size-3" /> AI-generated
    </span>
  );
}
