import { describe, expect, it } from "vitest";
import { faqPage } from "~/content/company/faq";
import { financingFaqs, financingPage } from "~/content/services/financing";
import type { Block } from "~/content/blocks";
import { pageQuestions } from "./page-questions";

describe("pageQuestions", () => {
  it("finds a page's FAQ list inside its sections, in page order", () => {
    expect(pageQuestions(financingPage)).toEqual(financingFaqs);
  });

  it("reads every question of an FAQ by topic", () => {
    const questions = pageQuestions(faqPage).map((q) => q.question);
    expect(questions[0]).toBe("How long does a roof last in Eastern North Carolina?");
    expect(new Set(questions).size).toBe(questions.length);
    expect(questions.length).toBeGreaterThan(20);
  });

  it("looks inside sections and splits, and finds nothing on a page without questions", () => {
    const faq: Block = { type: "faq", faqs: [{ question: "Do you tarp?", answer: "Yes, the same day." }] };
    expect(pageQuestions([{ type: "split", parts: [faq] }, { type: "section", id: "faq", title: "Questions", parts: [faq] }])).toHaveLength(2);
    expect(pageQuestions([{ type: "banner", look: "closing" }])).toEqual([]);
  });
});
