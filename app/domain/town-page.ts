/**
 * What a generated town page is built from, and the rules that turn those facts into its words
 * (docs/decisions/006-town-pages.md; decisions.md point 10). Every sentence states a fact from the
 * data: the town's county and census figures, its county's storms and rules, the way to the nearest
 * office, the towns around it, and the posts and photos of jobs there. A fact that is not known is
 * left out, never replaced by generic text, and a town with little to say gets a shorter "area
 * page".
 */
import type { CountyFactsValues } from "./county-facts";
import type { CompassPoint } from "./geo";

export interface NearbyTownLink {
  name: string;
  county: string;
  /** Straight-line miles from this town. */
  miles: number;
  /** Which way the neighbour lies from this town. */
  direction: CompassPoint;
  href: string;
}

/**
 * The county's facts (county_facts) as a town page shows them, named after their county; each
 * optional one is null when not recorded.
 */
export type CountyPageFacts = { county: string } & Omit<CountyFactsValues, "source">;

/** The office whose crews serve the town, and the way there. */
export interface OfficeRoute {
  city: string;
  /** Its page, e.g. "/locations/rockymount-nc". */
  href: string;
  /** Straight-line miles from the office to the town, rounded. */
  miles: number;
  /** Which way the town lies from the office. */
  direction: CompassPoint;
  /** Estimated minutes by car (geo.ts estimatedDriveMinutes). */
  driveMinutes: number;
}

export interface TownPost {
  title: string;
  href: string;
}

export interface TownPageFacts {
  cityName: string;
  stateName: string;
  countyName: string;
  /** Left out of the page when unknown. */
  zipCodes?: string[];
  latitude: number;
  longitude: number;
  population: number | null;
  historicalFact: string | null;
  /** Straight-line miles to the nearest ocean beach, rounded. */
  milesToCoast: number;
  /** Null when the county has no row in county_facts. */
  county: CountyPageFacts | null;
  office: OfficeRoute;
  /** Nearest first; the first 8 are shown. */
  nearbyTowns: NearbyTownLink[];
  /** The company's published posts written for this town, newest first. */
  posts: TownPost[];
}

export type TownPageKind = "full" | "area";

/**
 * A town the company has written about or photographed jobs in gets the full page; any other town
 * gets an area page: the same facts, shorter, and plain that the work is run from an office elsewhere.
 */
export function townPageKind(posts: number, photos: number): TownPageKind {
  return posts + photos > 0 ? "full" : "area";
}

const number = (n: number) => n.toLocaleString("en-US");

export function isCountySeat(facts: Pick<TownPageFacts, "cityName" | "county">): boolean {
  return facts.county?.seat.toLowerCase() === facts.cityName.toLowerCase();
}

