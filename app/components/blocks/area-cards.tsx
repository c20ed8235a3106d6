import { Phone } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";

/** Areas with their towns, and a last card for everywhere else: call the given line. */
export function AreaCardsBlock({ block }: { block: Extract<PageBlock, { type: "areaCards" }> }) {
  const phone = useBusiness().phones[block.elsewhere.line];
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {block.areas.map((r) => (
        <li key={r.area} className="rounded-lg border border-brand-100 p-5">
          <h3 className="text-lg font-bold">{r.area}</h3>
          <p className="mt-1 text-sm text-muted">{r.towns}</p>
        </li>
      ))}
      <li className="flex flex-col justify-center rounded-lg bg-brand-700 p-5 text-white">
        <p className="font-semibold">{block.elsewhere.title}</p>
        <PhoneLink phone={phone} className="mt-2 inline-flex items-center gap-2 font-bold text-white underline">
          <Phone aria-hidden="true" className="size-4" /> Call {phone.display}
        </PhoneLink>
      </li>
    </ul>
  );
}
