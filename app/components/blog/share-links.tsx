import type { ReactNode } from "react";
import { ExternalLink } from "~/components/ui/links";

/**
 * Share links that really share (spec §2.8 lists Facebook, Twitter and LinkedIn buttons with no
 * action): each opens the network's own share page in a new tab with this article's address.
 * Plain links, so they work without JavaScript and load nothing from those sites until clicked.
 */

export interface ShareTarget {
  network: string;
  href: string;
  icon: ReactNode;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: <FacebookMark /> },
    { network: "X (Twitter)", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, icon: <XMark /> },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: <LinkedInMark /> },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {shareTargets(url, title).map((target) => (
        <li key={target.network}>
          <ExternalLink href={target.href} className="btn border border-brand-200 bg-white text-brand-700 hover:bg-brand-50" icon={false}>
            {target.icon}
            <span>Share on {target.network}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 fill-current">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21z" />
    </svg>
  );
}

function XMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 fill-current">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 fill-current">
      <path d="M6.9 8.6H3.5V20.5h3.4zM5.2 3.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4M20.5 13.7c0-3.2-1.7-5.3-4.6-5.3-1.5 0-2.6.8-3 1.6V8.6H9.6v11.9H13v-6.2c0-1.6.6-2.8 2.1-2.8s1.9 1.2 1.9 2.9v6.1h3.5z" />
    </svg>
  );
}
