/** Content of /financing (spec §2.6; terms from §9). */
import type { Block, IconName, Step } from "~/content/blocks";
import type { FaqEntry } from "~/seo/structured-data";

const financingTerms: { value: string; label: string }[] = [
  { value: "5.99% APR", label: "rates as low as" },
  { value: "12 years", label: "longest available term" },
  { value: "100%", label: "of your project can be financed" },
];

const TERMS_NOTE = "All financing is subject to credit approval. Rates and terms depend on your credit profile and the lender's current offers.";

const whyFinance: { icon: IconName; title: string; text: string }[] = [
  { icon: "home", title: "Don't wait on a failing roof", text: "A leak that waits for savings becomes rotten decking and ceiling repairs. Financing lets you fix it now." },
  { icon: "badge-percent", title: "Rates from 5.99% APR", text: "Competitive rates for qualified buyers, often lower than putting a roof on a credit card." },
  { icon: "calendar-range", title: "Terms up to 12 years", text: "Choose a monthly payment that fits your budget, with terms of up to 12 years." },
  { icon: "hand-coins", title: "Up to 100% financed", text: "Cover the whole project, including decking, ventilation and gutters, with nothing down for qualified buyers." },
];

const financingSteps: Step[] = [
  { title: "Apply online", text: "Open the lender's secure application and enter our dealer number so your application reaches us." },
  { title: "Get your decision", text: "The lender reviews your application and tells you the amount, rate and term you qualify for." },
  { title: "Schedule your roof", text: "Choose your materials with us, sign the proposal and pick your installation date." },
];

export const financingFaqs: FaqEntry[] = [
  {
    question: "What are the financing terms?",
    answer: "Qualified buyers can get rates as low as 5.99% APR, terms up to 12 years and up to 100% of the project financed, all subject to credit approval.",
  },
  {
    question: "Why do I need your dealer number?",
    answer: "The dealer number tells the lender your application is for a project with us, so the approval is linked to your roof and we can see when you're ready to schedule.",
  },
  {
    question: "Does applying affect my credit?",
    answer: "That depends on the lender's process. The application explains what kind of credit check it uses before you submit anything.",
  },
  {
    question: "Can I finance storm damage repairs?",
    answer: "Yes. Financing can cover your deductible, upgrades your policy doesn't pay for, or the whole project if you are not filing a claim.",
  },
  {
    question: "Can I pay off the loan early?",
    answer: "Prepayment terms are set by the lender and shown in your loan documents. Review them before you sign, and ask us if anything is unclear.",
  },
  {
    question: "What if I'd rather not finance?",
    answer: "That's fine. We accept traditional payment, and insurance proceeds for covered claims. Contact us and we'll explain the payment schedule.",
  },
];

export const financingPage = [
  {
    type: "hero",
    eyebrow: "Roof financing",
    title: "A new roof now, affordable monthly payments",
    intro:
      "Rates as low as 5.99% APR, terms up to 12 years and up to 100% of your project financed through {{lenderName}}. Subject to credit approval.",
    dealerNumber: true,
    actions: [
      { kind: "apply", label: "Apply Now", size: "lg" },
      { kind: "link", label: "Ask a Question", href: "/contact", variant: "onDark", size: "lg" },
    ],
    aside: { kind: "illustration", name: "financing" },
  },
  { type: "figures", look: "strip", figures: financingTerms, note: TERMS_NOTE },
  {
    type: "section",
    id: "options",
    eyebrow: "Payment options",
    title: "Two ways to pay for your roof",
    parts: [
      {
        type: "cards",
        look: "payment",
        cards: [
          {
            icon: "credit-card",
            title: "Personal financing",
            text: "A loan through {{lenderName}}, applied for online: rates from 5.99% APR, terms up to 12 years and up to 100% of the project financed.",
            note: "Enter dealer number {{dealerNumber}} on the application.",
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
    eyebrow: "Why finance",
    title: "Why homeowners finance their roofs",
    parts: [{ type: "cards", look: "raised", cards: whyFinance }],
  },
  {
    type: "section",
    id: "how-it-works",
    eyebrow: "How it works",
    title: "Financing in three steps",
    parts: [
      { type: "steps", steps: financingSteps },
      { type: "buttons", look: "row", items: [{ kind: "apply", label: "Start your application", size: "lg" }], dealerNumber: true },
    ],
  },
  {
    type: "section",
    id: "faq",
    tone: "sand",
    eyebrow: "Questions",
    title: "Financing FAQ",
    parts: [
      { type: "faq", faqs: financingFaqs },
      { type: "callout", tone: "note", text: `${TERMS_NOTE} Questions? Call {{phone}}.` },
    ],
  },
  {
    type: "banner",
    look: "closing",
    title: "Start with a free inspection and a written price",
    text: "Know exactly what your roof needs and what it costs, then choose how you'd like to pay.",
  },
] satisfies Block[];
