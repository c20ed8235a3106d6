/**
 * HTML validity (docs/decisions/016-html-validity.md) with html-validate's recommended rules, less
 * the ones that only judge style React's valid output does not follow. Returns readable errors, []
 * when valid.
 */
import { HtmlValidate } from "html-validate";

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes <meta/>, charSet, hidden="" and async="": valid HTML, only not this rule set's style.
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's useId gives ids like "_R_1a_": valid HTML5 ids (no whitespace), which "relaxed" checks.
    "valid-id": ["error", { relaxed: true }],
    // Typographic and authoring preferences, not validity.
    "tel-non-breaking": "off",
    "prefer-native-element": "off",
    "no-inline-style": "off",
    // Title length is an SEO judgement per page, not HTML validity.
    "long-title": "off",
  },
});

export async function htmlErrors(html: string, source: string): Promise<string[]> {
  const report = await validator.validateString(html, source);
  return report.results.flatMap((r) =>
    r.messages.filter((m) => m.severity === 2).map((m) => `${source}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`),
  );
}
