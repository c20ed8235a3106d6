// The addresses the instant-estimate fakes know (tests/fakes/census-geocoder.mjs and
// tests/fakes/google-solar.mjs): fictional streets in real towns, each with what the geocoder
// answers (coordinates, county) and what the roof-measurement service does for its building.
import { REFERENCE_ROOFS } from "./reference-roofs.mjs";

const roof = (id) => REFERENCE_ROOFS.find((r) => r.id === id);

/**
 * `solar`: a reference roof (measured), or "not-found", "low-quality" (BASE imagery), "quota"
 * (429 RESOURCE_EXHAUSTED), "stall" (no answer for a minute) or "error" (500).
 */
export const ESTIMATE_PLACES = [
  {
    address: "412 Marigold Lane, Rocky Mount, NC 27804",
    street: { fromAddress: "412", streetName: "MARIGOLD", suffixType: "LN" },
    city: "ROCKY MOUNT", zip: "27804", county: "Nash County",
    latitude: 35.9571, longitude: -77.8102,
    solar: roof("hip-6"), quality: "HIGH", imageryDate: { year: 2024, month: 3, day: 18 },
  },
  {
    address: "27 Pecan Grove Road, Greenville, NC 27858",
    street: { fromAddress: "27", streetName: "PECAN GROVE", suffixType: "RD" },
    city: "GREENVILLE", zip: "27858", county: "Pitt County",
    latitude: 35.5921, longitude: -77.362,
    solar: roof("l-gable-8"), quality: "MEDIUM", imageryDate: { year: 2023, month: 10, day: 0 },
  },
  {
    address: "9 Cotton Field Road, Tarboro, NC 27886",
    street: { fromAddress: "9", streetName: "COTTON FIELD", suffixType: "RD" },
    city: "TARBORO", zip: "27886", county: "Edgecombe County",
    latitude: 35.91, longitude: -77.56,
    solar: "not-found",
  },
  {
    address: "318 Old Mill Road, Wilson, NC 27893",
    street: { fromAddress: "318", preType: "", streetName: "OLD MILL", suffixType: "RD" },
    city: "WILSON", zip: "27893", county: "Wilson County",
    latitude: 35.7212, longitude: -77.9155,
    solar: "low-quality",
  },
  {
    address: "55 Quiet Water Lane, Greenville, NC 27834",
    street: { fromAddress: "55", streetName: "QUIET WATER", suffixType: "LN" },
    city: "GREENVILLE", zip: "27834", county: "Pitt County",
    latitude: 35.6201, longitude: -77.3905,
    solar: "stall",
  },
  {
    address: "77 Harvest Court, Rocky Mount, NC 27803",
    street: { fromAddress: "77", streetName: "HARVEST", suffixType: "CT" },
    city: "ROCKY MOUNT", zip: "27803", county: "Nash County",
    latitude: 35.9702, longitude: -77.8455,
    solar: "quota",
  },
  {
    address: "215 Church Avenue SW, Roanoke, VA 24011",
    street: { fromAddress: "215", streetName: "CHURCH", suffixType: "AVE" },
    city: "ROANOKE", zip: "24011", county: "Roanoke city", state: "VA",
    latitude: 37.271, longitude: -79.9414,
    solar: roof("ranch-gable-4"), quality: "HIGH",
  },
  {
    address: "15 Haywood Street, Asheville, NC 28801",
    street: { fromAddress: "15", streetName: "HAYWOOD", suffixType: "ST" },
    city: "ASHEVILLE", zip: "28801", county: "Buncombe County",
    latitude: 35.5951, longitude: -82.5515,
    solar: roof("ranch-gable-4"), quality: "HIGH",
  },
];

/** Words in an address that make the geocoder itself misbehave. */
export const GEOCODER_SCENARIOS = {
  /** 500 Internal Server Error. */
  outage: /\boutage\b/i,
  /** No answer for a minute. */
  stall: /\bstall\b/i,
};

/** The same address however it was typed (letters and digits, lower case). */
export const placeKey = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
