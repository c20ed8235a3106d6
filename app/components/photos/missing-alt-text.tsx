import { Link } from "~/components/ui/links";

/** Photos without alt text, named on the album and the dashboard (docs/decisions/013-publishing.md). */
export function MissingAltText({ count }: { count: number }) {
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      {count} {count === 1 ? "photo has" : "photos have"} no alt text, so people who cannot see {count === 1 ? "it" : "them"} learn nothing from{" "}
      {count === 1 ? "it" : "them"}.{" "}
      <Link to="/photo-album/describe" className="font-semibold underline">
        Describe them on one screen
      </Link>
    </p>
  );
}
