import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A link that leaves the site: new tab, no opener, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  icon = true,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  icon?: boolean;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon ? <ExternalIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
