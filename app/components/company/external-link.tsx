import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A link to another site: new tab, no opener, and a screen-reader note saying so. */
export function ExternalLink({ href, className, children, icon = true }: { href: string; className?: string; children: ReactNode; icon?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon ? <ExternalIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
