/** The twelve core service cities (spec §9), in the spec's order. Each has a town page. */
export const SERVICE_CITIES = [
  "Rocky Mount",
  "Greenville",
  "Wilson",
  "Tarboro",
  "Zebulon",
  "Raleigh",
  "Wake Forest",
  "Youngsville",
  "Spring Hope",
  "Louisburg",
  "Franklinton",
  "Garner",
] as const;

/** The service location selected when /service-areas opens (spec §9). */
export const DEFAULT_SERVICE_LOCATION = "Rocky Mount";

/**
 * ZIP codes we can state with confidence. The service_locations table has none, so a town page
 * leaves the ZIP line out unless the town is listed here (spec §2.4: Rocky Mount 27801-27804).
 */
export const KNOWN_ZIP_CODES: Record<string, string[]> = {
  "Rocky Mount": ["27801", "27802", "27803", "27804"],
};
