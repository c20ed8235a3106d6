import { Link } from "~/components/ui/links";
import { CopySyntaxButton } from "./variable-card";

export interface BuiltInPlaceholderView {
  name: string;
  syntax: string;
  value: string;
  note: string;
}

/**
 * The placeholders the site fills itself (docs/decisions/014-business-settings.md): read-only here,
 * with the value pages show today. They change in the business settings, which only the owner edits.
 */
export function BusinessPlaceholders({ placeholders, isOwner }: { placeholders: BuiltInPlaceholderView[]; isOwner: boolean }) {
  return (
    <section aria-labelledby="business-placeholders-heading" className="rounded-lg border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id="business-placeholders-heading" className="text-2xl font-bold">
        Business placeholders
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Filled in on every page from the business settings (and today&rsquo;s date), so they always match the header, footer and contact pages.{" "}
        {isOwner ? (
          <>
            Change them in{" "}
            <Link to="/Blog-Page-Builder/business-settings" className="font-semibold text-brand-600 underline">
              Business Settings
            </Link>
            .
          </>
        ) : (
          <>Only the site owner can change them: ask the owner to update the business settings.</>
        )}
      </p>
      {/* A data table may scroll inside its own box on a narrow screen (WCAG 1.4.10); the page does not. */}
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Placeholder</th>
              <th scope="col">Value today</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {placeholders.map((p) => (
              <tr key={p.name} className="align-top">
                <td className="py-2 pr-4">
                  <CopySyntaxButton syntax={p.syntax} />
                  <p className="mt-1 text-xs text-muted">{p.note}</p>
                </td>
                <td className="py-2 break-words" aria-label={`Value of ${p.syntax}`}>
                  {p.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