/** "Hurricane Floyd (1999), Hurricane Matthew (2016) and Hurricane Florence (2018)". */
export function stormList(storms: CountyPageFacts["storms"]): string {
  const items = storms.map((s) => `${s.name} (${s.year})`);
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** What the page says about the county's homes, or null when nothing is recorded. */
export function housingSentence(c: Pick<CountyPageFacts, "county" | "medianYearBuilt" | "housingNote">): string | null {
  const parts = [
    c.medianYearBuilt === null ? null : `The median home in ${c.county} was built in ${c.medianYearBuilt}.`,
    c.housingNote,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(" ") : null;
}

/** "20 minutes", "1 hour", "2 hours 50 minutes". */
export function driveTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 0 ? "" : hours === 1 ? "1 hour" : `${hours} hours`;
  const m = rest === 0 ? "" : `${rest} minutes`;
  return [h, m].filter(Boolean).join(" ") || "a few minutes";
}

/** The first sentence under the heading: where the town is and how many live there. */
export function townIntro(f: TownPageFacts): string {
  const where = isCountySeat(f) ? `the seat of ${f.countyName}` : `in ${f.countyName}`;
  return f.population !== null
    ? `${f.cityName}, ${where}, had ${number(f.population)} residents at the 2020 Census.`
    : `${f.cityName} is ${isCountySeat(f) ? where : `a community ${where}`}.`;
}

/** How the town is reached from the office, with the figures. */
export function officeSentence(f: TownPageFacts, kind: TownPageKind): string {
  const o = f.office;
  if (o.miles < 1) return `Our ${o.city} office is in ${f.cityName}.`;
  const way = `about ${o.miles} miles ${o.direction} of our ${o.city} office, roughly ${driveTime(o.driveMinutes)} by car`;
  return kind === "area"
    ? `We have no office in ${f.cityName}: it lies ${way}, and our ${o.city} crews run the jobs here.`
    : `${f.cityName} lies ${way}.`;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions a homeowner in the town asks, each answered from the town's facts; a question whose fact is unknown is left out. */
export function townFaq(f: TownPageFacts): FaqEntry[] {
  const faq: FaqEntry[] = [];
  const o = f.office;
  if (o.miles >= 1) {
    faq.push({
      question: `How far is ${f.cityName} from your nearest office?`,
      answer: `About ${o.miles} miles: ${f.cityName} is ${o.direction} of our ${o.city} office, roughly ${driveTime(o.driveMinutes)} by car.`,
    });
  }
  const c = f.county;
  if (c) {
    faq.push({
      question: `Is ${f.cityName} the county seat?`,
      answer: isCountySeat(f) ? `Yes, ${f.cityName} is the seat of ${c.county}.` : `No. ${f.cityName} is in ${c.county}, whose seat is ${c.seat}.`,
    });
    if (c.storms.length > 0) {
      faq.push({ question: `Which hurricanes have hit ${c.county}?`, answer: `${stormList(c.storms)}.` });
    }
    if (c.reroofPermit) {
      const office = c.permitOffice ? ` Ask ${c.permitOffice}.` : "";
      faq.push({ question: `Does a new roof in ${f.cityName} need a permit?`, answer: `${c.reroofPermit}${office}` });
    }
    if (c.medianYearBuilt !== null) {
      faq.push({
        question: `How old are the homes in ${c.county}?`,
        answer: `The median home there was built in ${c.medianYearBuilt}.`,
      });
    }
    if (c.designWindSpeedMph !== null) {
      const debris =
        c.windborneDebris === null ? "" : c.windborneDebris ? " Wind-borne debris protection applies." : " Wind-borne debris protection does not apply.";
      faq.push({
        question: `What design wind speed applies in ${c.county}?`,
        answer: `${c.designWindSpeedMph} mph under the North Carolina Residential Code.${debris}`,
      });
    }
  }
  const near = f.nearbyTowns.slice(0, 3);
  if (near.length > 0) {
    faq.push({
      question: `Do you also work near ${f.cityName}?`,
      answer: `Yes: ${near.map((t) => `${t.name} (${t.miles} miles ${t.direction})`).join(", ")}, among others.`,
    });
  }
  return faq;
}

/**
 * The "local highlights" of a town in the /service-areas explorer, written for the homeowner from
 * the town's facts: which office's crews come and how far, whether it is the county seat, the wind
 * its roofs are built for and the last hurricane recorded for its county. None without facts.
 */
export function townHighlights(f: Pick<TownPageFacts, "cityName" | "office" | "county">): string[] {
  const highlights: string[] = [];
  const o = f.office;
  highlights.push(
    o.miles < 1
      ? `Our ${o.city} office is right here in town.`
      : `Crews come from our ${o.city} office, about ${o.miles} miles away (roughly ${driveTime(o.driveMinutes)} by car).`,
  );
  const c = f.county;
  if (!c) return highlights;
  if (isCountySeat(f)) highlights.push(`The seat of ${c.county}.`);
  if (c.designWindSpeedMph !== null) highlights.push(`Roofs here are built for ${c.designWindSpeedMph} mph design winds under the North Carolina Residential Code.`);
  const lastStorm = [...c.storms].sort((a, b) => b.year - a.year)[0];
  if (lastStorm) highlights.push(`The most recent hurricane on record here: ${lastStorm.name}, ${lastStorm.year}.`);
  return highlights;
}

/** Meta description of a town page, built from its facts. */
export function townMetaDescription(f: TownPageFacts): string {
  const pop = f.population !== null ? ` (pop. ${number(f.population)})` : "";
  const way = f.office.miles >= 1 ? ` ${f.office.miles} miles ${f.office.direction} of our ${f.office.city} office.` : "";
  return `Roof replacement and repair in ${f.cityName}${pop}, ${f.countyName}, NC.${way} Free inspections and storm response.`;
}
