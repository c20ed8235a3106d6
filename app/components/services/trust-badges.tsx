import type { LucideIcon } from "lucide-react";

/** Short trust claims shown as a row of badges (e.g. in a hero). */
export function TrustBadges({ badges, label }: { badges: { icon: LucideIcon; text: string }[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {badges.map((b) => (
        <li key={b.text} className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white ring-1 ring-brand-500">
          <b.icon aria-hidden="true" className="size-4 text-accent-500" />
          {b.text}
        </li>
      ))}
    </ul>
  );
}
