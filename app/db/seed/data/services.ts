// Seed data: roofing services shown in the /services accordion.
// Pure data, no logic. Exactly four category values are used (see SERVICE_CATEGORIES).
// referenceUrls point only to stable home pages of industry, government or
// standards organizations.

export interface SeedService {
  serviceName: string;
  description: string;
  category: string;
  seoKeywords: string;
  referenceUrls: string[];
}

export const SERVICE_CATEGORIES = [
  "Commercial Roofing Systems",
  "Residential Roofing Services",
  "Storm Damage Services",
  "Roofing Technology and Inspection Services",
] as const;

export const roofingServices: SeedService[] = [
  // --- Commercial Roofing Systems ---
  {
    serviceName: "TPO Single-Ply Roofing",
    description:
      "Heat-welded thermoplastic polyolefin (TPO) membranes for low-slope roofs on warehouses, offices, schools and retail buildings. White TPO reflects summer sun, which can help lower cooling loads on large flat roofs.",
    category: "Commercial Roofing Systems",
    seoKeywords:
      "TPO roofing Eastern NC, commercial TPO installer, flat roof replacement Rocky Mount, single-ply roofing contractor, white membrane roof",
    referenceUrls: ["https://www.spri.org", "https://www.nrca.net"],
  },
  {
    serviceName: "EPDM Rubber Roofing",
    description:
      "Fully adhered and mechanically attached EPDM rubber membranes for new low-slope roofs, plus seam repair, flashing repair and re-covering of aging rubber roofs.",
    category: "Commercial Roofing Systems",
    seoKeywords:
      "EPDM roofing, rubber roof repair NC, commercial EPDM replacement, flat roof seam repair, EPDM contractor Greenville NC",
    referenceUrls: ["https://www.spri.org"],
  },
  {
    serviceName: "Modified Bitumen Roofing",
    description:
      "Torch-applied, cold-applied and self-adhered SBS and APP modified bitumen systems for flat roofs that see foot traffic, rooftop units or frequent service visits.",
    category: "Commercial Roofing Systems",
    seoKeywords:
      "modified bitumen roofing, torch down roof NC, SBS roofing contractor, flat roof repair commercial, mod bit roof replacement",
    referenceUrls: ["https://www.nrca.net"],
  },
  {
    serviceName: "Commercial Metal Roofing",
    description:
      "Standing-seam and through-fastened metal roof systems for commercial, agricultural and church buildings, including re-roofing over existing panels and retrofit framing that adds slope to problem flat roofs.",
    category: "Commercial Roofing Systems",
    seoKeywords:
      "commercial metal roofing NC, standing seam metal roof, metal roof retrofit, agricultural building roofing, church metal roof Eastern NC",
    referenceUrls: ["https://www.nrca.net"],
  },
  {
    serviceName: "Roof Coatings and Restoration",
    description:
      "Silicone, acrylic and urethane coating systems applied over structurally sound roofs after a moisture survey and adhesion testing. Coatings seal seams and fasteners and add a reflective surface without a full tear-off.",
    category: "Commercial Roofing Systems",
    seoKeywords:
      "roof coating contractor NC, silicone roof coating, metal roof restoration, cool roof coating, flat roof restoration Eastern NC",
    referenceUrls: ["https://coolroofs.org", "https://www.epa.gov/heatislands"],
  },
  {
    serviceName: "Built-Up and Flat Roof Repair",
    description:
      "Leak investigation and repair on built-up (tar and gravel), modified bitumen and single-ply roofs, including blistered membrane, failed flashing, clogged drains and pitch-pocket repairs.",
    category: "Commercial Roofing Systems",
    seoKeywords:
      "flat roof repair, built-up roof repair, tar and gravel roof leak, commercial roof leak repair Rocky Mount, roof drain repair",
    referenceUrls: ["https://www.nrca.net"],
  },
  {
    serviceName: "Church Steeple and Specialty Roofing",
    description:
      "Repair and re-roofing of church steeples, bell towers, cupolas and other complex roof sections, including cladding, flashing and weatherproofing of hard-to-reach details.",
    category: "Commercial Roofing Systems",
    seoKeywords:
      "church steeple repair NC, church roofing contractor, bell tower roof repair, cupola flashing repair, steeple restoration Eastern NC",
    referenceUrls: [],
  },

  // --- Residential Roofing Services ---
  {
    serviceName: "Asphalt Shingle Roof Replacement",
    description:
      "Complete tear-off, roof deck inspection and repair, synthetic underlayment, leak barrier at valleys and penetrations, and new architectural shingles from GAF, Owens Corning, CertainTeed, IKO or Atlas.",
    category: "Residential Roofing Services",
    seoKeywords:
      "roof replacement Eastern NC, architectural shingle roof, new roof cost NC, shingle roof installer Rocky Mount, full roof tear-off",
    referenceUrls: ["https://www.asphaltroofing.org"],
  },
  {
    serviceName: "Residential Metal Roofing",
    description:
      "Standing-seam and exposed-fastener metal roofs for homes, porches, sunrooms and outbuildings, with trim and flashing details suited to wind-driven rain.",
    category: "Residential Roofing Services",
    seoKeywords:
      "metal roof for house NC, standing seam residential roof, metal porch roof, metal roofing contractor Greenville NC, metal roof installation",
    referenceUrls: ["https://www.metalroofing.com"],
  },
  {
    serviceName: "Roof Repair",
    description:
      "Replacement of missing or damaged shingles, pipe boot and flashing repairs, and fixes for nail pops and failed sealant before a small problem turns into a ceiling stain.",
    category: "Residential Roofing Services",
    seoKeywords:
      "roof repair near me, shingle repair, pipe boot replacement, roof flashing repair, residential roof leak repair Eastern NC",
    referenceUrls: [],
  },
  {
    serviceName: "Gutters and Downspouts",
    description:
      "Seamless aluminum gutters, downspouts and gutter guards sized for heavy Eastern North Carolina downpours and pine-needle debris, with discharge directed away from the foundation.",
    category: "Residential Roofing Services",
    seoKeywords:
      "seamless gutters NC, gutter guards pine needles, gutter replacement Rocky Mount, downspout installation, gutter repair Eastern NC",
    referenceUrls: [],
  },
  {
    serviceName: "Attic Ventilation",
    description:
      "Balanced intake and exhaust ventilation, including soffit vents, ridge vents and baffles, to help manage attic heat and moisture through humid Eastern North Carolina summers.",
    category: "Residential Roofing Services",
    seoKeywords:
      "attic ventilation NC, ridge vent installation, soffit vents, hot attic fix, roof ventilation contractor",
    referenceUrls: ["https://www.asphaltroofing.org"],
  },
  {
    serviceName: "Skylight Installation and Repair",
    description:
      "New skylight and tubular daylighting installs, plus re-flashing or replacement of leaking skylights during repairs or a full roof replacement.",
    category: "Residential Roofing Services",
    seoKeywords:
      "skylight installation NC, skylight leak repair, replace skylight, sun tunnel installation, skylight flashing",
    referenceUrls: [],
  },
  {
    serviceName: "Residential Roof Inspection",
    description:
      "A top-to-bottom check of shingles, flashing, vents, gutters and, where accessible, the attic and decking, delivered as a photo report with clear repair-or-replace recommendations.",
    category: "Residential Roofing Services",
    seoKeywords:
      "free roof inspection Eastern NC, roof inspection near me, roof condition report, home roof check Rocky Mount, roof inspection Greenville NC",
    referenceUrls: [],
  },
  {
    serviceName: "Fascia, Soffit and Drip Edge Repair",
    description:
      "Replacement of rotted fascia and soffit boards, new drip edge and closure of openings where water, birds or squirrels get into the roof edge.",
    category: "Residential Roofing Services",
    seoKeywords:
      "fascia board replacement, soffit repair NC, drip edge installation, rotten fascia repair, roof edge repair",
    referenceUrls: [],
  },

  // --- Storm Damage Services ---
  {
    serviceName: "Emergency Roof Tarping",
    description:
      "24/7 emergency tarping and temporary dry-in after storms or fallen trees to limit water getting into the home until permanent repairs can be made.",
    category: "Storm Damage Services",
    seoKeywords:
      "emergency roof tarp NC, 24 hour roofer, storm tarping Rocky Mount, roof leak emergency, hurricane tarp service",
    referenceUrls: ["https://www.ready.gov/hurricanes"],
  },
  {
    serviceName: "Wind Damage Repair",
    description:
      "Repair of lifted, creased and missing shingles, ridge caps and flashing after tropical storms (winds of 39 mph or more), severe thunderstorms (58 mph or more) and hurricanes (74 mph or more).",
    category: "Storm Damage Services",
    seoKeywords:
      "wind damage roof repair, missing shingles after storm, hurricane roof repair NC, ridge cap blown off, storm damage roofer Eastern NC",
    referenceUrls: ["https://www.nhc.noaa.gov", "https://www.weather.gov"],
  },
  {
    serviceName: "Hail Damage Repair",
    description:
      "Inspection for bruised or cracked shingles, granule loss and dented vents, gutters and metal trim, followed by repair or replacement based on what the damage actually shows.",
    category: "Storm Damage Services",
    seoKeywords:
      "hail damage roof inspection, hail roof replacement NC, dented gutters hail, hail claim roofer, impact resistant shingles",
    referenceUrls: ["https://www.ibhs.org"],
  },
  {
    serviceName: "Insurance Claim Documentation",
    description:
      "Dated photos, measurements and a written damage report you can share with your insurance company, plus an on-site meeting with your adjuster when you request one.",
    category: "Storm Damage Services",
    seoKeywords:
      "roof insurance claim help NC, storm damage documentation, adjuster meeting roofer, roof claim photos, insurance roof replacement Eastern NC",
    referenceUrls: ["https://www.ncdoi.gov"],
  },
  {
    serviceName: "Roof Leak Repair",
    description:
      "Tracing and stopping active leaks from wind-driven rain around chimneys, valleys, skylights, walls and vents, with moisture checks of the decking and attic.",
    category: "Storm Damage Services",
    seoKeywords:
      "roof leak repair near me, chimney leak repair, valley leak fix, wind driven rain leak, ceiling stain roof leak",
    referenceUrls: [],
  },
  {
    serviceName: "Fallen Tree and Limb Damage",
    description:
      "Roof, decking and rafter repair after trees or large limbs come down, coordinated with tree removal so the opening is dried in as quickly as possible.",
    category: "Storm Damage Services",
    seoKeywords:
      "tree fell on roof NC, roof decking repair, rafter repair after storm, tree damage roof replacement, emergency roof repair",
    referenceUrls: [],
  },
  {
    serviceName: "Storm-Resistant Roof Upgrades",
    description:
      "When a damaged roof is replaced, options such as a sealed roof deck, enhanced nailing, upgraded edge details and impact-rated shingles following the IBHS FORTIFIED Roof standard (certification requires a third-party FORTIFIED evaluation).",
    category: "Storm Damage Services",
    seoKeywords:
      "FORTIFIED roof NC, hurricane resistant roof, sealed roof deck, impact rated shingles, storm ready roof upgrade",
    referenceUrls: ["https://fortifiedhome.org", "https://www.ibhs.org"],
  },

  // --- Roofing Technology and Inspection Services ---
  {
    serviceName: "Drone Roof Inspections",
    description:
      "High-resolution aerial photos and video of steep, tall or fragile roofs captured by FAA Part 107 certified pilots, so damage can be documented without walking on the roof.",
    category: "Roofing Technology and Inspection Services",
    seoKeywords:
      "drone roof inspection NC, aerial roof photos, steep roof inspection, drone storm damage survey, commercial roof drone inspection",
    referenceUrls: ["https://www.faa.gov/uas"],
  },
  {
    serviceName: "Infrared Moisture Scans",
    description:
      "Thermal imaging, usually done after sunset, that helps locate wet insulation under low-slope membranes so repairs can target the wet areas instead of the whole roof.",
    category: "Roofing Technology and Inspection Services",
    seoKeywords:
      "infrared roof scan, thermal roof inspection, wet insulation detection, flat roof moisture survey, commercial roof infrared",
    referenceUrls: [],
  },
  {
    serviceName: "Roof Life Expectancy Report",
    description:
      "A written assessment of a roof's condition and estimated remaining service life, with photos, repair-versus-replace recommendations and budget planning for owners, buyers and property managers.",
    category: "Roofing Technology and Inspection Services",
    seoKeywords:
      "roof life expectancy report, roof condition assessment, remaining roof life, roof budget planning, commercial roof report NC",
    referenceUrls: [],
  },
  {
    serviceName: "Preventive Maintenance Plans",
    description:
      "Scheduled spring and fall inspections plus checks after major storms, with debris and pine-straw removal, gutter clearing and minor sealant and fastener repairs.",
    category: "Roofing Technology and Inspection Services",
    seoKeywords:
      "roof maintenance plan NC, annual roof inspection, commercial roof maintenance, gutter cleaning roofer, preventive roof care",
    referenceUrls: ["https://www.nrca.net"],
  },
  {
    serviceName: "Aerial Measurements and Digital Estimates",
    description:
      "Satellite and drone-based roof measurements used to prepare accurate material take-offs and clear, itemized written estimates.",
    category: "Roofing Technology and Inspection Services",
    seoKeywords:
      "roof measurement report, digital roof estimate, satellite roof measurement, instant roof quote NC, itemized roofing estimate",
    referenceUrls: [],
  },
  {
    serviceName: "Real Estate Roof Inspections",
    description:
      "Roof condition inspections for home buyers, sellers and agents, with a clear summary of visible defects, likely repairs and any safety concerns before closing.",
    category: "Roofing Technology and Inspection Services",
    seoKeywords:
      "pre-purchase roof inspection, real estate roof certification, home sale roof inspection NC, roof inspection for buyers, roof report for closing",
    referenceUrls: [],
  },
  {
    serviceName: "Commercial Roof Condition Surveys",
    description:
      "Core samples, moisture-meter readings and documentation of existing roof layers to support re-roof, recover or coating decisions on commercial buildings.",
    category: "Roofing Technology and Inspection Services",
    seoKeywords:
      "commercial roof survey, roof core sample, roof recover assessment, flat roof condition report, building roof audit NC",
    referenceUrls: ["https://www.nrca.net"],
  },
];
