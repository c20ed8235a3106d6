import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/links";
import { guidePath, type GuideSummary } from "~/content/resources/guide";

/** A guide on the hub or under "Keep reading": one link, the whole card clickable. */
export function GuideCard({ guide, headingLevel = 3 }: { guide: GuideSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <li className="group relative flex flex-col rounded-lg border border-brand-100 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{guide.eyebrow}</p>
      <Heading className="mt-2 font-sans text-lg font-semibold text-brand-900">
        <Link to={guidePath(guide)} className="after:absolute after:inset-0 after:rounded-lg group-hover:underline">
          {guide.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{guide.summary}</p>
      <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        Read the guide <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </p>
    </li>
  );
}
