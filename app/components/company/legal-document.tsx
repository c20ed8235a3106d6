import { Link } from "~/components/ui/links";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { formatAddress, headquarters } from "~/domain/business";
import type { Inline, LegalContext, LegalDocument as Doc } from "~/content/legal/types";

/** The values legal text needs, from the business config. */
export function useLegalContext(): LegalContext {
  const b = useBusiness();
  return {
    name: b.name,
    legalName: b.legalName,
    phone: b.phones.main,
    email: b.emails.info,
    address: formatAddress(headquarters(b)),
    siteUrl: b.siteUrl,
  };
}

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) => {
        if (typeof part === "string") return <span key={i}>{part}</span>;
        const className = "font-semibold text-brand-700 underline break-words";
        return part.href.startsWith("/") ? (
          <Link key={i} to={part.href} className={className}>
            {part.text}
          </Link>
        ) : (
          <a key={i} href={part.href} className={className}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

/** One renderer for every legal page: hero with the date, a table of contents, the sections. */
export function LegalDocument({ doc }: { doc: Doc }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={doc.title}
        intro={
          <p>
            Last updated <time dateTime={new Date(`${doc.lastUpdated} UTC`).toISOString().slice(0, 10)}>{doc.lastUpdated}</time>
          </p>
        }
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="self-start lg:sticky lg:top-24">
          <h2 id="toc-heading" className="font-sans text-sm font-bold tracking-wider text-muted uppercase">
            On this page
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-post max-w-3xl">
          <p className="text-lg">{doc.intro}</p>
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{s.heading}</h2>
              {s.blocks.map((block, i) =>
                block.kind === "p" ? (
                  <p key={i}>
                    <InlineText parts={block.content} />
                  </p>
                ) : (
                  <ul key={i}>
                    {block.items.map((item, j) => (
                      <li key={j}>
                        <InlineText parts={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
      <CallToAction title="Questions? Talk to a real person" text="Call our office or request a free estimate online. We are happy to explain anything on this page." />
    </>
  );
}
