import type { IconName } from "~/content/blocks";
import { Icon } from "~/components/blocks/icons";

/** Short trust claims shown as a row of badges (e.g. in a hero). */
export function TrustBadges({ badges, label }: { badges: { icon: IconName; text: string }[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {badges.map((b) => (
        <li key={b.text} className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white ring-1 ring-brand-500">
          <Icon name={b.icon} className="size-4 text-accent-500" />
          {b.text}
        </li>
      ))}
    </ul>
  );
}
