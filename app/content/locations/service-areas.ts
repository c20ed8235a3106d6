/** Figures of the /service-areas stats band (spec §1 / §2.4). */
export const serviceAreaStats = [
  { value: "{{townCount}}", label: "Towns and cities" },
  { value: "3", label: "Offices" },
  { value: "5,000+", label: "Roofs completed" },
  { value: "{{serviceRadius}} mi", label: "Service radius" },
  { value: "30+", label: "Specialized services" },
] as const;

/** The fixed list of five services shown for every location in the explorer (spec §2.4). */
export const explorerServices = [
  { name: "Roof replacement", href: "/residential-roofing", note: "Architectural shingle and metal roofs installed to manufacturer specifications." },
  { name: "Roof repair and leak detection", href: "/residential-roofing", note: "Lifted shingles, failed flashing and pipe boots fixed before water reaches the decking." },
  { name: "Storm damage restoration", href: "/storm-damage", note: "Emergency tarping, photo documentation for your insurer and a full rebuild." },
  { name: "Commercial roofing", href: "/commercial-roofing", note: "TPO, EPDM, modified bitumen and metal systems for businesses and churches." },
  { name: "Free roof inspections", href: "/book-inspection", note: "Photos and a written recommendation, with no obligation." },
] as const;
