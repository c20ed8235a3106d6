import type { CoatingProject } from "~/content/blocks";
import { CheckList } from "./check-list";

/** One tab of the roof-coating projects: the scenario, the work and the numbers. */
export function CoatingProjectPanel({ project }: { project: CoatingProject }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
      <ProjectArt kind={project.id} />
      <div>
        <h3 className="text-2xl font-bold">{project.title}</h3>
        <p className="mt-3 text-muted">{project.scenario}</p>
        <h4 className="mt-6 font-semibold">The work</h4>
        <div className="mt-3">
          <CheckList items={project.scope} />
        </div>
        <dl className="mt-6 grid gap-3 sm:grid-cols-3">
          {project.figures.map((f) => (
            <div key={f.label} className="rounded-md bg-brand-50 p-4">
              <dt className="text-sm text-muted">{f.label}</dt>
              <dd className="mt-1 font-display text-xl font-bold text-brand-700">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

function ProjectArt({ kind }: { kind: CoatingProject["id"] }) {
  const labels = {
    residential: "Illustration of a home's low-slope addition with a fresh white coating",
    commercial: "Illustration of a wide commercial flat roof half coated in white",
    metal: "Illustration of a metal barn roof with ribbed panels coated in white",
  };
  return (
    <svg viewBox="0 0 400 260" className="h-auto w-full rounded-xl" role="img" aria-label={labels[kind]}>
      <rect width="400" height="260" fill="#eef4fb" />
      <path d="M0 220 H400 V260 H0 Z" fill="#aac5e6" />
      {kind === "residential" ? (
        <>
          <path d="M40 140 L130 80 L220 140 Z" fill="#2a5a8f" />
          <rect x="60" y="140" width="140" height="80" fill="#f7f3ec" stroke="#14365d" strokeWidth="2" />
          <rect x="200" y="150" width="150" height="70" fill="#f7f3ec" stroke="#14365d" strokeWidth="2" />
          <rect x="196" y="140" width="158" height="12" fill="#ffffff" stroke="#14365d" strokeWidth="2" />
          <rect x="115" y="180" width="30" height="40" fill="#14365d" />
        </>
      ) : kind === "commercial" ? (
        <>
          <rect x="30" y="120" width="340" height="100" fill="#2a5a8f" />
          <rect x="24" y="108" width="352" height="16" fill="#d6e3f3" />
          <rect x="24" y="108" width="190" height="16" fill="#ffffff" stroke="#14365d" strokeWidth="1" />
          <rect x="250" y="88" width="44" height="20" fill="#14365d" />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={52 + i * 80} y="148" width="46" height="28" fill="#0f2846" opacity="0.6" />
          ))}
        </>
      ) : (
        <>
          <path d="M60 130 L200 60 L340 130 Z" fill="#ffffff" stroke="#14365d" strokeWidth="2" />
          {[0, 1, 2, 3, 4, 5, 6].map((i) => (
            <path key={i} d={`M${110 + i * 30} ${105 - (i < 4 ? i : 6 - i) * 12} V130`} stroke="#aac5e6" strokeWidth="3" />
          ))}
          <rect x="80" y="130" width="240" height="90" fill="#b86a1c" />
          <path d="M170 220 V160 H230 V220" fill="#8f5114" />
          <path d="M170 160 L230 220 M230 160 L170 220" stroke="#fae3c8" strokeWidth="3" />
        </>
      )}
      <circle cx="350" cy="46" r="20" fill="#d9822b" />
    </svg>
  );
}
