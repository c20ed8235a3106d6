import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoFacade } from "./video-facade";

describe("VideoFacade", () => {
  it("is a link to the video on YouTube that the islands script swaps for the no-cookie embed; nothing loads from YouTube first", () => {
    const html = renderToString(createElement(VideoFacade, { youtubeId: "abc123", title: "Steeple repair" }));
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc123"');
    expect(html).toContain('data-video-embed="https://www.youtube-nocookie.com/embed/abc123?autoplay=1&amp;rel=0"');
    expect(html).toContain("Play video: <!-- -->Steeple repair");
    expect(html).not.toContain("<iframe");
  });
});
