import { CheckCircle2, XCircle } from "lucide-react";
import type { ArticleBlock } from "~/content/blocks";
import { ArticleSection } from "./article-section";
import { InlineText } from "./inline-text";

const adviceTones = {
  do: { box: "border-green-300 bg-green-50", heading: "text-green-900", icon: "text-green-800", Icon: CheckCircle2 },
  dont: { box: "border-red-300 bg-red-50", heading: "text-red-900", icon: "text-red-800", Icon: XCircle },
};

/** The list block's dosDonts look: two columns of advice, what to do and what not to (or any pair of labels). */
export function DosDonts({ block }: { block: Extract<ArticleBlock, { type: "list"; look: "dosDonts" }> }) {
  const [doLabel, dontLabel] = block.labels ?? ["Do", "Don't"];
  return (
    <ArticleSection block={block}>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <AdviceColumn tone="do" title={doLabel} items={block.dos} />
        <AdviceColumn tone="dont" title={dontLabel} items={block.donts} />
      </div>
    </ArticleSection>
  );
}

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
