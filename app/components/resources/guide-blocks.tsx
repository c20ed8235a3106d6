/**
 * The one renderer of guide content: a small component per block type (types.ts), shared by
 * every guide under /resources.
 */
import {
  AlertTriangle,
  Check,
  CheckCircle2,
  Globe,
  Info,
  Lightbulb,
  Mail,
  Phone,
  XCircle,
} from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Accordion } from "~/components/ui/accordion";
import { useBusiness } from "~/components/use-business";
import type { Block, ButtonItem, Card, Carrier, FaqGroup, Source, Step } from "~/content/resources/types";
import { anchorId } from "~/domain/slugs";
import { ExternalLink } from "~/components/ui/links";
import { usPhone } from "~/domain/phone";
import { isExternal, tokenize } from "./inline";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

/** Guide links to other sites carry a small icon that sits in the line of text. */
const LINK = "text-brand-600 underline hover:text-brand-800";
const INLINE_ICON = "ml-0.5 inline size-3.5 align-[-1px]";

/** Guide text with its inline syntax resolved. */
export function InlineText({ text }: { text: string }) {
  const business = useBusiness();
  return (
    <>
      {tokenize(text).map((t, i) => {
        switch (t.kind) {
          case "text":
            return <Fragment key={i}>{t.value}</Fragment>;
          case "bold":
            return <strong key={i} className="font-semibold text-ink">{t.value}</strong>;
          case "link":
            if (isExternal(t.href)) return <ExternalLink key={i} href={t.href} className={LINK} iconClassName={INLINE_ICON}>{t.label}</ExternalLink>;
            if (t.href.startsWith("#"))
              return (
                <a key={i} href={t.href} className="text-brand-600 underline hover:text-brand-800">
                  {t.label}
                </a>
              );
            return (
              <Link key={i} to={t.href} className="text-brand-600 underline hover:text-brand-800">
                {t.label}
              </Link>
            );
          case "phone": {
            const p = business.phones[t.line];
            return (
              <PhoneLink phone={p} key={i} className="font-semibold whitespace-nowrap text-brand-600 underline hover:text-brand-800" />
            );
          }
          case "claimsEmail":
            return (
              <a key={i} href={`mailto:${business.emails.claims}`} className="text-brand-600 underline hover:text-brand-800">
                {business.emails.claims}
              </a>
            );
          case "company":
            return <Fragment key={i}>{business.name}</Fragment>;
        }
      })}
    </>
  );
}

function Paragraphs({ paragraphs }: { paragraphs?: string[] }) {
  if (!paragraphs?.length) return null;
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className="mt-4 max-w-3xl leading-relaxed text-ink first:mt-0">
          <InlineText text={p} />
        </p>
      ))}
    </>
  );
}

/** "Source" link beside a fact: where it was checked, and when. */
export function SourceLink({ source }: { source: Source }) {
  const month = formatMonth(source.checked);
  return (
    <span className="text-xs text-muted">
      <ExternalLink href={source.url} className="text-muted underline hover:text-brand-800" iconClassName={INLINE_ICON}>
        Source{source.label ? `: ${source.label}` : ""}
      </ExternalLink>
      {month ? <> · checked {month}</> : null}
    </span>
  );
}

function formatMonth(yyyyMm: string): string {
  const [y, m] = yyyyMm.split("-").map(Number);
  if (!y || !m) return "";
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** The heading id every block with a heading uses (also listed in "On this page"). */
export function blockAnchor(block: Block): string | undefined {
  if (block.id) return block.id;
  if (block.type === "callout") return anchorId(block.title);
  return block.heading ? anchorId(block.heading) : undefined;
}

export function blockHeading(block: Block): string | undefined {
  return block.type === "callout" ? block.title : block.heading;
}

function Section({ block, children }: { block: Block; children: ReactNode }) {
  const id = blockAnchor(block);
  const heading = block.type === "callout" ? undefined : block.heading;
  if (!heading) return <div className="mt-12 first:mt-0">{children}</div>;
  return (
    <section aria-labelledby={id} className="mt-14 scroll-mt-24 first:mt-0">
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold md:text-3xl">
        {heading}
      </h2>
      <div className="mt-4">
        <Paragraphs paragraphs={block.intro} />
      </div>
      {children}
    </section>
  );
}

function TableBlock({ block }: { block: Extract<Block, { type: "table" }> }) {
  const captionId = `${blockAnchor(block)}-caption`;
  return (
    <>
      <p id={captionId} className="mt-6 rounded-t-lg border border-b-0 border-brand-100 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
        {block.caption}
      </p>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-b-lg border border-brand-100">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">{block.caption}</caption>
          <thead>
            <tr className="bg-brand-700 text-white">
              {block.columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} className="border-t border-brand-100 odd:bg-white even:bg-sand">
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-4 py-3 align-top font-semibold text-brand-900">
                      <InlineText text={cell} />
                    </th>
                  ) : (
                    <td key={c} className="px-4 py-3 align-top text-ink">
                      <InlineText text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.note ? (
        <p className="mt-3 text-sm text-muted">
          <InlineText text={block.note} />
        </p>
      ) : null}
    </>
  );
}

