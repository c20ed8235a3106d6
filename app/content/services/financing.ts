/**
 * Content of /financing (spec §2.6). The lender, its figures, the dealer number and the application
 * come from the business settings, each stated only when given; a company that offers no financing
 * gets a page about the ways to pay, with no application and no dealer number
 * (docs/decisions/021-launch-as-your-company.md).
 */
import type { Block, IconName, Step } from "~/content/blocks";
import type { FaqEntry } from "~/seo/structured-data";
import { FINANCING_FIGURES } from "./financing-terms";

const financingTerms: { value: string; label: string }[] = [
  { value: "{{aprFrom}}% APR", label: "rates as low as" },
  { value: "{{financeTerm}} years", label: "longest available term" },
  { value: "{{financedPercent}}%", label: "of your project can be financed" },
];

const TERMS_NOTE = "All financing is subject to credit approval. Rates and terms depend on your credit profile and the lender's current offers.";

const whyFinance: { icon: IconName; title: string; text: string }[] = [
  { icon: "home", title: "Don't wait on a failing roof", text: "A leak that waits for savings becomes rotten decking and ceiling repairs. Financing lets you fix it now." },
  { icon: "badge-percent", title: "Rates from {{aprFrom}}% APR", text: "Competitive rates for qualified buyers, often lower than putting a roof on a credit card." },
  { icon: "calendar-range", title: "Terms up to {{financeTerm}} years", text: "Choose a monthly payment that fits your budget, with terms of up to {{financeTerm}} years." },
  { icon: "hand-coins", title: "Up to {{financedPercent}}% financed", text: "Cover the project, including decking, ventilation and gutters, as far as your approval allows." },
];

/** From estimate to roof: through the lender with financing, through the payment schedule without. */
const paymentSteps: Step[] = [
  {
    title: "{{#financing}}Apply online{{/financing}}{{^financing}}Get your written estimate{{/financing}}",
    text: "{{#financing}}Open the lender's secure application{{#dealerNumber}} and enter our dealer number so your application reaches us{{/dealerNumber}}.{{/financing}}{{^financing}}We inspect the roof and put the price, the materials and what is included in writing.{{/financing}}",
  },
  {
    title: "{{#financing}}Get your decision{{/financing}}{{^financing}}Agree how you will pay{{/financing}}",
    text: "{{#financing}}The lender reviews your application and tells you the amount, rate and term you qualify for.{{/financing}}{{^financing}}The payment schedule is written into your contract before work begins; for an insurance claim, it follows the release of your insurance funds.{{/financing}}",
  },
  { title: "Schedule your roof", text: "Choose your materials with us, sign the proposal and pick your installation date." },
];

export const financingFaqs: FaqEntry[] = [
  {
    question: "{{financing}}What are the financing terms?",
    answer: `${FINANCING_FIGURES}All financing is subject to credit approval, and the lender tells you the amount, rate and term you qualify for.`,
  },
  {
    question: "Why do I need your dealer number?",
    answer: "The dealer number ({{dealerNumber}}) tells the lender your application is for a project with us, so the approval is linked to your roof and we can see when you're ready to schedule.",
  },
  {
    question: "{{financing}}Does applying affect my credit?",
    answer: "That depends on the lender's process. The application explains what kind of credit check it uses before you submit anything.",
  },
  {
    question: "{{financing}}Can I finance storm damage repairs?",
    answer: "Yes. Financing can cover your deductible, upgrades your policy doesn't pay for, or the whole project if you are not filing a claim.",
  },
  {
    question: "{{financing}}Can I pay off the loan early?",
    answer: "Prepayment terms are set by the lender and shown in your loan documents. Review them before you sign, and ask us if anything is unclear.",
  },
  {
    question: "{{#financing}}What if I'd rather not finance?{{/financing}}{{^financing}}How can I pay for my roof?{{/financing}}",
    answer:
      "{{#financing}}That's fine. {{/financing}}Pay by check or card, through your own bank or credit union, or with insurance proceeds for a covered claim. Contact us and we'll explain the payment schedule.",
  },
  {
    question: "When do I pay?",
    answer:
      "Payment terms are written into your contract before work begins. For insurance jobs, payment normally follows the release of your insurance funds, less your deductible, which is your responsibility under your policy.",
  },
];

