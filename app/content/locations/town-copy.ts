/**
 * The words of a generated town page, chosen by the town's own data (decisions.md point 10): its
 * size, whether the records call it a county seat, how close it is to the ocean and how far it is
 * from our nearest office. Two towns never get the same page with only the name swapped.
 */
import type { ClimateZone } from "~/domain/geo";

export interface TownFacts {
  cityName: string;
  countyName: string;
  population: number | null;
  historicalFact: string | null;
  zone: ClimateZone;
  milesToCoast: number;
  /** The nearest office and the straight-line miles to it. */
  nearestOffice: { city: string; miles: number };
  /** The closest town we also serve, if any. */
  closestNeighbor: { name: string; miles: number } | null;
}

export type TownSize = "city" | "town" | "small-town" | "village" | "unknown";

export function townSize(population: number | null): TownSize {
  if (population === null || population === undefined) return "unknown";
  if (population >= 40_000) return "city";
  if (population >= 10_000) return "town";
  if (population >= 2_000) return "small-town";
  return "village";
}

/** True when the town's recorded history says it is a county seat. */
export function isCountySeat(historicalFact: string | null): boolean {
  return /\bcounty seat\b/i.test(historicalFact ?? "");
}

const number = (n: number) => n.toLocaleString("en-US");

/** One or two sentences under the h1. */
export function heroIntro(f: TownFacts): string {
  const size = townSize(f.population);
  const who =
    size === "city"
      ? `${f.cityName} is one of the larger cities in our service area, with about ${number(f.population ?? 0)} residents, and its roofs range from downtown commercial buildings to older neighborhoods and new subdivisions.`
      : size === "town"
        ? `With roughly ${number(f.population ?? 0)} residents, ${f.cityName} mixes established neighborhoods, newer subdivisions and a working commercial district, each with its own roofing needs.`
        : size === "small-town"
          ? `${f.cityName} is a close-knit town of about ${number(f.population ?? 0)} people, where most roofs cover single-family homes, churches and small businesses.`
          : size === "village"
            ? `${f.cityName} is a small community of around ${number(f.population ?? 0)} residents, and we treat a farmhouse roof here with the same care as a city job.`
            : `${f.cityName} is part of the ${f.countyName} communities we serve.`;
  const seat = isCountySeat(f.historicalFact)
    ? ` As the seat of ${f.countyName}, it also has courthouses, churches and older public buildings whose roofs need specialist attention.`
    : "";
  return `${who}${seat}`;
}

/** How our crews reach the town: from which office, and how far. */
export function accessSentence(f: TownFacts): string {
  const miles = Math.round(f.nearestOffice.miles);
  if (miles <= 5) {
    return `Our ${f.nearestOffice.city} office is right here, so estimates, repairs and emergency tarping come from crews who work in ${f.cityName} every week.`;
  }
  if (miles <= 30) {
    return `Our ${f.nearestOffice.city} office is about ${miles} miles away, close enough for same-day inspections and quick emergency tarping in ${f.cityName}.`;
  }
  return `Crews reach ${f.cityName} from our ${f.nearestOffice.city} office, about ${miles} miles away; we schedule inspections and installations in the area together so there is no travel charge to you.`;
}

/** The introduction of the services section, led by what the local weather asks for. */
export function servicesIntro(f: TownFacts): string {
  if (f.zone === "coastal") {
    return `Roofs in ${f.cityName} live with salt air and open-water wind. We lead with corrosion-resistant fasteners and flashing, high-wind shingle application and sealed roof decks, and we service the commercial and rental properties that coastal towns depend on.`;
  }
  if (f.zone === "near-coast") {
    return `About ${f.milesToCoast} miles from the ocean, ${f.cityName} gets tropical storms before they have weakened much. Most of our work here is storm-ready replacement, wind and leak repair, and documentation for insurance claims.`;
  }
  return `In inland ${f.countyName}, the usual roof problems are wind-lifted shingles, limbs from tall pines, clogged valleys and humid attics. These are the services ${f.cityName} homeowners and businesses ask us for most.`;
}

/** The introduction of the nearby towns list. */
export function nearbyIntro(f: TownFacts): string {
  if (!f.closestNeighbor) return `We also serve the communities around ${f.cityName}.`;
  const miles = f.closestNeighbor.miles;
  return miles < 10
    ? `${f.closestNeighbor.name} is only ${miles} miles from ${f.cityName}, and we work across the whole cluster of towns listed below.`
    : `The closest town we also serve is ${f.closestNeighbor.name}, ${miles} miles away. These are the nearest communities on our list.`;
}

/** The services each town page lists; the order depends on the climate zone. */
export const townServices = {
  replacement: { title: "Roof replacement", href: "/residential-roofing", text: "Architectural shingle and metal roofs with new underlayment, flashing and balanced ventilation." },
  repair: { title: "Roof and leak repair", href: "/residential-roofing", text: "Lifted shingles, cracked pipe boots and worn flashing repaired before water reaches the decking." },
  storm: { title: "Storm damage and tarping", href: "/storm-damage", text: "24/7 emergency tarping and photo documentation for your insurance claim." },
  commercial: { title: "Commercial roofing", href: "/commercial-roofing", text: "TPO, EPDM, modified bitumen and metal systems for businesses, schools and churches." },
  coating: { title: "Roof coatings", href: "/specialty-services/roof-coating", text: "Reflective coatings that add 10-15 years to a sound flat or metal roof." },
  inspection: { title: "Free inspections", href: "/book-inspection", text: "A written report with photos after a storm, before a sale or just for peace of mind." },
} as const;

export function servicesForZone(zone: ClimateZone) {
  const s = townServices;
  if (zone === "coastal") return [s.storm, s.replacement, s.coating, s.commercial, s.repair, s.inspection];
  if (zone === "near-coast") return [s.storm, s.replacement, s.repair, s.inspection, s.commercial, s.coating];
  return [s.replacement, s.repair, s.storm, s.inspection, s.commercial, s.coating];
}

/** Meta description of a town page, built from its facts. */
export function townMetaDescription(f: TownFacts): string {
  const pop = f.population ? ` (pop. ${number(f.population)})` : "";
  const zone = f.zone === "coastal" ? "salt-air and high-wind" : f.zone === "near-coast" ? "hurricane-ready" : "storm-ready";
  return `Roof replacement, repair and ${zone} roofing in ${f.cityName}${pop}, ${f.countyName}, NC. Free inspections, 24/7 storm response and insurance claim documentation.`;
}
