/**
 * The Rocky Mount headquarters page (/locations/rockymount-nc) as blocks. Address, phones, hours,
 * rating and founding year come from the business config (the headquarters office); the towns
 * around it from the service locations, passed in by the route.
 */
import type { BandCard, Block, NearbyTown, Testimonial } from "~/content/blocks";

/** Spec §9: Rocky Mount crews work a 30-mile radius with a 3.8-hour average emergency response. */
export const rockyMountFigures = {
  radiusMiles: 30,
  averageEmergencyResponseHours: 3.8,
} as const;

const whyChoose: BandCard[] = [
  {
    title: "Headquartered here, not passing through",
    text: "Our main office is in Rocky Mount itself. When a storm rolls through Nash and Edgecombe counties, the crews who answer live in the same neighborhoods.",
  },
  {
    title: "3.8-hour average emergency response",
    text: "Within our 30-mile Rocky Mount radius, an emergency call gets a crew on site in 3.8 hours on average, to tarp and stop the water.",
  },
  {
    title: "Rated {{rating}} out of 5",
    text: "{{reviewCount}} Eastern North Carolina customers have reviewed our work, and the company has been roofing the region since {{foundingYear}}.",
  },
  {
    title: "Installed to the manufacturer's specification",
    text: "Starter strips, nailing patterns, underlayment and ventilation are done the way GAF, Owens Corning, CertainTeed, IKO and Atlas require, so the warranty holds.",
  },
  {
    title: "Photos at every step",
    text: "You see what we see: before, during and after photos of your roof, which also become the evidence an insurance adjuster needs.",
  },
  {
    title: "Clear paperwork and a workmanship warranty",
    text: "A written estimate you can compare line by line, and a {{workmanshipYears}}-year warranty on our workmanship ({{extendedWarrantyYears}} years with the Extended Warranty) on top of the manufacturer's coverage.",
  },
];

const brands: { name: string; products: string[] }[] = [
  { name: "GAF", products: ["Timberline HDZ", "Timberline UHDZ"] },
  { name: "Owens Corning", products: ["Duration", "Duration STORM"] },
  { name: "CertainTeed", products: ["Landmark", "Landmark PRO"] },
  { name: "IKO", products: ["Dynasty", "Nordic"] },
  { name: "Atlas", products: ["Pinnacle Pristine", "StormMaster Shake"] },
];

const services: (BandCard & { href: string })[] = [
  {
    title: "Roof replacement",
    href: "/residential-roofing",
    text: "Tear-off to the decking, rotten boards replaced, new underlayment, flashing and architectural shingles or metal, usually in one to two days.",
  },
  {
    title: "Roof repair",
    href: "/residential-roofing",
    text: "Lifted or missing shingles, cracked pipe boots and failed chimney flashing fixed before a small leak becomes a ceiling.",
  },
  {
    title: "Storm damage restoration",
    href: "/storm-damage",
    text: "Wind, hail and fallen-limb damage documented for your insurer, tarped the same day and rebuilt right.",
  },
  {
    title: "Commercial roofing",
    href: "/commercial-roofing",
    text: "TPO, EPDM, modified bitumen and metal roofs for the offices, warehouses and shops along Wesleyan Boulevard and beyond.",
  },
  {
    title: "Roof coatings",
    href: "/specialty-services/roof-coating",
    text: "Seamless reflective coatings that add 10-15 years to a sound low-slope or metal roof and cut cooling costs.",
  },
  {
    title: "Church steeple repair",
    href: "/specialty-services/church-steeple-repair",
    text: "Steeple flashing, cladding and bell-tower roofs repaired safely at height, scheduled around your services.",
  },
];

const emergencySteps: BandCard[] = [
  { title: "Call the 24/7 line", text: "A person answers, day or night, and asks what you can safely see from the ground or the attic." },
  { title: "We tarp and stop the water", text: "Within our 30-mile radius a crew arrives in 3.8 hours on average to tarp, board and clear debris." },
  { title: "We document everything", text: "Dated photos and measurements of the damage, ready for your insurance claim." },
  { title: "We repair permanently", text: "Once the claim is settled, we rebuild the roof and register the manufacturer warranty." },
];

const insuranceRoles: { who: string; does: string[] }[] = [
  {
    who: "We act as your Contractor of Record",
    does: [
      "Inspect the roof and document the damage with dated photos and measurements",
      "Prepare a detailed, line-item repair or replacement estimate",
      "Meet your adjuster on the roof and point out every damaged area",
      "Build the roof your settlement pays for, to the manufacturer's specification",
    ],
  },
  {
    who: "You stay in charge of your claim",
    does: [
      "File the claim with your insurance company",
      "Negotiate the settlement with your insurer",
      "Decide whether to hire help: we can refer you to licensed public adjusters",
      "Send questions about paperwork to our claims team at any point",
    ],
  },
];

