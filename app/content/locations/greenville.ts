/** Copy of the Greenville office page (/locations/greenville-nc, spec §2.4). */

export const greenvilleBrands: { name: string; why: string }[] = [
  { name: "GAF", why: "Timberline HDZ architectural shingles with the LayerLock nailing area, a proven all-round choice for Pitt County homes." },
  { name: "Owens Corning", why: "Duration shingles with the SureNail strip, a strong choice where wind exposure is high." },
  { name: "CertainTeed", why: "Landmark and Landmark PRO for homeowners who want a heavier, dimensional look." },
  { name: "IKO", why: "Dynasty and Nordic shingles, a dependable value for rentals and first homes near campus." },
  { name: "Atlas", why: "Pinnacle Pristine with Scotchgard Protector, for shaded lots where algae streaks come back every summer." },
];

export const greenvilleServices: { title: string; href: string; text: string }[] = [
  { title: "Residential roof replacement", href: "/residential-roofing", text: "Full tear-offs with new underlayment, flashing, drip edge and ventilation for homes from the Tar River neighborhoods to Winterville." },
  { title: "Roof repair and leak tracing", href: "/residential-roofing", text: "We find where the water really gets in, often flashing or pipe boots rather than the shingles, and fix that." },
  { title: "Commercial and multifamily roofing", href: "/commercial-roofing", text: "TPO, EPDM and metal systems for offices, medical buildings, apartments and student housing." },
  { title: "Storm damage and insurance documentation", href: "/storm-damage", text: "Same-day tarping, photo reports and adjuster meetings after hurricanes and severe thunderstorms." },
  { title: "Roof coatings", href: "/specialty-services/roof-coating", text: "Restore a sound flat or metal roof with a reflective coating instead of replacing it." },
  { title: "Free inspections", href: "/book-inspection", text: "A written report with photos, for peace of mind, a home sale or after a storm." },
];

export const greenvilleStormResponse: { title: string; text: string }[] = [
  { title: "Before the storm", text: "Clear gutters and valleys of pine straw, trim limbs that overhang the roof and photograph your roof while it is intact." },
  { title: "During the storm", text: "Stay off the roof. If water comes in, move valuables, catch drips and call our 24/7 emergency line." },
  { title: "After the storm", text: "We tarp openings, photograph every damaged area and give you a written report to file with your insurer." },
];

export const greenvilleInsurance: string[] = [
  "We are your Contractor of Record: we inspect, document the damage with dated photos, write a line-item estimate and meet your adjuster on the roof.",
  "You file the claim and negotiate the settlement with your insurance company; you stay in control of every decision.",
  "If you want someone to negotiate for you, we can refer you to licensed public adjusters.",
  "Report storm damage promptly: most policies expect notice soon after you discover it, and prompt repairs prevent further damage that a policy may exclude.",
];

export const greenvilleWarranty: { title: string; text: string }[] = [
  { title: "Workmanship warranty", text: "Our own labor warranty covers the installation itself: flashing, fastening and details. It transfers if you sell the house." },
  { title: "Manufacturer warranties", text: "Shingle makers back their products for up to 50 years on qualifying systems; enhanced system warranties require a complete system installed to their specification." },
  { title: "Registration handled for you", text: "We submit the manufacturer registration within 7 days of completion, well inside the 60- or 90-day deadlines." },
];

export const greenvilleResources: { title: string; href: string; text: string }[] = [
  { title: "Insurance claim process", href: "/resources/insurance-claim-process", text: "The five steps from damage to settlement." },
  { title: "Identify roof damage", href: "/resources/identify-roof-damage", text: "What to look for from the ground and in the attic." },
  { title: "Understanding roofing materials", href: "/resources/understanding-roofing-materials", text: "Shingle, metal and low-slope options compared." },
  { title: "Workmanship warranty", href: "/resources/workmanship-warranty", text: "What our labor warranty covers." },
  { title: "Manufacturer warranties", href: "/resources/manufacturer-warranties", text: "How the five major brands' coverage differs." },
  { title: "Roofing costs FAQ", href: "/resources/roofing-costs-faq", text: "Typical prices, financing and hidden costs." },
];
