import { CHECKED, REVIEWED } from "../shared";
import type { Guide } from "../types";

/** The five brands' sites: where homeowners read the current warranty documents. */
export const manufacturerSites = {
  gaf: { label: "GAF", url: "https://www.gaf.com/" },
  owensCorning: { label: "Owens Corning", url: "https://www.owenscorning.com/" },
  certainTeed: { label: "CertainTeed", url: "https://www.certainteed.com/" },
  iko: {
    label: "IKO",
    url: "https://www.iko.com/na/pro/building-professional-tools/learn-about-roofing/overview-of-the-iko-limited-warranty/",
  },
  atlas: { label: "Atlas Roofing", url: "https://www.atlasroofing.com/" },
} as const;

/** The "Manufacturer sources" list both warranty guides end with. */
export const manufacturerSources = [
  { label: manufacturerSites.gaf.label, url: manufacturerSites.gaf.url },
  { label: manufacturerSites.owensCorning.label, url: manufacturerSites.owensCorning.url },
  { label: manufacturerSites.certainTeed.label, url: manufacturerSites.certainTeed.url },
  { label: "IKO: overview of the IKO limited warranty", url: manufacturerSites.iko.url },
  { label: manufacturerSites.atlas.label, url: manufacturerSites.atlas.url },
];

