import { describe, expect, it } from "vitest";
import { campaignOf, classifyVisit, countedPagePath, notCountedBecause, postSlugOfPath, sourceLabel } from "./visits";

const site = "roofing.example";
const visit = (referrer: string | null, query = "") => classifyVisit({ referrer, query, siteHost: site });

describe("where a visit came from", () => {
  it.each([
    ["https://www.google.com/", "google", ""],
    ["https://www.google.co.uk/", "google", ""],
    ["https://news.google.com/", "google", ""],
    ["android-app://com.google.android.googlequicksearchbox/", "google", ""],
    ["https://www.bing.com/search?q=roofer", "bing", ""],
    ["https://duckduckgo.com/", "other-search", "duckduckgo.com"],
    ["https://search.yahoo.com/", "other-search", "search.yahoo.com"],
    ["https://l.facebook.com/", "facebook", ""],
    ["https://m.facebook.com/groups/x", "facebook", ""],
    ["https://nextdoor.com/p/abc", "other-social", "nextdoor.com"],
    ["https://t.co/xyz", "other-social", "t.co"],
    ["https://mail.google.com/", "email", "mail.google.com"],
    ["https://outlook.live.com/", "email", "outlook.live.com"],
    ["https://www.angi.com/companylist/", "other-site", "angi.com"],
  ])("%s is %s", (referrer, source, detail) => {
    expect(visit(referrer)).toMatchObject({ source, sourceDetail: detail });
  });

  it("is direct without a referrer, with our own pages as referrer, or with one that is not a web address", () => {
    expect(visit(null).source).toBe("direct");
    expect(visit("https://roofing.example/blog").source).toBe("direct");
    expect(visit("https://www.roofing.example/blog").source).toBe("direct");
    expect(visit("not a url").source).toBe("direct");
    expect(visit("javascript:alert(1)").source).toBe("direct");
  });

  it("records the campaign, and names the source from utm_source when there is no referrer", () => {
    expect(visit(null, "utm_source=facebook&utm_medium=paid&utm_campaign=spring-storm")).toEqual({
      source: "facebook",
      sourceDetail: "",
      utmSource: "facebook",
      utmMedium: "paid",
      utmCampaign: "spring-storm",
    });
    expect(visit(null, "utm_source=yardsign")).toMatchObject({ source: "other-site", sourceDetail: "yardsign" });
    // The referrer is what the browser saw; the campaign still shows on its own.
    expect(visit("https://www.google.com/", "utm_source=gmb&utm_campaign=profile")).toMatchObject({ source: "google", utmCampaign: "profile" });
  });

  it("puts every e-mail campaign under e-mail, whatever its referrer", () => {
    expect(visit(null, "utm_source=mailchimp&utm_medium=email&utm_campaign=fall")).toMatchObject({ source: "email", sourceDetail: "mailchimp" });
    expect(visit("https://mail.yahoo.com/", "utm_medium=newsletter")).toMatchObject({ source: "email", sourceDetail: "mail.yahoo.com" });
  });

  it("clips campaign values and ignores other parameters", () => {
    expect(campaignOf("utm_campaign=" + "x".repeat(300)).utmCampaign).toHaveLength(100);
    expect(campaignOf("q=roof&page=2")).toEqual({ utmSource: "", utmMedium: "", utmCampaign: "" });
  });

  it("reads as a marketer says it", () => {
    expect(sourceLabel("google", "")).toBe("Google");
    expect(sourceLabel("other-site", "angi.com")).toBe("Other sites: angi.com");
  });
});

describe("which requests are counted", () => {
  const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

  it("counts a browser", () => {
    expect(notCountedBecause({ userAgent: chrome })).toBeNull();
  });

  it.each([
    [{ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, "bot"],
    [{ userAgent: "" }, "bot"],
    [{}, "bot"],
    [{ userAgent: "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)" }, "uptime-check"],
    [{ userAgent: "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)" }, "uptime-check"],
    [{ userAgent: "curl/8.5.0" }, "uptime-check"],
    [{ userAgent: chrome, secPurpose: "prefetch" }, "prefetch"],
    [{ userAgent: chrome, secPurpose: "prefetch;prerender" }, "prefetch"],
    [{ userAgent: chrome, purpose: "prefetch" }, "prefetch"],
    [{ userAgent: chrome, xMoz: "prefetch" }, "prefetch"],
    [{ userAgent: chrome, dnt: "1" }, "privacy-signal"],
    [{ userAgent: chrome, secGpc: "1" }, "privacy-signal"],
  ])("leaves out %o (%s)", (headers, reason) => {
    expect(notCountedBecause(headers)).toBe(reason);
  });

  it("counts a page under its path alone, as the page cache keys it", () => {
    expect(countedPagePath("/blog/metal-roofs-wilson?utm_source=google&fbclid=abc")).toBe("/blog/metal-roofs-wilson");
    expect(countedPagePath("/gallery/")).toBe("/gallery");
    expect(countedPagePath("//blog//")).toBe("/blog");
    expect(countedPagePath("/locations/wilson-nc.data")).toBe("/locations/wilson-nc");
    expect(countedPagePath("/")).toBe("/");
  });

  it.each(["/posts", "/create-post?edit=1", "/leads/x", "/auth", "/admin", "/portal", "/book-inspection/thanks?ref=PR-1", "/instant-estimate/abcdefabcdefabcdefabcdef", "/api/calls", "/media/a.jpg", "/sitemap.xml", "/robots.txt", "/healthz", "/analytics", "x", `/${"a".repeat(400)}`])(
    "does not count %s",
    (url) => {
      expect(countedPagePath(url)).toBeNull();
    },
  );

  it("knows a post's path", () => {
    expect(postSlugOfPath("/blog/metal-roofs")).toBe("metal-roofs");
    expect(postSlugOfPath("/blog")).toBeNull();
    expect(postSlugOfPath("/blog/a/b")).toBeNull();
  });
});
