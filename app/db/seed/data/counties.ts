// Seed data: facts about the counties of the service area, shown on the town pages
// (docs/decisions/006-town-pages.md). Pure data, no logic. Consumed by the seed script for the
// county_facts table.
//
// Every fact below was read on the page named in the row's `sources` (docs/data-sources.md lists
// what was checked per county, found or not). A fact no page stated is left empty (null), and the
// town pages leave it out: no NC Residential Code design wind speed, wind-borne debris rule or
// housing figure could be read from a page here, so those stay empty for every county until staff
// enter them (Town Pages → a county) with their source.

import type { CountySource, CountyStorm } from "~/domain/county-facts";

export interface SeedCounty {
  county: string;
  seat: string;
  permitOffice: string | null;
  permitOfficeUrl: string | null;
  reroofPermit: string | null;
  designWindSpeedMph: null;
  windborneDebris: null;
  medianYearBuilt: null;
  housingNote: null;
  storms: CountyStorm[];
  sources: CountySource[];
  source: string;
}

/**
 * The storms with the FEMA major disaster declaration that names the counties: each county below
 * lists a storm only when that declaration's page names it (for residents' aid; Dorian's
 * declaration gave aid to local governments only).
 */
const STORMS = {
  floyd: {
    storm: { name: "Hurricane Floyd", year: 1999, impact: null },
    source: {
      fact: "FEMA DR-1292",
      url: "https://webarchive.library.unt.edu/eot2008/20090507061616/https:/www.fema.gov/news/newsrelease.fema?id=9245",
    },
  },
  isabel: {
    storm: { name: "Hurricane Isabel", year: 2003, impact: null },
    source: {
      fact: "FEMA DR-1490",
      url: "https://webarchive.library.unt.edu/eot2008/20090505215956/http://www.fema.gov/news/newsrelease.fema?id=7806",
    },
  },
  irene: {
    storm: { name: "Hurricane Irene", year: 2011, impact: null },
    source: {
      fact: "FEMA DR-4019",
      url: "http://www.fema.gov/news-release/2011/09/11/two-more-north-carolina-counties-eligible-individual-assistance-seven",
    },
  },
  matthew: {
    storm: { name: "Hurricane Matthew", year: 2016, impact: null },
    source: {
      fact: "FEMA DR-4285",
      url: "https://webarchive.library.unt.edu/web/20161207100226/http://fema.gov/disaster/4285",
    },
  },
  florence: {
    storm: { name: "Hurricane Florence", year: 2018, impact: null },
    source: { fact: "FEMA DR-4393", url: "https://www.fema.gov/disaster/4393" },
  },
  dorian: {
    storm: { name: "Hurricane Dorian", year: 2019, impact: null },
    source: {
      fact: "Dorian public assistance",
      url: "https://www.wral.com/story/trump-approves-disaster-declaration-for-nc-counties-hit-by-dorian/18677441/",
    },
  },
} satisfies Record<string, { storm: CountyStorm; source: CountySource }>;

type StormKey = keyof typeof STORMS;

const NOT_FOUND_ALWAYS =
  "No page read here states the NC Residential Code design wind speed or wind-borne debris rule for the county, or its housing stock (median year built, mobile homes).";

interface CountyInput {
  seat: string;
  office?: { name: string; url: string | null; source: CountySource[] };
  reroof?: { rule: string; source: CountySource };
  storms: StormKey[];
  /** What was looked for and not found, beyond the wind and housing facts no county has. */
  notFound?: string;
}

function county(name: string, c: CountyInput): SeedCounty {
  const sources: CountySource[] = [...(c.office?.source ?? [])];
  if (c.reroof && !sources.some((s) => s.url === c.reroof!.source.url)) sources.push(c.reroof.source);
  for (const key of c.storms) sources.push(STORMS[key].source);
  return {
    county: name,
    seat: c.seat,
    permitOffice: c.office?.name ?? null,
    permitOfficeUrl: c.office?.url ?? null,
    reroofPermit: c.reroof?.rule ?? null,
    designWindSpeedMph: null,
    windborneDebris: null,
    medianYearBuilt: null,
    housingNote: null,
    storms: c.storms.map((key) => STORMS[key].storm),
    sources,
    source: [
      "Seat: carried over from the first seed, not re-checked against a page here.",
      c.notFound ?? (c.reroof ? "" : "The office's page read here says nothing specific about re-roofing permits."),
      NOT_FOUND_ALWAYS,
    ]
      .filter(Boolean)
      .join(" "),
  };
}

