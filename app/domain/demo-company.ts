/**
 * The invented demo company, Pamlico Ridge Roofing (docs/decisions/021-launch-as-your-company.md):
 * every fact of it in one place. The business settings take these as their demo values, shown
 * while the site runs the demo; a company that starts as itself never sees them. Tests read this
 * module to prove that no page of a launched site states any of them.
 *
 * Phones are 555-01xx numbers and domains `.example`, reserved for fiction.
 */
import { weekdays } from "./office-hours";

const weekdayHours = weekdays("08:00", "17:00");

export const DEMO_COMPANY = {
  name: "Pamlico Ridge Roofing",
  legalName: "Pamlico Ridge Roofing, LLC",
  tagline: "#1 Roofing Contractor in Eastern North Carolina",
  foundingYear: 2010,
  mainPhone: "(252) 555-0100",
  emergencyPhone: "(252) 555-0111",
  officeEmail: "info@pamlicoridge.example",
  claimsEmail: "claims@pamlicoridge.example",
  careersEmail: "careers@pamlicoridge.example",
  offices: [
    {
      name: "Rocky Mount Headquarters",
      staffed: true,
      street: "1150 Sunset Avenue",
      city: "Rocky Mount",
      zip: "27804",
      county: "Nash County",
      phone: "",
      email: "",
      mapQuery: "1150 Sunset Avenue, Rocky Mount, NC 27804",
      latitude: 35.9382,
      longitude: -77.7905,
      hours: weekdayHours,
    },
    {
      name: "Greenville Office",
      staffed: true,
      street: "2310 Charles Boulevard",
      city: "Greenville",
      zip: "27858",
      county: "Pitt County",
      phone: "(252) 555-0120",
      email: "greenville@pamlicoridge.example",
      mapQuery: "2310 Charles Boulevard, Greenville, NC 27858",
      latitude: 35.5847,
      longitude: -77.3753,
      hours: weekdayHours,
    },
    {
      name: "Tarboro Service Area",
      staffed: false,
      street: "Main Street",
      city: "Tarboro",
      zip: "27886",
      county: "Edgecombe County",
      phone: "",
      email: "",
      mapQuery: "Main Street, Tarboro, NC 27886",
      latitude: 35.8968,
      longitude: -77.5358,
      hours: weekdayHours,
    },
  ],
  figures: {
    reviewRating: 4.9,
    reviewCount: 250,
    reviewsReadOn: "2026-10-01",
    roofsCompleted: 5000,
    emergencyResponseHours: 3.8,
    workmanshipWarrantyYears: 5,
    extendedWarrantyYears: 10,
    award: "Award-Winning Quality",
    insured: true,
  },
  financing: {
    lenderName: "our home-improvement lending partner",
    dealerNumber: "391677",
    applyUrl: "https://financing.pamlicoridge.example/apply",
    aprFrom: 5.99,
    termYears: 12,
    financedPercent: 100,
  },
  profiles: {
    facebook: "https://www.facebook.com/pamlicoridgeroofing",
    instagram: "https://www.instagram.com/pamlicoridgeroofing",
    youtube: "https://www.youtube.com/@pamlicoridgeroofing",
    linkedin: "https://www.linkedin.com/company/pamlicoridgeroofing",
    x: "https://x.com/pamlicoridge",
    tiktok: "https://www.tiktok.com/@pamlicoridgeroofing",
    pinterest: "https://www.pinterest.com/pamlicoridgeroofing",
    nextdoor: "https://nextdoor.com/pages/pamlico-ridge-roofing",
    google: "https://g.page/pamlicoridgeroofing",
    yelp: "https://www.yelp.com/biz/pamlico-ridge-roofing-rocky-mount",
    bbb: "https://www.bbb.org/us/nc/rocky-mount/profile/roofing-contractors/pamlico-ridge-roofing",
    angi: "https://www.angi.com/companylist/us/nc/rocky-mount/pamlico-ridge-roofing.htm",
    houzz: "https://www.houzz.com/professionals/roofing-and-gutters/pamlico-ridge-roofing",
    homeadvisor: "https://www.homeadvisor.com/rated.PamlicoRidgeRoofing.html",
    thumbtack: "https://www.thumbtack.com/nc/rocky-mount/roofing/pamlico-ridge-roofing",
    porch: "https://porch.com/rocky-mount-nc/roofers/pamlico-ridge-roofing",
  },
  team: [
    {
      name: "Marcus Whitfield",
      title: "Founder & Owner",
      description:
        "Marcus started the company after a decade on roofing crews across Nash and Edgecombe counties. He still walks roofs every week and reviews every storm-damage estimate before it goes to a homeowner.",
    },
    {
      name: "Renee Batts",
      title: "Operations Manager",
      description: "Renee schedules crews, materials and inspections across all three locations, and is the reason your project start date is the date you were given.",
    },
    {
      name: "Carlos Mendoza",
      title: "Production Manager",
      description:
        "Carlos leads our installation crews and checks every roof against the manufacturer's installation requirements: nailing pattern, underlayment, flashing and ventilation.",
    },
    {
      name: "Tasha Pittman",
      title: "Insurance Claims Coordinator",
      description:
        "Tasha assembles the photos, measurements and estimates for storm-damage jobs and coordinates adjuster meetings, so homeowners always know where their claim stands.",
    },
    {
      name: "Daniel Hooks",
      title: "Commercial Project Manager",
      description: "Daniel manages TPO, EPDM, metal and coating projects for businesses, churches and property managers, planning the work around occupied buildings.",
    },
    {
      name: "Amber Lassiter",
      title: "Customer Care Lead, Greenville",
      description:
        "Amber runs our Greenville office. She answers questions about estimates, financing and warranties, and follows up after every job to make sure it was done right.",
    },
  ],
  testimonials: [
    {
      quote: "A limb came through the porch roof during a storm on a Saturday night. They had it tarped by morning and the repair done the next week.",
      name: "Linda M.",
      town: "Rocky Mount",
      consent: "Demo testimonial: invented for the demo company.",
    },
    {
      quote: "They showed me photos of every problem before quoting anything. The new roof went on in a day and the yard was cleaner than before.",
      name: "Marcus T.",
      town: "Nashville",
      consent: "Demo testimonial: invented for the demo company.",
    },
    {
      quote: "They met our adjuster, pointed out hail damage he had missed, and the claim covered the whole roof.",
      name: "Carol B.",
      town: "Tarboro",
      consent: "Demo testimonial: invented for the demo company.",
    },
  ],
  stories: [
    {
      kind: "Insurance claim success",
      title: "A storm-damaged commercial roof replaced for the price of the deductible",
      text: "After a severe storm, we documented the wind and hail damage on a large low-slope roof with dated photos and measurements, wrote a line-item estimate and met the adjuster on the roof. The property owner filed the claim, the full replacement was approved, and the owner's out-of-pocket cost came down to the policy deductible.",
      figures: "Owner paid: $3,500 deductible\nSaved versus paying out of pocket: $100,000",
    },
    {
      kind: "Emergency response",
      title: "Tarped the same night, rebuilt the next week",
      text: "A pine limb came through a family's roof during a summer thunderstorm. Our emergency crew tarped the opening and cleared the debris that evening, photographed the damage for the insurer, and replaced the damaged decking and shingles once the claim was approved, matching the existing shingles so the repair blends in.",
      figures: "First response: Same night\nPermanent repair: Following week",
    },
  ],
  openings: [
    {
      title: "Outdoor Sales Representative",
      type: "Full-time, commission with base",
      location: "Rocky Mount, NC (field, Eastern NC)",
      experience: "1+ year of sales experience preferred; we train the right person",
      description:
        "Meet homeowners, inspect and photograph roofs, explain repair and replacement options and write clear estimates. After storms you will help families understand the insurance process and our role as their Contractor of Record.",
      requirements: [
        "Comfortable climbing ladders and walking pitched roofs with fall protection",
        "Valid driver's license and reliable vehicle",
        "Clear, honest communication with homeowners of every background",
        "Comfortable using a tablet for photos, measurements and estimates",
      ].join("\n"),
    },
    {
      title: "Wood Craftsman/Carpenter",
      type: "Full-time, hourly",
      location: "Rocky Mount, NC",
      experience: "3+ years of carpentry or framing experience",
      description:
        "Replace rotten decking, fascia and soffit, rebuild rafters and framing after storm damage, and restore wood details on church steeples and historic homes, working alongside our roofing crews.",
      requirements: [
        "Solid framing and finish carpentry skills, with your own hand tools",
        "Able to read measurements and plan repairs with little supervision",
        "Comfortable working at height with fall protection",
        "Valid driver's license",
      ].join("\n"),
    },
    {
      title: "Commercial Sales Representative",
      type: "Full-time, salary plus commission",
      location: "Greenville, NC (territory across Eastern NC)",
      experience: "3+ years of commercial construction or roofing sales",
      description:
        "Build relationships with property managers, business owners, churches and facility directors. Assess low-slope roofs, propose TPO, EPDM, modified bitumen, metal or coating solutions and manage bids through to contract.",
      requirements: [
        "Working knowledge of commercial roofing systems",
        "Experience preparing bids and proposals",
        "Organized follow-up and a record of repeat clients",
        "Valid driver's license and willingness to travel within the region",
      ].join("\n"),
    },
    {
      title: "Commercial Roofer",
      type: "Full-time, hourly",
      location: "Rocky Mount, NC (job sites across Eastern NC)",
      experience: "2+ years installing single-ply or metal roofing",
      description:
        "Install and repair TPO, EPDM, modified bitumen and metal roofs, and apply restoration coatings on commercial buildings, following manufacturer specifications and site safety plans.",
      requirements: [
        "Experience with seam welding, adhesives or fastening systems for commercial roofs",
        "Safety-minded, with fall-protection training or willingness to be trained",
        "Able to lift 60 lb and work outdoors in North Carolina summers",
        "Reliable transportation to the shop",
      ].join("\n"),
    },
    {
      title: "Experienced Recruiter",
      type: "Full-time, salary",
      location: "Rocky Mount, NC (office)",
      experience: "2+ years of recruiting, ideally in construction or the trades",
      description:
        "Find, interview and onboard installers, carpenters and sales representatives as we grow. You will run job postings, attend hiring events and build relationships with trade schools and community colleges in the region.",
      requirements: [
        "Proven record of filling skilled-trade or sales roles",
        "Strong phone and interview skills",
        "Organized with an applicant tracking system or spreadsheet",
        "Knowledge of Eastern North Carolina communities is a plus",
      ].join("\n"),
    },
  ],
};
