/** The /book-inspection page (spec §2.6, §9). */

export const includedItems = [
  {
    title: "Shingles and surface",
    text: "Missing, creased, curled or cracked shingles, granule loss, and the wind and hail marks adjusters look for.",
  },
  {
    title: "Flashing and penetrations",
    text: "Chimneys, walls, vents, pipe boots and skylights: where most leaks actually start.",
  },
  {
    title: "Gutters, valleys and drainage",
    text: "Pine needles, leaves and debris that hold water against the roof, and gutters that pull away or overflow.",
  },
  {
    title: "Attic and ventilation",
    text: "Signs of leaks, damp insulation, and whether intake and exhaust vents can keep a humid attic dry.",
  },
  {
    title: "Decking and structure",
    text: "Soft spots, sagging and rot that must be fixed before any new roof goes on.",
  },
  {
    title: "Photo report and recommendation",
    text: "Photos of everything we found and a written recommendation: repair, replace, or leave it alone.",
  },
];

export const processSteps = [
  {
    title: "Book a time",
    text: "Choose a slot on our scheduling page or call the office. Tell us about any leaks or storm damage.",
  },
  {
    title: "We inspect",
    text: "An inspector checks the roof, flashing, gutters and attic, photographing everything along the way.",
  },
  {
    title: "We walk you through it",
    text: "You see the photos, hear what they mean, and get a written recommendation with no pressure.",
  },
  {
    title: "You decide",
    text: "Repair, replace, file an insurance claim or do nothing for now. If you go ahead, we schedule the work.",
  },
];

