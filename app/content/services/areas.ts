/** The 12 service cities of spec §9, shared by the service pages' "areas we serve" sections. */
export const serviceCities = [
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
