import { Mail, Phone, Siren } from "lucide-react";
import { useBusiness } from "~/components/use-business";
import { EmailAddress } from "~/components/ui/links";

/** Phone, emergency line and claims e-mail side by side: the direct ways to reach a person. */
export function ContactStrip({ title = "Talk to a roofer today", headingId = "contact-strip-title" }: { title?: string; headingId?: string }) {
  const b = useBusiness();
  const items = [
    { icon: Phone, label: "Main office", href: `tel:${b.phones.main.e164}`, text: b.phones.main.display },
    { icon: Siren, label: "24/7 emergency line", href: `tel:${b.phones.emergency.e164}`, text: b.phones.emergency.display },
    { icon: Mail, label: "Insurance claims", href: `mailto:${b.emails.claims}`, text: b.emails.claims, shown: <EmailAddress address={b.emails.claims} /> },
  ];
  return (
    <section aria-labelledby={headingId} className="bg-brand-800 py-12 text-white">
      <div className="container-page">
        <h2 id={headingId} className="text-2xl font-bold text-white md:text-3xl">
          {title}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.label}>
              <a
                href={item.href}
                aria-label={`${item.label}: ${item.text}`}
                className="flex items-center gap-4 rounded-lg bg-brand-700 p-4 ring-1 ring-brand-500 transition-colors hover:bg-brand-600"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-500">
                  <item.icon aria-hidden="true" className="size-5 text-brand-900" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm text-brand-100">{item.label}</span>
                  <span className="block font-semibold text-white">{item.shown ?? item.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