const office = (name: string, url: string, fact = "Permit office"): { name: string; url: string; source: CountySource[] } => ({
  name,
  url,
  source: [{ fact, url }],
});

/** An office whose page is stored only at an http:// address: named and cited, not linked. */
const officeAtHttp = (name: string, url: string): { name: string; url: null; source: CountySource[] } => ({
  name,
  url: null,
  source: [{ fact: "Permit office", url }],
});

export const countyFacts: SeedCounty[] = [
  county("Beaufort County", {
    seat: "Washington",
    office: office("Beaufort County Building Inspections Department", "https://www.beaufortcountync.gov/199/Inspections"),
    storms: ["floyd", "isabel", "irene", "matthew", "florence"],
  }),
  county("Bertie County", {
    seat: "Windsor",
    office: officeAtHttp("Bertie County Planning & Inspections, 106 Dundee St., Windsor", "http://www.co.bertie.nc.us/departments/pi/pi.html"),
    storms: ["floyd", "isabel", "irene", "matthew"],
  }),
  county("Carteret County", {
    seat: "Beaufort",
    office: office(
      "Carteret County Planning & Inspections (unincorporated areas and Atlantic Beach, Bogue, Cape Carteret, Cedar Point, Emerald Isle, Indian Beach and Peletier)",
      "https://www.carteretcountync.gov/170/Planning-Inspections",
    ),
    storms: ["floyd", "isabel", "irene", "matthew", "florence", "dorian"],
  }),
  county("Chowan County", {
    seat: "Edenton",
    storms: ["floyd", "isabel", "irene", "matthew"],
    notFound: "Only the Chowan County Planning Office page was found (zoning), no building inspections page.",
  }),
  county("Craven County", {
    seat: "New Bern",
    office: office("Craven County Planning & Inspections", "https://www.cravenbusiness.com/339/Inspections"),
    storms: ["floyd", "isabel", "irene", "matthew", "florence", "dorian"],
  }),
  county("Dare County", {
    seat: "Manteo",
    office: office(
      "Dare County Planning Department (building permits come from the inspection office for the project's location)",
      "https://www.darenc.com/departments/planning/building-permits-inspections/information-needed-to-obtain-a-permit",
    ),
    storms: ["floyd", "isabel", "irene", "matthew", "dorian"],
  }),
  county("Duplin County", {
    seat: "Kenansville",
    storms: ["floyd", "isabel", "irene", "matthew", "florence", "dorian"],
    notFound: "No Duplin County building inspections page was found.",
  }),
  county("Edgecombe County", {
    seat: "Tarboro",
    office: office(
      "Edgecombe County Inspections Office (rural Edgecombe County and Leggett, Princeville, Conetoe, Speed, Macclesfield and Pinetops)",
      "https://www.edgecombecountync.gov/departments/planning_inspections_and_e-911/inspections.php",
    ),
    storms: ["floyd", "isabel", "irene", "matthew"],
    notFound: "The Town of Tarboro runs its own inspections department (tarboro-nc.com); neither page says anything specific about re-roofing.",
  }),
  county("Franklin County", {
    seat: "Louisburg",
    office: office("Franklin County Planning & Inspections", "https://www.franklincountync.us/services/planning-and-inspections/inspections-2/faqs"),
    storms: ["floyd", "isabel"],
  }),
  county("Granville County", {
    seat: "Oxford",
    office: office(
      "Granville County Inspections",
      "https://www.granvillecounty.org/businesses/building-inspections/frequently-asked-questions/",
      "Permit office and re-roof rule",
    ),
    reroof: {
      rule: "Granville County Inspections says no permit is needed to replace shingles only.",
      source: { fact: "Permit office and re-roof rule", url: "https://www.granvillecounty.org/businesses/building-inspections/frequently-asked-questions/" },
    },
    storms: ["floyd", "isabel"],
  }),
  county("Greene County", {
    seat: "Snow Hill",
    office: office("Greene County Building Inspections Department", "https://greenecountync.gov/departments/planning-and-inspections/building-inspections/"),
    storms: ["floyd", "isabel", "irene", "matthew", "florence"],
  }),
  county("Halifax County", {
    seat: "Halifax",
    office: office("Halifax County Building Inspection Department (the county's unincorporated areas)", "https://halifaxnc.com/150/Building-Inspection"),
    storms: ["floyd", "isabel", "irene", "matthew"],
  }),
  county("Harnett County", {
    seat: "Lillington",
    office: officeAtHttp("Harnett County Central Permitting, 108 E. Front St., Lillington", "http://www.harnett.org/planning/frequently-asked-questions.asp?v=p"),
    storms: ["floyd", "isabel", "matthew", "florence"],
  }),
  county("Hertford County", {
    seat: "Winton",
    office: office("Hertford County Inspections Department", "https://www.hertfordcountync.gov/departments/public_safety/inspections.php"),
    storms: ["floyd", "isabel", "irene", "matthew"],
  }),
  county("Johnston County", {
    seat: "Smithfield",
    office: {
      name: "Johnston County Inspections Department (unincorporated areas; inside a town, its own rules apply)",
      url: "https://johnstonnc.com/planning/content.cfm?pageid=58",
      source: [
        { fact: "Permit office and re-roof rule", url: "https://johnstonnc.com/planning/content.cfm?pageid=58" },
        { fact: "Where the county issues permits", url: "https://www.growwithjoco.com/business-and-industry/obtaining-a-permit/" },
      ],
    },
    reroof: {
      rule: "Johnston County needs a permit for a roof replacement with structural changes, not for replacing shingles.",
      source: { fact: "Permit office and re-roof rule", url: "https://johnstonnc.com/planning/content.cfm?pageid=58" },
    },
    storms: ["floyd", "isabel", "irene", "matthew", "florence"],
  }),
  county("Jones County", {
    seat: "Trenton",
    storms: ["floyd", "isabel", "irene", "matthew", "florence", "dorian"],
    notFound: "No Jones County building inspections page was found.",
  }),
  county("Lenoir County", {
    seat: "Kinston",
    office: {
      name: "Lenoir County Planning & Inspections Department (building permits for Kinston, La Grange, Pink Hill and the unincorporated county since January 2023)",
      url: "https://lenoircountync.gov/planning-inspections-department/",
      source: [
        { fact: "Permit office", url: "https://lenoircountync.gov/planning-inspections-department/" },
        { fact: "Kinston's permits handled by the county", url: "https://ci.kinston.nc.us/153/Permits-Code-Enforcement" },
      ],
    },
    storms: ["floyd", "isabel", "irene", "matthew", "florence"],
  }),
  county("Martin County", {
    seat: "Williamston",
    office: officeAtHttp(
      "Martin County Inspections Department (all of Martin County, including Williamston, Robersonville and Hamilton)",
      "http://www.martincountyncgov.com/inspections",
    ),
    storms: ["floyd", "isabel", "irene", "matthew"],
  }),
  county("Nash County", {
    seat: "Nashville",
    office: office("Nash County Building Inspections Division (the county's territorial jurisdiction)", "https://www.nashcountync.gov/138/Building-Inspections"),
    storms: ["floyd", "isabel", "irene", "matthew"],
  }),
  county("Onslow County", {
    seat: "Jacksonville",
    office: officeAtHttp(
      "Onslow County Planning and Development, Central Permitting, 234 NW Corridor Blvd, Jacksonville",
      "http://www.onslowcountync.gov/departmentflexible.aspx?pageid=16817",
    ),
    storms: ["floyd", "isabel", "irene", "matthew", "florence"],
  }),
  county("Pamlico County", {
    seat: "Bayboro",
    storms: ["floyd", "isabel", "irene", "florence", "dorian"],
    notFound: "No Pamlico County building inspections page was found.",
  }),
  county("Pasquotank County", {
    seat: "Elizabeth City",
    office: office("Pasquotank County Inspections Department", "https://pasquotankcountync.org/building-compliance-inspections", "Permit office and re-roof rule"),
    reroof: {
      rule: "Pasquotank County Inspections says replacing the shingles on a roof needs no building permit unless the plywood underneath is replaced too.",
      source: { fact: "Permit office and re-roof rule", url: "https://pasquotankcountync.org/building-compliance-inspections" },
    },
    storms: ["floyd", "isabel", "irene", "matthew"],
  }),
  county("Perquimans County", {
    seat: "Hertford",
    storms: ["floyd", "isabel", "irene", "matthew"],
    notFound: "Only the Perquimans County home page was found, no building inspections page.",
  }),
  county("Pitt County", {
    seat: "Greenville",
    office: {
      name: "Pitt County Permitting & Inspections (Greenville, Farmville and Winterville issue their own building permits)",
      url: "https://www.pittcountync.gov/371/Permitting-and-Inspections",
      source: [
        { fact: "Permit office", url: "https://www.pittcountync.gov/371/Permitting-and-Inspections" },
        { fact: "Towns that issue their own permits", url: "https://www.pittcountync.gov/375/Obtaining-a-Building-Permit" },
      ],
    },
    storms: ["floyd", "isabel", "irene", "matthew", "florence"],
  }),
  county("Sampson County", {
    seat: "Clinton",
    office: {
      name: "Sampson County Building Inspections (also for the City of Clinton)",
      url: "https://sampsoncountync.gov/My-Property/Property-and-Land-Management/Building-Inspections/Building-Permits/Permitting-Procedures",
      source: [
        {
          fact: "Permit office",
          url: "https://sampsoncountync.gov/My-Property/Property-and-Land-Management/Building-Inspections/Building-Permits/Permitting-Procedures",
        },
        { fact: "Clinton's permits issued by the county", url: "https://www.cityofclintonnc.com/178/Building-Permits" },
      ],
    },
    storms: ["floyd", "isabel", "matthew", "florence", "dorian"],
  }),
  county("Vance County", {
    seat: "Henderson",
    office: office("Vance County Planning and Development, Inspections Division", "https://www.vancecounty.org/departments/planning-and-development/"),
    storms: ["floyd", "isabel", "irene"],
  }),
  county("Wake County", {
    seat: "Raleigh",
    office: officeAtHttp(
      "Wake County Planning, Development and Inspections (unincorporated Wake County, and inspections for Knightdale, Rolesville, Wendell and Zebulon)",
      "http://www.wakegov.com/inspect/faqs/Pages/faqpermitsandplanreview.aspx",
    ),
    storms: ["floyd", "isabel", "matthew"],
  }),
  county("Warren County", {
    seat: "Warrenton",
    office: officeAtHttp("Warren County Planning, Zoning and Code Enforcement, 542 W. Ridgeway St., Warrenton", "http://www.warrencountync.com/Planning_zoning.aspx"),
    storms: ["floyd", "isabel", "irene"],
  }),
  county("Washington County", {
    seat: "Plymouth",
    office: office("Washington County Planning & Inspections, 205 East Main Street, Plymouth", "https://washconc.org/planning_inspections.aspx"),
    storms: ["floyd", "isabel", "irene", "matthew", "dorian"],
  }),
  county("Wayne County", {
    seat: "Goldsboro",
    office: office(
      "Wayne County building inspections (not for Goldsboro or Mount Olive, which issue their own permits)",
      "https://waynegov.com/308/Permit-Application-Requirements",
    ),
    storms: ["floyd", "isabel", "irene", "matthew", "florence"],
  }),
  county("Wilson County", {
    seat: "Wilson",
    office: {
      name: "Wilson County Inspections Division (the City of Wilson has its own Inspections Division at City Hall)",
      url: "https://www.wilson-co.com/departments/inspections-division",
      source: [
        { fact: "Permit office and re-roof rule", url: "https://www.wilson-co.com/departments/inspections-division" },
        { fact: "City of Wilson inspections", url: "http://www.wilsonnc.org/departments/developmentservices/constructionstandards/generalinformation/" },
      ],
    },
    reroof: {
      rule: "Wilson County's Inspections Division requires a permit for re-roofing only if structural framing changes are needed.",
      source: { fact: "Permit office and re-roof rule", url: "https://www.wilson-co.com/departments/inspections-division" },
    },
    storms: ["floyd", "isabel", "irene", "matthew", "florence"],
  }),
];