function StepsBlock({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-6 space-y-6">
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex gap-4">
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {i + 1}
          </span>
          <div className="min-w-0 flex-1 rounded-lg border border-brand-100 bg-white p-5">
            <h3 className="font-sans text-lg font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            {step.when ? (
              <p className="mt-1 inline-block rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">{step.when}</p>
            ) : null}
            <p className="mt-2 leading-relaxed">
              <InlineText text={step.text} />
            </p>
            {step.points?.length ? <CheckPoints points={step.points} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function FaqBlock({ groups, anchor }: { groups: FaqGroup[]; anchor: string }) {
  return (
    <div className="mt-6 space-y-8">
      {groups.map((group, g) => {
        const items = group.items.map((item, i) => ({
          id: `${anchor}-${g}-${i}`,
          title: item.question,
          content: <Paragraphs paragraphs={item.answer} />,
        }));
        return (
          <div key={group.title ?? g}>
            {group.title ? <h3 className="mb-3 font-sans text-xl font-semibold">{group.title}</h3> : null}
            <Accordion items={items} headingLevel={group.title ? 4 : 3} />
          </div>
        );
      })}
    </div>
  );
}

function Checklist({ items, note }: { items: string[]; note?: string }) {
  return (
    <>
      <ul className="mt-6 grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 rounded-md border border-brand-100 bg-white p-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <span>
              <InlineText text={item} />
            </span>
          </li>
        ))}
      </ul>
      {note ? (
        <p className="mt-3 text-sm text-muted">
          <InlineText text={note} />
        </p>
      ) : null}
    </>
  );
}

