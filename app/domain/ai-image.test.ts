import { describe, expect, it } from "vitest";
import { defaultImagePrompt, generatedImageDetails, IMAGE_PROMPT_MESSAGES, imagePromptSchema, imageRequestPrompt } from "./ai-image";

describe("imagePromptSchema", () => {
  it.each([
    ["", IMAGE_PROMPT_MESSAGES.required],
    ["   \n ", IMAGE_PROMPT_MESSAGES.required],
    ["x".repeat(1001), IMAGE_PROMPT_MESSAGES.tooLong],
  ])("refuses %j with a readable message", (input, message) => {
    const parsed = imagePromptSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(message);
  });

  it("collapses white space", () => {
    expect(imagePromptSchema.parse("  A metal roof\n\non a farmhouse ")).toBe("A metal roof on a farmhouse");
  });
});

describe("generatedImageDetails", () => {
  it("takes name and alt text from the prompt and says in the description that AI made it", () => {
    expect(generatedImageDetails("a standing seam metal roof on a white farmhouse", "gpt-image-1")).toEqual({
      title: "A standing seam metal roof on a white farmhouse",
      altTag: "A standing seam metal roof on a white farmhouse",
      description: "AI-generated image (model gpt-image-1) from the prompt: a standing seam metal roof on a white farmhouse",
    });
  });

  it("shortens a long prompt at a word for the name (80) and the alt text (250)", () => {
    const prompt = `A roof ${"with many shingles ".repeat(30)}`;
    const { title, altTag, description } = generatedImageDetails(prompt, "m");
    expect(title.length).toBeLessThanOrEqual(80);
    expect(altTag.length).toBeLessThanOrEqual(250);
    expect(title).toMatch(/^A roof with many shingles .* many…$/);
    expect(altTag.endsWith("…")).toBe(true);
    expect(description).toContain(prompt.trim());
  });
});

describe("defaultImagePrompt", () => {
  it.each([
    ["Metal Roofing in {{locationName}}, NC", "Metal Roofing"],
    ["Storm damage checklist", "Storm damage checklist"],
    ["", ""],
    ["{{locationName}}", ""],
  ])("%j → %j", (title, prompt) => {
    expect(defaultImagePrompt(title)).toBe(prompt);
  });
});

describe("imageRequestPrompt", () => {
  it("adds the house style after the staff's words", () => {
    expect(imageRequestPrompt("A metal roof on a farmhouse.")).toBe("A metal roof on a farmhouse. Photo-realistic, natural light, no text, no logos, no watermarks.");
  });
});
