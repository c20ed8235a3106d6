import type { CSSProperties } from "react";
import type { PictureSources } from "~/domain/photos";

/**
 * Every photo of the site reaches the browser through this one component: AVIF and WebP sources,
 * a JPEG `<img srcset>` fallback, `sizes`, the photo's own width/height (the box is reserved before
 * it loads: no layout shift), lazy loading unless it is the page's largest image (`priority`), and
 * the blur placeholder over the dominant colour as a background until the photo paints over it.
 * Alt text comes with the sources (required there); `alt=""` marks a photo as decorative.
 */
export function Picture({
  sources,
  sizes,
  alt = sources.alt,
  priority = false,
  className,
  pictureClassName,
  fallbackWidth = 1200,
  fallbackHeight = 900,
}: {
  sources: PictureSources;
  /** The rendered width, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  alt?: string;
  /** The page's largest image: loaded eagerly with `fetchpriority="high"`. */
  priority?: boolean;
  className?: string;
  pictureClassName?: string;
  /** Size used for the box when the photo has none recorded (rows made by hand). */
  fallbackWidth?: number;
  fallbackHeight?: number;
}) {
  const style: CSSProperties = {};
  if (sources.dominantColor) style.backgroundColor = sources.dominantColor;
  if (sources.placeholder) {
    style.backgroundImage = `url("${sources.placeholder}")`;
    style.backgroundSize = "cover";
    style.backgroundPosition = "center";
  }
  return (
    <picture className={pictureClassName}>
      {sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={sizes} /> : null}
      {sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={sizes} /> : null}
      <img
        src={sources.src}
        srcSet={sources.jpeg ?? undefined}
        sizes={sources.jpeg ? sizes : undefined}
        alt={alt}
        width={sources.width ?? fallbackWidth}
        height={sources.height ?? fallbackHeight}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        style={style}
        className={className}
      />
    </picture>
  );
}
