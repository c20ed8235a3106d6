/**
 * What /locations says about the company's offices, worked out from the offices in the business
 * settings and the towns each one serves (docs/decisions/021-launch-as-your-company.md): one office
 * or twelve, a service area or none, the words fit.
 */
import type { Office } from "~/domain/business";
import { andList, countWord } from "~/domain/wording";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const plural = (n: number, one: string, many: string) => `${countWord(n)} ${n === 1 ? one : many}`;

/** The offices visitors can come to, and the service areas run from them. */
function split(offices: readonly Pick<Office, "kind">[]) {
  const staffed = offices.filter((o) => o.kind !== "service-area").length;
  return { staffed, areas: offices.length - staffed };
}

/** The /locations hero's title: "Our office, close to every roof we work on", "Two offices and a service area, …". */
export function locationsTitle(offices: readonly Pick<Office, "kind">[]): string {
  const { staffed, areas } = split(offices);
  const what =
    staffed === 1 && areas === 0
      ? "Our office"
      : areas === 0
        ? capitalized(plural(staffed, "office", "offices"))
        : `${capitalized(plural(staffed, "office", "offices"))} and ${areas === 1 ? "a service area" : plural(areas, "service area", "service areas")}`;
  return `${what}, close to every roof we work on`;
}

/** The heading over the office cards. */
export function officesHeading(offices: readonly Pick<Office, "kind">[]): string {
  return offices.length === 1 ? "Our office and its hours" : "Offices and hours";
}

/** Where a service area's jobs are run from: the nearest office, how far and which way. */
export interface RunFrom {
  city: string;
  miles: number;
  direction: string;
}

/**
 * The sentence under the /locations hero: where the company is based, its other offices and the
 * service areas they run.
 */
export function locationsIntro(company: string, offices: readonly Pick<Office, "kind" | "city">[]): string {
  const [hq, ...others] = offices;
  if (!hq) return "";
  const branches = others.filter((o) => o.kind !== "service-area").map((o) => o.city);
  const areas = others.filter((o) => o.kind === "service-area").map((o) => o.city);
  const parts = [`${company} is based in ${hq.city}`];
  if (branches.length) parts.push(`with ${branches.length === 1 ? "an office" : "offices"} in ${andList(branches)}`);
  const first = parts.join(", ");
  const areaText = areas.length ? `${branches.length ? " and" : ", with"} ${areas.length === 1 ? "a service area" : "service areas"} in ${andList(areas)}` : "";
  return `${first}${areaText}. Local crews mean faster inspections, quicker storm response and someone nearby long after the job is done.`;
}

/** What an office card on /locations says beyond its address and phone. */
export function officeBlurb(office: Pick<Office, "kind" | "city" | "county">, servedTowns: readonly string[], runFrom: RunFrom | null): { lead: string; serves: string } {
  const county = office.county ? ` in ${office.county}` : "";
  if (office.kind === "service-area") {
    const lead = runFrom
      ? `A service area rather than a storefront: ${office.city} jobs are run by our ${runFrom.city} team, about ${runFrom.miles} miles ${runFrom.direction}.`
      : `A service area rather than a storefront: ${office.city} jobs are run by our office team.`;
    return { lead, serves: `${office.city} and the towns around it${county}.` };
  }
  const lead =
    office.kind === "headquarters"
      ? "Our headquarters, where estimates are prepared, insurance paperwork is handled and crews are dispatched."
      : `Our ${office.city} office, for homeowners, property managers and churches${county} and the towns around it.`;
  const shown = servedTowns.slice(0, 6);
  const more = servedTowns.length - shown.length;
  const serves = shown.length
    ? `${[office.city, ...shown].join(", ")}${more > 0 ? ` and ${more} more ${more === 1 ? "town" : "towns"}` : ""}.`
    : `${office.city} and the towns around it${county}.`;
  return { lead, serves };
}
