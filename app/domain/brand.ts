/** A roofing manufacturer as /brands shows it. */
export interface Brand {
  id: string;
  brandName: string;
  logoUrl: string | null;
  topProducts: string[];
  warrantyInfo: string;
  websiteUrl: string;
}