export const financingPage = [
  {
    type: "hero",
    eyebrow: "{{#financing}}Roof financing{{/financing}}{{^financing}}Paying for your roof{{/financing}}",
    title: "{{#financing}}A new roof now, affordable monthly payments{{/financing}}{{^financing}}Ways to pay for a new roof{{/financing}}",
    intro: `{{#financing}}${FINANCING_FIGURES}{{#lenderName}}Financing through {{lenderName}}. {{/lenderName}}Subject to credit approval.{{/financing}}{{^financing}}A new roof is a big expense, and there is more than one way to pay for it. Ask us when you get your written estimate: we explain the payment schedule, how insurance proceeds and your deductible fit in, and what other homeowners do.{{/financing}}`,
    dealerNumber: true,
    actions: [
      { kind: "apply", label: "Apply Now", size: "lg" },
      { kind: "link", label: "Ask a Question", href: "/contact", variant: "onDark", size: "lg" },
    ],
    aside: { kind: "illustration", name: "financing" },
  },
  // Only with financing: the note asserts it, so the strip is left out without it.
  { type: "figures", look: "strip", figures: financingTerms, note: `{{financing}}${TERMS_NOTE}` },
  {
    type: "section",
    id: "options",
    eyebrow: "Payment options",
    title: "{{#financing}}Two ways{{/financing}}{{^financing}}How{{/financing}} to pay for your roof",
    parts: [
      {
        type: "cards",
        look: "payment",
        cards: [
          {
            icon: "credit-card",
            title: "Personal financing",
            text: "{{financing}}A loan{{#lenderName}} through {{lenderName}}{{/lenderName}}, applied for online{{#aprFrom}}, at rates from {{aprFrom}}% APR{{/aprFrom}}.",
            note: "{{#dealerNumber}}Enter dealer number {{dealerNumber}} on the application.{{/dealerNumber}}",
            action: { kind: "apply", label: "Apply for personal financing", variant: "secondary" },
            featured: true,
          },
          {
            icon: "landmark",
            title: "Traditional payment",
            text: "Pay by check or card, use your own bank or credit union, or combine insurance proceeds with your deductible. We'll walk you through the payment schedule.",
            action: { kind: "link", label: "Contact us about payment", href: "/contact", variant: "outline", arrow: true },
          },
        ],
      },
    ],
  },
  {
    type: "section",
    id: "why-finance",
    tone: "sand",
    eyebrow: "{{financing}}Why finance",
    title: "Why homeowners finance their roofs",
    parts: [{ type: "cards", look: "raised", cards: whyFinance }],
  },
  {
    type: "section",
    id: "how-it-works",
    eyebrow: "How it works",
    title: "{{#financing}}Financing in three steps{{/financing}}{{^financing}}From estimate to new roof in three steps{{/financing}}",
    parts: [
      { type: "steps", steps: paymentSteps },
      { type: "buttons", look: "row", items: [{ kind: "apply", label: "{{financing}}Start your application", size: "lg" }], dealerNumber: true },
    ],
  },
  {
    type: "section",
    id: "faq",
    tone: "sand",
    eyebrow: "Questions",
    title: "{{#financing}}Financing FAQ{{/financing}}{{^financing}}Paying for a roof: questions{{/financing}}",
    parts: [
      { type: "faq", faqs: financingFaqs },
      { type: "callout", tone: "note", text: `{{#financing}}${TERMS_NOTE} {{/financing}}Questions? Call {{phone}}.` },
    ],
  },
  {
    type: "banner",
    look: "closing",
    title: "Start with a free inspection and a written price",
    text: "Know exactly what your roof needs and what it costs, then choose how you'd like to pay.",
  },
] satisfies Block[];
