import { describe, expect, it } from "vitest";
import { contentTypeOfKey, isMediaKey, variantKey, variantPlan, variantWidths } from "./variant-plan";

describe("variantWidths", () => {
  it.each([
    [4000, [320, 640, 960, 1280, 1920, 2560]],
    [2560, [320, 640, 960, 1280, 1920, 2560]],
    [2000, [320, 640, 960, 1280, 2000]], // 1920 is within 15% of 2000: the full width covers it
    [1300, [320, 640, 960, 1300]],
    [1000, [320, 640, 1000]],
    [640, [320, 640]],
    [700, [320, 700]],
    [330, [330]],
    [200, [200]],
    [1, [1]],
  ])("a photo %i px wide gets %j (never wider than itself)", (width, expected) => {
    expect(variantWidths(width)).toEqual(expected);
  });
});

describe("variantPlan", () => {
  it("stores AVIF, WebP and JPEG at every width, keeping the aspect ratio", () => {
    const plan = variantPlan({ width: 4000, height: 3000 });
    expect(plan).toHaveLength(18);
    expect(plan.filter((v) => v.format === "avif").map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [640, 480],
      [960, 720],
      [1280, 960],
      [1920, 1440],
      [2560, 1920],
    ]);
    expect(new Set(plan.map((v) => v.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
  });

  it("handles portrait and very thin images", () => {
    expect(variantPlan({ width: 300, height: 4000 })).toEqual([
      { format: "avif", width: 300, height: 4000 },
      { format: "webp", width: 300, height: 4000 },
      { format: "jpeg", width: 300, height: 4000 },
    ]);
    expect(variantPlan({ width: 5000, height: 1 }).every((v) => v.height === 1)).toBe(true);
  });

  it("refuses an image without pixels", () => {
    expect(() => variantPlan({ width: 0, height: 10 })).toThrow(RangeError);
  });
});

describe("variant keys", () => {
  const hash = "ab".repeat(32);
  it("are content-addressed and say their format", () => {
    expect(variantKey(hash, { format: "avif", width: 640 })).toBe(`photos/${"ab".repeat(16)}/640.avif`);
    expect(variantKey(hash, { format: "jpeg", width: 320 })).toBe(`photos/${"ab".repeat(16)}/320.jpg`);
    expect(() => variantKey("../etc", { format: "jpeg", width: 1 })).toThrow();
    expect(variantKey(hash, { format: "jpeg", width: 320 }, "claims")).toBe(`claims/${"ab".repeat(16)}/320.jpg`);
  });

  it.each([
    [`photos/${"ab".repeat(16)}/640.avif`, true],
    ["photos/x/1.jpg", true],
    ["../secret.jpg", false],
    ["photos/../../x.jpg", false],
    ["/etc/passwd", false],
    ["photos//x.jpg", false],
    ["photos/x", false],
    ["photos/.hidden.jpg", false],
    ["photos\\x.jpg", false],
  ])("isMediaKey(%j) is %s", (key, ok) => {
    expect(isMediaKey(key)).toBe(ok);
  });

  it("map to the Content-Type they are served with", () => {
    expect(contentTypeOfKey("a/1.avif")).toBe("image/avif");
    expect(contentTypeOfKey("a/1.webp")).toBe("image/webp");
    expect(contentTypeOfKey("a/1.jpg")).toBe("image/jpeg");
    expect(contentTypeOfKey("a/1.bin")).toBe("application/octet-stream");
  });
});
