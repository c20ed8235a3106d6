import type { TeamMember } from "~/content/blocks";

/** Team cards with initials avatars (we show no staff photos). */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <li key={m.name} className="flex gap-4 rounded-lg border border-brand-100 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-xl font-bold text-white"
          >
            {m.initials}
          </span>
          <div>
            <h3 className="text-xl font-bold">{m.name}</h3>
            <p className="text-sm font-semibold text-accent-700">{m.title}</p>
            <p className="mt-2 text-muted">{m.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
