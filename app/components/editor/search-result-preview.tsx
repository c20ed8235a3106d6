import { useCallback, useState } from "react";
import { fitToWidth, SNIPPET_LAYOUTS, type SnippetDevice, type SnippetLine } from "~/domain/search-preview";

/** Search engines show results in Arial; the cut is measured in whatever font the element gets from this. */
const RESULT_FONT = "Arial, sans-serif";

let canvas: HTMLCanvasElement | null = null;

/** The width of `text` in the font an element is shown in, from the browser's own font metrics. */
function measureIn(font: string): (text: string) => number {
  canvas ??= document.createElement("canvas");
  const context = canvas.getContext("2d");
  if (!context) return () => 0;
  context.font = font;
  return (text) => context.measureText(text).width;
}

/** The computed font of the element the returned callback ref is put on; null before hydration. */
function useElementFont(): [string | null, (element: HTMLElement | null) => void] {
  const [font, setFont] = useState<string | null>(null);
  const readFont = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const style = getComputedStyle(element);
    setFont(`${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`);
  }, []);
  return [font, readFont];
}

/**
 * `text` cut as the search engine would, measured in the font it is shown in: whatever font this
 * machine gives the preview is the one measured. Before hydration (nothing to measure with) the
 * whole text shows.
 */
function fitted(text: string, line: SnippetLine, font: string | null): string {
  return font ? fitToWidth(text, line.maxWidth, measureIn(font)).text : text;
}

function ResultCard({ device, site, path, title, description }: { device: SnippetDevice; site: string; path: string; title: string; description: string }) {
  const layout = SNIPPET_LAYOUTS[device];
  const [titleFont, readTitleFont] = useElementFont();
  const [descriptionFont, readDescriptionFont] = useElementFont();
  const label = device === "desktop" ? "Desktop search result" : "Mobile search result";
  return (
    <figure aria-label={label} className="max-w-full">
      <figcaption className="mb-1 text-xs font-semibold text-muted">{device === "desktop" ? "Desktop" : "Phone"}</figcaption>
      <div className="max-w-full rounded border border-gray-200 bg-white p-3" style={{ width: layout.cardWidth, fontFamily: RESULT_FONT }}>
        <p className="truncate text-xs text-gray-700">
          {site} › {path}
        </p>
        <h3 ref={readTitleFont} className="mt-1 font-normal leading-snug tracking-normal break-words text-[#1a0dab]" style={{ fontSize: layout.title.fontPx, fontFamily: RESULT_FONT }}>
          {fitted(title, layout.title, titleFont)}
        </h3>
        <p ref={readDescriptionFont} className="mt-1 leading-normal break-words text-gray-700" style={{ fontSize: layout.description.fontPx }}>
          {fitted(description, layout.description, descriptionFont)}
        </p>
      </div>
    </figure>
  );
}

/**
 * The post as a search result on a computer and on a phone, cut where the search engine cuts it
 * (by width, app/domain/search-preview.ts).
 */
export function SearchResultPreview({ site, path, title, description }: { site: string; path: string; title: string; description: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold">Search result preview</p>
      <ResultCard device="desktop" site={site} path={path} title={title} description={description} />
      <ResultCard device="mobile" site={site} path={path} title={title} description={description} />
    </div>
  );
}
