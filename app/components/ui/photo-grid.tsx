/** Private photos (a job's, a claim's) served by a route that checks who asks: a grid of links to full size. */
export function PhotoGrid({ photos, href, alt }: { photos: { n: number; width: number; height: number }[]; href: (n: number) => string; alt: (n: number) => string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((p) => (
        <li key={p.n}>
          <a href={href(p.n)} target="_blank" rel="noreferrer">
            <img src={`${href(p.n)}?w=640`} alt={alt(p.n)} width={p.width} height={p.height} loading="lazy" className="aspect-[4/3] w-full rounded-md object-cover" />
            <span className="sr-only"> (opens full size in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
