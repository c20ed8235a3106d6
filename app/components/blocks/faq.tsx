import { Link } from "~/components/ui/links";
import type { Block } from "~/content/blocks";
import { EstimateLink } from "~/components/estimate/estimate-link";
import { Accordion } from "~/components/ui/accordion";
import { FaqAccordion } from "~/components/services/faq-accordion";
import { ArticleSection, blockAnchor } from "./article-section";
import { Paragraphs } from "./inline-text";

type FaqData = Extract<Block, { type: "faq" }>;
type FaqTopicsData = Extract<FaqData, { topics: unknown }>;
type FaqItem = FaqTopicsData["topics"][number]["items"][number];

/**
 * Questions and answers, each answer behind its question. In groups, a guide's section under its
 * h2 (a group's title an h3); as a flat list, a part of a page section, its `title` an h3; by
 * topic, a page's nav to every topic and a section (h2) per topic.
 */
export function FaqBlock({ block }: { block: FaqData }) {
  if ("topics" in block) return <FaqTopics block={block} />;
  if (!("groups" in block)) {
    return (
      <div className="max-w-4xl">
        {block.title ? <h3 className="mb-4 text-2xl font-bold">{block.title}</h3> : null}
        <FaqAccordion faqs={block.faqs} headingLevel={block.title ? 4 : 3} />
      </div>
    );
  }
  const anchor = blockAnchor(block) ?? "faq";
  return (
    <ArticleSection block={block}>
      <div className="mt-6 space-y-8">
        {block.groups.map((group, g) => {
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
    </ArticleSection>
  );
}

/** A nav to every topic, then each topic's questions in an accordion. */
function FaqTopics({ block }: { block: FaqTopicsData }) {
  return (
    <>
      <nav aria-labelledby="faq-nav-heading" className="border-b border-brand-100 bg-white">
        <div className="container-page py-6">
          <h2 id="faq-nav-heading" className="font-sans text-sm font-bold tracking-wider text-muted uppercase">
            {block.navTitle}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {block.topics.map((c) => (
              <li key={c.id}>
                <a
                  href={`#${c.id}`}
                  className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-100"
                >
                  {c.title}
                  <span className="rounded-full bg-white px-2 text-xs text-muted">
                    {c.items.length}
                    <span className="sr-only"> questions</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <div className="container-page space-y-14 py-14">
        {block.topics.map((c) => (
          <section key={c.id} id={c.id} aria-labelledby={`${c.id}-heading`}>
            <h2 id={`${c.id}-heading`} className="text-3xl font-bold">
              {c.title}
            </h2>
            <p className="mt-2 text-muted">{c.intro}</p>
            <div className="mt-6">
              <Accordion headingLevel={3} items={c.items.map((item) => ({ id: item.id, title: item.question, content: <Answer item={item} /> }))} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

const FAQ_LINK_CLASS = "font-semibold text-brand-600 underline hover:text-brand-800";

function Answer({ item }: { item: FaqItem }) {
  return (
    <>
      <p className="leading-relaxed">{item.answer}</p>
      {item.links?.length ? (
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {item.links.map((l) => (
            <li key={l.label}>
              {"estimate" in l ? (
                <EstimateLink className={FAQ_LINK_CLASS}>{l.label}</EstimateLink>
              ) : (
                <Link to={l.href} className={FAQ_LINK_CLASS}>
                  {l.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
