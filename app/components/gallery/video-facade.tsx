import { Play } from "lucide-react";

/**
 * A click-to-load YouTube player (decisions.md point 8): until the visitor presses Play, the page
 * shows a drawn poster and makes no request to YouTube. The islands script swaps the link for the
 * youtube-nocookie.com embed, which starts because the visitor asked; without JavaScript the link
 * opens the video on YouTube.
 */
export function VideoFacade({ youtubeId, title }: { youtubeId: string; title: string }) {
  const id = encodeURIComponent(youtubeId);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-brand-900">
        <a
          href={`https://www.youtube.com/watch?v=${id}`}
          data-video-embed={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          data-video-title={title}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 text-white"
        >
          <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full" aria-hidden="true">
            <rect width="160" height="90" fill="#0f2846" />
            <path d="M20 70 L80 30 L140 70 Z" fill="#1e4775" />
            <path d="M30 70 L80 37 L130 70" fill="none" stroke="#d9822b" strokeWidth="2" />
            <rect x="0" y="70" width="160" height="20" fill="#14365d" />
          </svg>
          <span className="relative flex size-16 items-center justify-center rounded-full bg-accent-500 text-brand-900 group-hover:bg-accent-700 group-hover:text-white">
            <Play aria-hidden="true" className="size-8" />
          </span>
          <span className="relative max-w-md px-4 text-center font-semibold">
            Play video: {title}
          </span>
          <span className="relative text-xs text-brand-100">Loads from YouTube when you press play</span>
        </a>
    </div>
  );
}
