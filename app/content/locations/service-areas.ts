/**
 * Figures of the /service-areas stats band (spec §2.4), from the business and the data: the towns
 * served, the offices, the roofs when the owner gives a figure (docs/decisions/021-launch-as-your-company.md),
 * the radius the towns served make, and the services of the catalogue.
 */
export function serviceAreaStats(counts: { offices: number; services: number }) {
  return [
    { value: "{{townCount}}", label: "Towns and cities" },
    { value: String(counts.offices), label: counts.offices === 1 ? "Office" : "Offices" },
    { value: "{{roofsCompleted}}", label: "Roofs completed" },
    { value: "{{serviceRadius}} mi", label: "Service radius" },
    ...(counts.services > 0 ? [{ value: String(counts.services), label: "Specialized services" }] : []),
  ];
}

/** The fixed list of five services shown for every location in the explorer (spec §2.4). */
export const explorerServices = [
  { name: "Roof replacement", href: "/residential-roofing", note: "Architectural shingle and metal roofs installed to manufacturer specifications." },
  { name: "Roof repair and leak detection", href: "/residential-roofing", note: "Lifted shingles, failed flashing and pipe boots fixed before water reaches the decking." },
  { name: "Storm damage restoration", href: "/storm-damage", note: "Emergency tarping, photo documentation for your insurer and a full rebuild." },
  { name: "Commercial roofing", href: "/commercial-roofing", note: "TPO, EPDM, modified bitumen and metal systems for businesses and churches." },
  { name: "Free roof inspections", href: "/book-inspection", note: "Photos and a written recommendation, with no obligation." },
] as const;
