import { CHECKED, REVIEWED } from "../shared";
import type { Guide } from "../types";
import { manufacturerSites, manufacturerSources } from "./manufacturer-warranties";

export const warrantyRegistration: Guide = {
  slug: "warranty-registration",
  title: "Roof Warranty Registration: Deadlines and How We Handle It",
  metaTitle: "Roof Warranty Registration Deadlines by Brand",
  description:
    "Registration deadlines for GAF, Owens Corning, CertainTeed, IKO and Atlas warranties, how we register within 7 days of completion, and what to keep on file.",
  keywords: [
    "roof warranty registration",
    "shingle warranty registration deadline",
    "register GAF warranty",
    "Owens Corning warranty registration",
    "CertainTeed warranty registration",
    "IKO warranty registration",
    "Atlas warranty registration",
  ],
  hubGroup: "warranties",
  summary: "Registration deadlines by brand, how our registration service works, and the records to keep.",
  eyebrow: "Warranty guide",
  intro:
    "An enhanced manufacturer warranty only protects you once it's registered — and every manufacturer sets a deadline. We handle registration for every roof we install. Here's how it works and what to keep.",
  updated: REVIEWED,
  blocks: [
    {
      type: "table",
      heading: "Registration deadlines by brand",
      intro: [
        "These are the deadlines we work to for each brand, counted from completion of the installation. We don't wait for them: **we submit every registration within 7 days of completion.** Manufacturers can change their programs, so confirm current terms on each manufacturer's site.",
      ],
      caption: "Warranty registration deadlines we work to, by manufacturer",
      columns: ["Manufacturer", "Deadline we work to", "Who registers", "Current terms"],
      rows: [
        ["GAF", "60 days", "We do, as the installing contractor", `[gaf.com](${manufacturerSites.gaf.url})`],
        ["Owens Corning", "90 days", "We do, as the installing contractor", `[owenscorning.com](${manufacturerSites.owensCorning.url})`],
        ["CertainTeed", "60 days", "We do, as the installing contractor", `[certainteed.com](${manufacturerSites.certainTeed.url})`],
        ["IKO", "60 days", "We do, as the installing contractor", `[iko.com](${manufacturerSites.iko.url})`],
        ["Atlas", "60 days", "We do, as the installing contractor", `[atlasroofing.com](${manufacturerSites.atlas.url})`],
      ],
      note: "Standard limited warranties often need no registration at all — keep your proof of purchase. The deadlines matter most for enhanced system warranties.",
    },
    {
      type: "cards",
      heading: "Our registration service",
      columns: 2,
      cards: [
        {
          title: "Submitted within 7 days",
          text: "Registration goes in within 7 days of completion — well inside every manufacturer's deadline — so a busy storm season never puts your coverage at risk.",
        },
        {
          title: "We gather the details",
          text: "Product names, quantities, installation date, system components and photos: everything the manufacturer asks for, from our job file.",
        },
        {
          title: "You get the confirmation",
          text: "When the manufacturer confirms, we record the confirmation number and add its certificate to your warranty portal, next to your workmanship warranty certificate.",
        },
        {
          title: "Everything in one place",
          text: "Your [warranty portal](/portal) keeps your certificates, your roof's photos and the documents we keep for you, so you can download them any time, including when you sell.",
        },
      ],
    },
    {
      type: "steps",
      heading: "How registration works",
      steps: [
        { title: "Installation complete", when: "Final day", text: "We finish the roof, walk it with you and take the final photo set." },
        { title: "We prepare the registration", when: "Days 1-3", text: "We compile the products and system components installed, the completion date, and your property and contact details." },
        { title: "We submit it", when: "Within 7 days", text: "We submit the registration to the manufacturer through its contractor program." },
        { title: "You receive confirmation", when: "When the manufacturer confirms", text: "The confirmation number and the manufacturer's certificate appear in your [warranty portal](/portal), ready to download." },
        { title: "Keep it with your house records", when: "For as long as you own the home", text: "If you sell, give the buyer your certificates and check the manufacturer's transfer requirements — transfers usually have their own deadline." },
      ],
    },
    {
      type: "list",
      look: "checkBoxes",
      heading: "What to keep on file",
      items: [
        "Signed contract and final invoice (your proof of purchase)",
        "Manufacturer warranty certificate or registration confirmation",
        "Our workmanship warranty certificate",
        "Final photos of the finished roof",
        "Product names and colors installed",
        "Any later repair invoices",
      ],
    },
    {
      type: "faq",
      heading: "Registration questions",
      groups: [
        {
          items: [
            {
              question: "Do I need to register my roof warranty myself?",
              answer: ["Not for roofs we install — we register for you within 7 days of completion. If you bought shingles yourself or another contractor installed your roof, check the manufacturer's site for how registration works."],
            },
            {
              question: "What happens if a warranty isn't registered in time?",
              answer: ["An enhanced warranty that isn't registered by the deadline may revert to the standard limited warranty, which is narrower. That's why we don't wait for the deadline."],
            },
            {
              question: "I haven't received my confirmation. What should I do?",
              answer: ["Call us at {{phone}}. We'll check the status with the manufacturer and send you a copy of what we submitted."],
            },
            {
              question: "Can a warranty be transferred when I sell my house?",
              answer: [
                "Many manufacturer warranties allow a transfer, usually with a deadline after the sale and sometimes a fee. Our workmanship warranty transfers too. Check the manufacturer's current terms and [contact us](/contact) — we'll help with the paperwork.",
              ],
            },
          ],
        },
      ],
    },
    {
      type: "list",
      look: "sources",
      heading: "Manufacturer sources",
      intro: ["Read the current registration and warranty terms on each manufacturer's site. IKO's warranty overview was checked in " + formatChecked(CHECKED) + "."],
      items: manufacturerSources,
    },
    {
      type: "buttons",
      text: "Planning a new roof? We'll make sure the warranty is registered and in your hands.",
      items: [{ kind: "link", label: "Get Started Today", href: "/contact" }, { kind: "call" }],
    },
  ],
  cta: {
    title: "Get started with a roof that's registered right",
    text: "Free inspection, written estimate with the warranty tier named, and registration submitted within 7 days of completion.",
  },
};

function formatChecked(yyyyMm: string): string {
  const [y, m] = yyyyMm.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}
