/**
 * The band block: a full-width region under its h2. The frame itself (band-frame.tsx) is shared
 * with the other blocks that stand in a band (lists, card grids), which therefore do not carry
 * the looks here; an office page's looks are in office-bands.tsx.
 */
import { Quote } from "lucide-react";
import { TeamGrid } from "~/components/company/team-grid";
import { Band, type BandData } from "./band-frame";
import { InlineText } from "./inline-text";
import { ClimateBand, HoursBand, MapBand, NearbyBand, VisitBand } from "./office-bands";

/**
 * A full-width band under its h2, in its look: the heading and intro alone (plain), the company
 * story beside its figures, the team, customers' words, or one of an office page's bands
 * (climate, visit, hours, map, nearby).
 */
export function BandBlock({ block }: { block: BandData }) {
  switch (block.look) {
    case "story":
      return <StoryBand block={block} />;
    case "climate":
      return <ClimateBand block={block} />;
    case "visit":
      return <VisitBand block={block} />;
    case "hours":
      return <HoursBand block={block} />;
    case "map":
      return <MapBand block={block} />;
    case "nearby":
      return <NearbyBand block={block} />;
    case "team":
      return (
        <Band block={block}>
          <div className="mt-8">
            <TeamGrid members={block.members} />
          </div>
        </Band>
      );
    case "testimonials":
      return <TestimonialsBand block={block} />;
    default:
      return <Band block={block} />;
  }
}

/** The company story beside a few big figures. */
function StoryBand({ block }: { block: Extract<BandData, { look: "story" }> }) {
  return (
    <section className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr]" aria-labelledby={`${block.id}-title`}>
      <div>
        <h2 id={`${block.id}-title`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
          {block.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>
              <InlineText text={p} />
            </p>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4 self-start">
        {block.figures.map((m) => (
          <div key={m.label} className="@container flex flex-col rounded-lg bg-brand-50 p-5">
            <dt className="text-sm text-muted">{m.label}</dt>
            {/* Sized to its card (cqi), so "5,000+" stays whole in a narrow column instead of breaking. */}
            <dd className="order-first font-display text-[length:clamp(1.5rem,24cqi,2.25rem)] leading-tight font-bold text-brand-700">{m.figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Customers' words, each with its author. */
function TestimonialsBand({ block }: { block: Extract<BandData, { look: "testimonials" }> }) {
  return (
    <Band block={block}>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {block.items.map((t, i) => (
          // Two customers may show the same initials.
          <li key={`${i}-${t.author}`}>
            <figure className="h-full rounded-lg bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-6 text-accent-600" />
              <blockquote className="mt-3">{t.text}</blockquote>
              <figcaption className="mt-4 font-semibold text-brand-700">{t.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}
