import type { ReactNode } from "react";
import { Link } from "~/components/ui/links";

/** A band's heading and line on the left, its "see all" link on the right. */
export function TitledRow({ id, heading, text, link }: { id: string; heading: string; text: string; link: { label: string; href: string } }): ReactNode {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={`${id}-title`} className="text-3xl font-bold">
          {heading}
        </h2>
        <p className="mt-2 text-muted">{text}</p>
      </div>
      <Link to={link.href} className="font-semibold text-brand-600 underline hover:text-brand-800">
        {link.label}
      </Link>
    </div>
  );
}
