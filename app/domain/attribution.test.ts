import { describe, expect, it } from "vitest";
import { attribute, attributionOfLead, leadAttributionColumns, leadUtm, type VisitTrail } from "./attribution";

const at = (minute: number) => new Date(Date.UTC(2027, 2, 3, 14, minute));
const POST = "post-greenville-metal";
const OTHER_POST = "post-storm-guide";
const GREENVILLE = "town-greenville";
const WILSON = "town-wilson";

const visit = (pages: VisitTrail["pages"]): VisitTrail => ({
  landingPath: pages[0]?.path ?? "/",
  source: "google",
  sourceDetail: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  pages,
});

describe("attributing a request", () => {
  it("gives a request sent from /contact after a Google visit to a town post that visit's landing page, source, post and town", () => {
    const trail = visit([
      { path: "/blog/metal-roofs-greenville", postId: POST, townId: GREENVILLE, lastAt: at(1) },
      { path: "/contact", postId: null, townId: null, lastAt: at(3) },
    ]);
    expect(attribute({ path: "/contact", postId: null, townId: null }, trail)).toEqual({
      path: "/contact",
      landingPath: "/blog/metal-roofs-greenville",
      source: "google",
      sourceDetail: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
      postId: POST,
      townId: GREENVILLE,
    });
  });

  it("takes the post read last and the town of the last page that had one", () => {
    const trail = visit([
      { path: "/blog/storm-guide", postId: OTHER_POST, townId: null, lastAt: at(1) },
      { path: "/blog/metal-roofs-greenville", postId: POST, townId: GREENVILLE, lastAt: at(2) },
      { path: "/locations/wilson-nc", postId: null, townId: WILSON, lastAt: at(4) },
      { path: "/contact", postId: null, townId: null, lastAt: at(5) },
    ]);
    expect(attribute({ path: "/contact", postId: null, townId: null }, trail)).toMatchObject({ postId: POST, townId: WILSON });
  });

  it("lets the page sent from decide first (a town page's own phone number)", () => {
    const trail = visit([{ path: "/blog/metal-roofs-greenville", postId: POST, townId: GREENVILLE, lastAt: at(1) }]);
    expect(attribute({ path: "/locations/wilson-nc", postId: null, townId: WILSON }, trail)).toMatchObject({ townId: WILSON, postId: POST });
  });

  it("says the source is not known without a visit, and still names the page's town and post", () => {
    expect(attribute({ path: "/locations/wilson-nc", postId: null, townId: WILSON }, null)).toMatchObject({
      landingPath: null,
      source: "unknown",
      townId: WILSON,
      postId: null,
    });
  });

  it("is kept on the lead and read back from it for the estimate's later steps", () => {
    const a = attribute({ path: "/instant-estimate", postId: null, townId: null }, { ...visit([{ path: "/blog/x", postId: POST, townId: GREENVILLE, lastAt: at(1) }]), utmCampaign: "spring" });
    const lead = { ...leadAttributionColumns(a), utm: leadUtm({}, a) };
    expect(lead.utm).toEqual({ utm_campaign: "spring" });
    expect(attributionOfLead(lead)).toEqual(a);
    expect(attributionOfLead({ ...lead, landingPage: null, visitSource: null }).source).toBe("unknown");
  });

  it("keeps the form page's own campaign fields when it had some", () => {
    const a = attribute({ path: "/contact", postId: null, townId: null }, { ...visit([]), utmCampaign: "visit" });
    expect(leadUtm({ utm_source: "flyer" }, a)).toEqual({ utm_source: "flyer" });
  });
});