const testimonials: Testimonial[] = [
  {
    text: "A limb came through the porch roof during a storm on a Saturday night. They had it tarped by morning and the repair done the next week.",
    author: "Linda M., Rocky Mount",
  },
  {
    text: "They showed me photos of every problem before quoting anything. The new roof went on in a day and the yard was cleaner than before.",
    author: "Marcus T., Nashville",
  },
  {
    text: "They met our adjuster, pointed out hail damage he had missed, and the claim covered the whole roof.",
    author: "Carol B., Tarboro",
  },
];

/** The page, with the towns within the crews' radius (nearest first). */
export function rockyMountPage(towns: NearbyTown[]) {
  return [
    {
      type: "breadcrumb",
      items: [
        { name: "Home", path: "/home" },
        { name: "Locations", path: "/locations" },
        { name: "Rocky Mount, NC", path: "/locations/rockymount-nc" },
      ],
    },
    {
      type: "hero",
      eyebrow: "Headquarters · Nash & Edgecombe counties",
      title: "Rocky Mount, NC Roofing Contractor",
      intro: `Our headquarters has served Rocky Mount since {{foundingYear}}. Roof replacement, repair and storm restoration from a crew based on {{officeStreet}}, with a ${rockyMountFigures.averageEmergencyResponseHours}-hour average emergency response within ${rockyMountFigures.radiusMiles} miles.`,
      actions: [
        { kind: "link", label: "Book a Free Assessment", href: "/contact" },
        { kind: "call", line: "office", label: "", variant: "onDark" },
      ],
      aside: {
        kind: "figures",
        figures: [
          { label: "Average emergency response", value: `${rockyMountFigures.averageEmergencyResponseHours} hrs` },
          { label: "Local service radius", value: `${rockyMountFigures.radiusMiles} mi` },
          { label: "Customer rating", value: "{{rating}}/5" },
          { label: "Roofing since", value: "{{foundingYear}}" },
        ],
      },
    },
    {
      type: "band",
      look: "visit",
      id: "visit",
      heading: "Visit our Rocky Mount office",
      text: "Bring your insurance paperwork, shingle samples you are considering or just your questions. Appointments are welcome but not required during office hours.",
    },
    {
      type: "cards",
      id: "why",
      heading: "Why Rocky Mount homeowners choose us",
      tone: "sand",
      look: "band",
      columns: 3,
      cardIcon: "shield-check",
      cards: whyChoose,
    },
    {
      type: "cards",
      id: "brands",
      heading: "Brand partners",
      intro:
        "We install shingle systems from the five manufacturers below, following each one's installation requirements so your manufacturer warranty is valid.",
      look: "bandOutlined",
      compact: true,
      columns: 5,
      cards: brands.map((b) => ({ title: b.name, text: b.products.join(", ") })),
      link: { label: "Compare brands and warranties", href: "/brands" },
    },
    {
      type: "cards",
      id: "services",
      heading: "Roofing services in Rocky Mount",
      tone: "brand",
      look: "band",
      columns: 3,
      cards: services.map(({ href, ...card }) => ({ ...card, link: { label: `More about ${card.title.toLowerCase()}`, href } })),
    },
    {
      type: "cards",
      id: "emergency",
      heading: "24/7 emergency roof service",
      icon: "siren",
      tone: "dark",
      intro:
        "Storms do not wait for business hours. Call any time, including Sundays and holidays, and we will stop the water first and sort out the paperwork after.",
      actions: [{ kind: "call", line: "emergency", label: "Emergency line", variant: "primary", size: "lg" }],
      look: "bandDark",
      columns: 4,
      counter: "Step",
      cards: emergencySteps,
    },
    {
      type: "band",
      look: "nearby",
      id: "area",
      heading: "Our Rocky Mount service area",
      intro: `Rocky Mount crews cover every town within about ${rockyMountFigures.radiusMiles} miles of headquarters, on both sides of the Nash-Edgecombe line. Farther out, our Greenville office and regional crews serve {{townCount}} towns and communities.`,
      towns,
      link: { label: "See all service areas", href: "/service-areas" },
    },
    {
      type: "cards",
      id: "claims",
      heading: "Insurance claims, explained plainly",
      tone: "sand",
      intro:
        "Storm damage often means an insurance claim. Here is who does what, so there are no surprises. Questions about a claim? E-mail {{claimsEmail}}.",
      look: "band",
      columns: 2,
      cards: insuranceRoles.map((role) => ({ title: role.who, points: role.does })),
      link: { label: "Read the full insurance claim guide", href: "/resources/insurance-claim-process" },
    },
    {
      type: "band",
      look: "hours",
      id: "assessment",
      heading: "Free roof assessment",
      text: "We inspect the roof, the attic and the gutters, photograph what we find and give you a written recommendation. No pressure, no obligation, and no charge.",
      action: { label: "Schedule my free assessment", href: "/contact" },
    },
    { type: "band", look: "testimonials", id: "testimonials", heading: "What our neighbors say", tone: "brand", items: testimonials },
    { type: "banner", look: "closing", title: "Rocky Mount's roofer, right down the road" },
  ] satisfies Block[];
}
