import { Globe, Phone } from "lucide-react";
import type { ArticleBlock, Carrier } from "~/content/blocks";
import { ExternalLink, PhoneLink } from "~/components/ui/links";
import { usPhone } from "~/domain/phone";
import { ArticleSection } from "./article-section";
import { BlockNote, INLINE_ICON, InlineText } from "./inline-text";
import { SourceLink } from "./source-link";

/** Insurance carriers' claim lines and sites. */
export function CarriersBlock({ block }: { block: Extract<ArticleBlock, { type: "carriers" }> }) {
  return (
    <ArticleSection block={block}>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {block.carriers.map((c) => (
          <CarrierCard key={c.name} carrier={c} />
        ))}
      </ul>
      <BlockNote text={block.note} className="mt-4" />
    </ArticleSection>
  );
}

function CarrierCard({ carrier }: { carrier: Carrier }) {
  const phone = carrier.phone ? usPhone(carrier.phone, "dashes") : null;
  return (
    <li className="flex flex-col rounded-lg border border-brand-100 bg-white p-5 shadow-sm">
      <h3 className="font-sans text-lg font-semibold">{carrier.name}</h3>
      {phone ? (
        <p className="mt-3">
          <PhoneLink phone={phone} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-900">
            <Phone aria-hidden="true" className="size-4" />
            <span>
              <span className="sr-only">Call {carrier.name} claims at </span>
              {phone.display}
            </span>
          </PhoneLink>
          {carrier.phoneMnemonic ? <span className="ml-2 text-sm text-muted">({carrier.phoneMnemonic})</span> : null}
        </p>
      ) : null}
      {carrier.phoneSource ? (
        <p className="mt-1">
          <SourceLink source={carrier.phoneSource} />
        </p>
      ) : null}
      {carrier.note ? (
        <p className="mt-3 text-sm leading-relaxed">
          <InlineText text={carrier.note} />
        </p>
      ) : null}
      <p className="mt-auto pt-4">
        <ExternalLink href={carrier.website.url} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 underline hover:text-brand-800" iconClassName={INLINE_ICON}>
          <Globe aria-hidden="true" className="mr-1 size-4" />
          {carrier.website.label}
        </ExternalLink>
      </p>
    </li>
  );
}
