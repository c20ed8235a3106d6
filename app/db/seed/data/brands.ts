// Seed data: manufacturer brands shown on /brands.
// Pure data, no logic. logoUrl is always null: we never hotlink manufacturer logos.
// Warranty wording is deliberately general; exact coverage depends on the product,
// the installer's certification level and timely registration with the manufacturer.

export interface SeedBrand {
  brandName: string;
  logoUrl: string | null;
  topProducts: string[];
  warrantyInfo: string;
  websiteUrl: string;
  seoKeywords: string;
  displayOrder: number;
}

export const roofingBrands: SeedBrand[] = [
  {
    brandName: "GAF",
    logoUrl: null,
    topProducts: [
      "Timberline HDZ",
      "Timberline UHDZ",
      "Timberline AS II",
      "Grand Sequoia",
    ],
    warrantyInfo:
      "GAF offers a limited lifetime warranty on qualifying Timberline architectural shingles for the original owner. Enhanced system warranties, such as the Golden Pledge limited warranty, are available only when a complete GAF roofing system is installed by a GAF-certified contractor and registered with GAF.",
    websiteUrl: "https://www.gaf.com",
    seoKeywords:
      "GAF roofing, GAF Timberline HDZ installer, GAF certified contractor Eastern NC, Timberline shingles Rocky Mount, GAF shingle warranty",
    displayOrder: 1,
  },
  {
    brandName: "Owens Corning",
    logoUrl: null,
    topProducts: [
      "TruDefinition Duration",
      "Duration STORM",
      "Duration FLEX",
      "Oakridge",
    ],
    warrantyInfo:
      "Owens Corning offers a limited lifetime warranty on qualifying laminate shingles for the original owner. Extended system warranties, such as Preferred Protection and Platinum Protection, are available when a complete Owens Corning roofing system is installed by a qualifying Owens Corning Roofing contractor.",
    websiteUrl: "https://www.owenscorning.com/en-us/roofing",
    seoKeywords:
      "Owens Corning roofing, Duration shingles installer, Owens Corning preferred contractor NC, Duration STORM impact resistant shingles, Owens Corning shingle warranty",
    displayOrder: 2,
  },
  {
    brandName: "CertainTeed",
    logoUrl: null,
    topProducts: [
      "Landmark",
      "Landmark PRO",
      "Grand Manor",
      "Presidential Shake",
    ],
    warrantyInfo:
      "CertainTeed provides a limited lifetime warranty on qualifying shingles, including an initial SureStart protection period. Enhanced SureStart PLUS system warranties are available when an eligible CertainTeed roofing system is installed by a credentialed CertainTeed contractor.",
    websiteUrl: "https://www.certainteed.com",
    seoKeywords:
      "CertainTeed roofing, CertainTeed Landmark shingles, Landmark PRO installer Eastern NC, CertainTeed credentialed contractor, CertainTeed shingle warranty",
    displayOrder: 3,
  },
  {
    brandName: "IKO",
    logoUrl: null,
    topProducts: ["Dynasty", "Nordic", "Cambridge", "Royal Estate"],
    warrantyInfo:
      "IKO offers a limited lifetime warranty on its qualifying architectural shingles, with an initial Iron Clad Protection period. Additional coverage options may be available through IKO's contractor programs when installation and registration requirements are met.",
    websiteUrl: "https://www.iko.com/na/",
    seoKeywords:
      "IKO roofing, IKO Dynasty shingles, IKO Nordic impact resistant shingles, IKO Cambridge installer NC, IKO shingle warranty",
    displayOrder: 4,
  },
  {
    brandName: "Atlas",
    logoUrl: null,
    topProducts: [
      "Pinnacle Pristine",
      "StormMaster Shake",
      "StormMaster Slate",
      "Briarwood Pro",
    ],
    warrantyInfo:
      "Atlas offers a limited lifetime warranty on qualifying shingles, and its Scotchgard Protector shingles carry limited coverage against algae-caused discoloration. Enhanced Signature Select system warranties are available when the roof is installed by a qualifying Atlas contractor using Atlas system components.",
    websiteUrl: "https://www.atlasroofing.com",
    seoKeywords:
      "Atlas roofing, Atlas Pinnacle Pristine shingles, algae resistant shingles Eastern NC, StormMaster impact resistant shingles, Atlas shingle warranty",
    displayOrder: 5,
  },
];
