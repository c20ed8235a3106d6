/** Copy of the Rocky Mount headquarters page (/locations/rockymount-nc, spec §2.4 and §9). */

export interface TitledText {
  title: string;
  text: string;
}

/** Spec §9: Rocky Mount crews work a 30-mile radius with a 3.8-hour average emergency response. */
export const rockyMountFigures = {
  radiusMiles: 30,
  averageEmergencyResponseHours: 3.8,
} as const;

export const rockyMountWhyChoose: TitledText[] = [
  {
    title: "Headquartered here, not passing through",
    text: "Our main office is in Rocky Mount itself. When a storm rolls through Nash and Edgecombe counties, the crews who answer live in the same neighborhoods.",
  },
  {
    title: "3.8-hour average emergency response",
    text: "Within our 30-mile Rocky Mount radius, an emergency call gets a crew on site in 3.8 hours on average, to tarp and stop the water.",
  },
  {
    title: "Rated 4.9 out of 5",
    text: "More than 200 Eastern North Carolina customers have reviewed our work, and the company has been roofing the region since 2010.",
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
    title: "Clear paperwork and labor warranty",
    text: "A written estimate you can compare line by line, and a 5-10 year labor warranty on our workmanship on top of the manufacturer's coverage.",
  },
];

export const rockyMountBrands: { name: string; products: string[] }[] = [
  { name: "GAF", products: ["Timberline HDZ", "Timberline UHDZ"] },
  { name: "Owens Corning", products: ["Duration", "Duration STORM"] },
  { name: "CertainTeed", products: ["Landmark", "Landmark PRO"] },
  { name: "IKO", products: ["Dynasty", "Nordic"] },
  { name: "Atlas", products: ["Pinnacle Pristine", "StormMaster Shake"] },
];

export const rockyMountServices: (TitledText & { href: string })[] = [
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

export const emergencySteps: TitledText[] = [
  { title: "Call the 24/7 line", text: "A person answers, day or night, and asks what you can safely see from the ground or the attic." },
  { title: "We tarp and stop the water", text: "Within our 30-mile radius a crew arrives in 3.8 hours on average to tarp, board and clear debris." },
  { title: "We document everything", text: "Dated photos and measurements of the damage, ready for your insurance claim." },
  { title: "We repair permanently", text: "Once the claim is settled, we rebuild the roof and register the manufacturer warranty." },
];

export const insuranceRoles: { who: string; does: string[] }[] = [
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

export const rockyMountTestimonials: { text: string; author: string }[] = [
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
