/**
 * The notice every public page carries while the site shows the invented demo company
 * (docs/decisions/021-launch-as-your-company.md): visitors are never led to believe it is a real
 * business. Rendered on the server with the page, so it shifts nothing.
 */
import { useBusiness } from "~/components/use-business";

export function DemoNotice() {
  const business = useBusiness();
  if (business.site.start === "own") return null;
  return (
    <aside aria-label="About this website" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong>Demo website.</strong> {business.name} is an invented company, shown to try this website out: its phone numbers, addresses,
      people and figures are fictitious.
    </aside>
  );
}
