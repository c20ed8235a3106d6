import type { VisualizerPartner } from "~/content/blocks";
import { CheckList } from "./check-list";
import { ExternalLink } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/button";

/** A manufacturer's online roof visualizer; the button opens the tool in a new tab. */
export function VisualizerCard({ partner }: { partner: VisualizerPartner }) {
  return (
    <li className={`flex flex-col rounded-2xl border-2 p-6 shadow-sm md:p-8 ${partner.bgGradient} ${partner.borderColor}`}>
      <div className="flex items-center gap-4">
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="shrink-0">
          <rect width="64" height="64" rx="14" fill={partner.logo.color} />
          <path d="M12 30 L32 16 L52 30" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          <text x="32" y="50" textAnchor="middle" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="15" fontWeight="700" fill="#ffffff">
            {partner.logo.initials}
          </text>
        </svg>
        <div>
          <h3 className="text-2xl font-bold">{partner.name}</h3>
          <p className="mt-1 font-semibold text-brand-700">{partner.tagline}</p>
        </div>
      </div>
      <p className="mt-5 text-ink">{partner.description}</p>
      <div className="mt-5">
        <CheckList items={partner.features} />
      </div>
      <div className="mt-auto pt-8">
        <ExternalLink href={partner.url} className={buttonClass("secondary", "md", "w-full text-base")}>
          Open {partner.name}
        </ExternalLink>
      </div>
    </li>
  );
}