export const manufacturerWarranties: Guide = {
  slug: "manufacturer-warranties",
  title: "Manufacturer Roofing Warranties Explained",
  metaTitle: "Shingle Manufacturer Warranties Explained",
  description:
    "Standard vs enhanced system warranties and prorating in plain English, with summaries for GAF, Owens Corning, CertainTeed, IKO and Atlas roofing warranties.",
  keywords: [
    "manufacturer roofing warranty",
    "shingle warranty explained",
    "GAF warranty",
    "Owens Corning warranty",
    "CertainTeed warranty",
    "IKO warranty",
    "Atlas roofing warranty",
    "prorated roof warranty",
  ],
  hubGroup: "warranties",
  summary: "Standard vs enhanced system warranties, prorating in plain English, and summaries for the five brands we install.",
  eyebrow: "Warranty guide",
  intro:
    "\"Lifetime\" on a shingle bundle rarely means what homeowners think. Manufacturer warranties are valuable, but they cover specific things, for specific periods, under specific conditions. Here is how they work and how the five brands we install approach them.",
  updated: REVIEWED,
  blocks: [
    {
      type: "paragraphs",
      heading: "Two warranties on every roof",
      paragraphs: [
        "Every new roof carries two kinds of protection. The **manufacturer's warranty** covers defects in the products — shingles, underlayment, ridge caps, vents. The **contractor's workmanship warranty** covers the installation. Ours is described in our [workmanship warranty guide](/resources/workmanship-warranty).",
        "Manufacturer material warranties on the shingles we install run up to 50 years depending on the product and warranty tier, and the system warranties most homeowners choose typically run 15-20 years of enhanced coverage. The exact numbers depend on the product line and tier and change from time to time, so each summary below links to the manufacturer's own site for the current documents.",
      ],
    },
    {
      type: "table",
      heading: "Standard vs enhanced system warranties",
      intro: ["All five manufacturers follow the same basic pattern: a standard limited warranty that comes with the product, and enhanced warranties for complete systems installed by contractors they've certified."],
      caption: "How standard and enhanced manufacturer warranties typically differ",
      columns: ["Feature", "Standard limited warranty", "Enhanced system warranty"],
      rows: [
        ["What it covers", "Manufacturing defects in the shingles (and listed accessories)", "The full system of matched components; some tiers add coverage for installation errors"],
        ["Full (non-prorated) period", "A shorter initial period covering materials and some labor", "A longer initial period, often including tear-off and disposal"],
        ["After that period", "Prorated: material value only, shrinking over time", "Prorated on some tiers; better terms on top tiers"],
        ["Who can offer it", "Any installer", "Only contractors the manufacturer has certified"],
        ["Registration", "Often not required; keep your proof of purchase", "Required, and must be done by the certified contractor within the manufacturer's deadline"],
      ],
      note: "General pattern only. Your coverage is whatever your registered warranty document says — keep it with your house records.",
    },
    {
      type: "cards",
      heading: "The five brands we install",
      intro: [
        "Each brand names its programs differently. Before you sign, ask us which tier your roof will qualify for and get the warranty name in writing on your estimate. We register within 7 days of completion; the deadlines shown are the ones we work to for each brand.",
      ],
      cards: [
        {
          title: "GAF",
          text: "GAF's standard limited warranty covers its shingles and qualifying accessories against manufacturing defects. Its enhanced system warranties are available only through GAF-certified contractors and must be registered.",
          facts: [{ label: "Registration deadline we work to", value: "60 days" }],
          link: { label: "Current GAF warranty terms", href: manufacturerSites.gaf.url },
        },
        {
          title: "Owens Corning",
          text: "Owens Corning shingles carry a standard product limited warranty. Its extended system warranties require an Owens Corning system installed by a contractor in its network.",
          facts: [{ label: "Registration deadline we work to", value: "90 days" }],
          link: { label: "Current Owens Corning warranty terms", href: manufacturerSites.owensCorning.url },
        },
        {
          title: "CertainTeed",
          text: "CertainTeed's shingle warranties begin with an initial full-coverage period; its extended system warranties are offered through CertainTeed-credentialed contractors.",
          facts: [{ label: "Registration deadline we work to", value: "60 days" }],
          link: { label: "Current CertainTeed warranty terms", href: manufacturerSites.certainTeed.url },
        },
        {
          title: "IKO",
          text: "IKO's limited warranties start with a protection period in which IKO replaces shingles with manufacturing defects and pays reasonable labor to install them (tear-off excluded), followed by prorated, material-only coverage. IKO advises keeping both the warranty statement and your contractor agreement.",
          facts: [{ label: "Registration deadline we work to", value: "60 days" }],
          source: { url: manufacturerSites.iko.url, checked: CHECKED, label: "IKO: overview of the IKO limited warranty" },
        },
        {
          title: "Atlas",
          text: "Atlas shingles carry a limited warranty with an initial full-protection period, and Atlas offers enhanced coverage when a complete Atlas roofing system is installed.",
          facts: [{ label: "Registration deadline we work to", value: "60 days" }],
          link: { label: "Current Atlas warranty terms", href: manufacturerSites.atlas.url },
        },
      ],
    },
    {
      type: "list",
      heading: "What can void a manufacturer warranty",
      intro: ["Most denied warranty claims come down to one of these. A careful installer protects you from all of them."],
      items: [
        { title: "Installation off-spec", text: "Wrong nail count or placement, missing starter strip, or unsealed edges. We install to each manufacturer's high-wind specification." },
        { title: "Poor attic ventilation", text: "Manufacturers require adequate ventilation; heat and moisture trapped in the attic shorten shingle life and can void coverage." },
        { title: "Mixed components on a system warranty", text: "Enhanced warranties require matching accessories from the same manufacturer." },
        { title: "Missed registration", text: "An enhanced warranty that isn't registered in time may fall back to the standard warranty." },
        { title: "Roofing over old shingles", text: "Some enhanced warranties require a full tear-off." },
        { title: "Unapproved alterations", text: "New penetrations or repairs by others that don't follow the manufacturer's instructions." },
      ],
    },
    {
      type: "faq",
      heading: "Manufacturer warranty questions",
      groups: [
        {
          items: [
            {
              question: "Does a \"lifetime\" warranty mean my roof lasts forever?",
              answer: [
                "No. \"Lifetime\" usually refers to how long the limited warranty runs for the original owner, and coverage is typically prorated after the initial full-coverage period. It's a promise about manufacturing defects, not a promise that the roof won't wear out or get storm damage.",
              ],
            },
            {
              question: "Does the manufacturer warranty cover storm damage?",
              answer: [
                "Generally no. Manufacturers cover product defects, and some offer separate wind coverage up to stated speeds when installed to their specification. Storm damage is an insurance matter — see [The Insurance Claim Process](/resources/insurance-claim-process).",
              ],
            },
            {
              question: "Who registers the warranty?",
              answer: ["For enhanced warranties, the certified contractor does. We submit registration within 7 days of completion; the confirmation number and the manufacturer's certificate then appear in your [warranty portal](/portal). See [Warranty Registration](/resources/warranty-registration)."],
            },
            {
              question: "How do I make a manufacturer warranty claim?",
              answer: [
                "Call us first. We'll inspect and tell you whether it looks like a product defect or something else. If it's a defect, we help you gather the photos, product details and proof of purchase the manufacturer asks for.",
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
      intro: ["Warranty terms change. Read the current documents on each manufacturer's own site:"],
      items: manufacturerSources,
    },
    {
      type: "buttons",
      text: "Need help with a manufacturer warranty question or claim?",
      items: [{ kind: "link", label: "Get Warranty Support", href: "/contact" }, { kind: "call" }],
    },
  ],
  cta: {
    title: "Get the strongest warranty your roof qualifies for",
    text: "We'll show you which manufacturer tier your new roof can carry, put it in writing, and register it for you.",
  },
};
