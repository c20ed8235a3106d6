import { CircleCheck } from "lucide-react";

/** Three or four short promises under a hero title, on the dark hero background. */
export function HeroPoints({ points, label }: { points: string[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-6 grid gap-2 sm:grid-cols-2">
      {points.map((p) => (
        <li key={p} className="flex items-center gap-2 text-base text-white">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent-500" />
          {p}
        </li>
      ))}
    </ul>
  );
}