function CardView({ card }: { card: Card }) {
  return (
    <li className="flex flex-col rounded-lg border border-brand-100 bg-white p-5 shadow-sm">
      <h3 className="font-sans text-lg font-semibold">{card.title}</h3>
      {card.text ? (
        <p className="mt-2 leading-relaxed">
          <InlineText text={card.text} />
        </p>
      ) : null}
      {card.facts?.length ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {card.facts.map((f) => (
            <Fragment key={f.label}>
              <dt className="font-semibold text-brand-900">{f.label}</dt>
              <dd className="text-ink">
                <InlineText text={f.value} />
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {card.points?.length ? <CheckPoints points={card.points} small /> : null}
      {card.link || card.source ? (
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4">
          {card.link ? (
            isExternal(card.link.href) ? (
              <ExternalLink href={card.link.href} className="text-sm font-semibold text-brand-600 underline hover:text-brand-800" iconClassName={INLINE_ICON}>
                {card.link.label}
              </ExternalLink>
            ) : (
              <Link to={card.link.href} className="text-sm font-semibold text-brand-600 underline hover:text-brand-800">
                {card.link.label}
              </Link>
            )
          ) : null}
          {card.source ? <SourceLink source={card.source} /> : null}
        </div>
      ) : null}
    </li>
  );
}

const calloutStyles = {
  warning: { box: "border-amber-400 bg-amber-50", Icon: AlertTriangle, icon: "text-amber-700" },
  info: { box: "border-brand-200 bg-brand-50", Icon: Info, icon: "text-brand-700" },
  tip: { box: "border-green-300 bg-green-50", Icon: Lightbulb, icon: "text-green-800" },
};

function Callout({ block }: { block: Extract<Block, { type: "callout" }> }) {
  const s = calloutStyles[block.tone];
  const id = blockAnchor(block);
  return (
    <section aria-labelledby={id} className={`flex gap-4 rounded-lg border-l-4 p-5 ${s.box}`}>
      <s.Icon aria-hidden="true" className={`mt-1 size-6 shrink-0 ${s.icon}`} />
      <div>
        <h2 id={id} className="scroll-mt-24 font-sans text-xl font-bold">
          {block.title}
        </h2>
        <div className="mt-2">
          <Paragraphs paragraphs={block.text} />
        </div>
        {block.points?.length ? (
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {block.points.map((p) => (
              <li key={p}>
                <InlineText text={p} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function ListBlock({ items }: { items: { title?: string; text: string }[] }) {
  return (
    <ul className="mt-6 space-y-4">
      {items.map((item, i) => (
        <li key={item.title ?? i} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
          <p className="leading-relaxed">
            {item.title ? <strong className="font-semibold text-brand-900">{item.title}. </strong> : null}
            <InlineText text={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function DosDonts({ dos, donts, labels = ["Do", "Don't"] }: { dos: string[]; donts: string[]; labels?: [string, string] }) {
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <AdviceColumn tone="do" title={labels[0]} items={dos} />
      <AdviceColumn tone="dont" title={labels[1]} items={donts} />
    </div>
  );
}

const adviceTones = {
  do: { box: "border-green-300 bg-green-50", heading: "text-green-900", icon: "text-green-800", Icon: CheckCircle2 },
  dont: { box: "border-red-300 bg-red-50", heading: "text-red-900", icon: "text-red-800", Icon: XCircle },
};

function AdviceColumn({ tone, title, items }: { tone: keyof typeof adviceTones; title: string; items: string[] }) {
  const t = adviceTones[tone];
  return (
    <div className={`rounded-lg border p-5 ${t.box}`}>
      <h3 className={`font-sans text-lg font-semibold ${t.heading}`}>{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <t.Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${t.icon}`} />
            <span>
              <InlineText text={item} />
            </span>
          </li>
        ))}
      </ul>
    </div>
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

function SourcesBlock({ items }: { items: { label: string; url: string; note?: string }[] }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {items.map((item) => (
        <li key={item.url}>
          <ExternalLink href={item.url} className={LINK} iconClassName={INLINE_ICON}>{item.label}</ExternalLink>
          {item.note ? <span className="text-muted"> — {item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

const buttonVariants = { primary: "btn-primary", secondary: "btn-secondary", outline: "btn-outline" } as const;

/** A row of actions; phone and e-mail come from the business config. */
export function Buttons({ items }: { items: ButtonItem[] }) {
  const business = useBusiness();
  return (
    <div className="flex flex-wrap gap-3">
      {items.map((item, i) => {
        switch (item.kind) {
          case "call": {
            const p = business.phones[item.line ?? "main"];
            return (
              <PhoneLink phone={p} key={i} className={buttonClass("secondary", "md")}>
                <Phone aria-hidden="true" className="size-4" /> {item.label ?? "Call"} {p.display}
              </PhoneLink>
            );
          }
          case "link": {
            return (
              <Link key={i} to={item.href} className={`btn ${buttonVariants[item.variant ?? "primary"]} px-5 py-3`}>
                {item.label}
              </Link>
            );
          }
          case "email":
            return (
              <a key={i} href={`mailto:${business.emails[item.mailbox]}`} className={buttonClass("outline", "md")}>
                <Mail aria-hidden="true" className="size-4" /> {item.label}
              </a>
            );
          case "external":
            return (
              <ExternalLink key={i} href={item.href} className={buttonClass("outline", "md")}>
                {item.label}
              </ExternalLink>
            );
        }
      })}
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraphs":
      return (
        <Section block={block}>
          <div className={block.heading ? "mt-4" : ""}>
            <Paragraphs paragraphs={block.paragraphs} />
          </div>
        </Section>
      );
    case "table":
      return (
        <Section block={block}>
          <TableBlock block={block} />
        </Section>
      );
    case "steps":
      return (
        <Section block={block}>
          <StepsBlock steps={block.steps} />
        </Section>
      );
    case "faq":
      return (
        <Section block={block}>
          <FaqBlock groups={block.groups} anchor={blockAnchor(block) ?? "faq"} />
        </Section>
      );
    case "checklist":
      return (
        <Section block={block}>
          <Checklist items={block.items} note={block.note} />
        </Section>
      );
    case "cards":
      return (
        <Section block={block}>
          <ul className={`mt-6 grid gap-5 sm:grid-cols-2 ${block.columns === 2 ? "" : "xl:grid-cols-3"}`}>
            {block.cards.map((card) => (
              <CardView key={card.title} card={card} />
            ))}
          </ul>
        </Section>
      );
    case "callout":
      return (
        <div className="mt-12 first:mt-0">
          <Callout block={block} />
        </div>
      );
    case "list":
      return (
        <Section block={block}>
          <ListBlock items={block.items} />
        </Section>
      );
    case "dosDonts":
      return (
        <Section block={block}>
          <DosDonts dos={block.dos} donts={block.donts} labels={block.labels} />
        </Section>
      );
    case "carriers":
      return (
        <Section block={block}>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {block.carriers.map((c) => (
              <CarrierCard key={c.name} carrier={c} />
            ))}
          </ul>
          {block.note ? (
            <p className="mt-4 text-sm text-muted">
              <InlineText text={block.note} />
            </p>
          ) : null}
        </Section>
      );
    case "sources":
      return (
        <Section block={block}>
          <SourcesBlock items={block.items} />
        </Section>
      );
    case "buttons":
      return (
        <div className="mt-12 rounded-lg bg-brand-50 p-6 first:mt-0">
          {block.text ? (
            <p className="mb-4 font-semibold text-brand-900">
              <InlineText text={block.text} />
            </p>
          ) : null}
          <Buttons items={block.items} />
        </div>
      );
  }
}

/** Every block of a guide, in order. */
export function GuideBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={`${block.type}-${i}`} block={block} />
      ))}
    </>
  );
}

/** Short points with a check mark, under a step or on a card. */
function CheckPoints({ points, small = false }: { points: string[]; small?: boolean }) {
  return (
    <ul className={`mt-3 space-y-1.5 ${small ? "text-sm" : ""}`}>
      {points.map((p) => (
        <li key={p} className="flex gap-2">
          <Check aria-hidden="true" className={`${small ? "mt-0.5" : "mt-1"} size-4 shrink-0 text-brand-600`} />
          <span>
            <InlineText text={p} />
          </span>
        </li>
      ))}
    </ul>
  );
}
