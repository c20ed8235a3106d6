/**
 * What the workmanship warranty certificate says (docs/decisions/018-warranty-portal.md): the
 * company's identity, the homeowner and property, the work, the term with its dates, the
 * manufacturer warranty, what is covered and how to claim. The PDF renderer
 * (app/documents/certificate-pdf.server.ts) lays these lines out; tests read them here. Pure.
 */
import { formatDay } from "./calendar-days";
import { materialLabel } from "./jobs";
import { INSPECTION_WITHIN_HOURS, REPORT_WITHIN_DAYS, WORKMANSHIP_COVERAGE, workmanshipEndsOn } from "./warranty";

export interface CertificateCompany {
  name: string;
  legalName: string;
  address: string;
  phone: string;
  email: string;
  website: string;
}

export interface CertificateJob {
  customerName: string;
  street: string;
  town: string;
  zip: string | null;
  material: string;
  manufacturer: string | null;
  productLine: string | null;
  squares: number | null;
  startedOn: string | null;
  completedOn: string;
  workmanshipYears: number;
  manufacturerWarranty: string | null;
  registeredOn: string | null;
  registrationConfirmation: string | null;
}

export interface CertificateContent {
  title: string;
  company: CertificateCompany;
  number: string;
  issuedOn: string;
  /** Set on a re-issue: the certificate this one replaces. */
  replaces: string | null;
  /** Label and value rows. */
  facts: [string, string][];
  promise: string;
  covered: readonly string[];
  excluded: readonly string[];
  howToClaim: string;
}

/** The property as one line: "104 Forest Hill Drive, Winterville, NC 28590". */
export function propertyAddress(job: Pick<CertificateJob, "street" | "town" | "zip">): string {
  return `${job.street}, ${job.town}, NC${job.zip ? ` ${job.zip}` : ""}`;
}

/** "Asphalt shingle, GAF Timberline HDZ, 28 squares". */
export function workDescription(job: Pick<CertificateJob, "material" | "manufacturer" | "productLine" | "squares">): string {
  const product = [job.manufacturer, job.productLine].filter(Boolean).join(" ");
  return [materialLabel(job.material), product || null, job.squares ? `${job.squares} squares` : null].filter(Boolean).join(", ");
}

export function certificateContent(input: {
  job: CertificateJob;
  company: CertificateCompany;
  number: string;
  issuedOn: string;
  replaces: string | null;
  portalUrl: string;
}): CertificateContent {
  const { job, company } = input;
  const endsOn = workmanshipEndsOn(job.completedOn, job.workmanshipYears);
  const manufacturer = job.manufacturerWarranty
    ? job.registeredOn
      ? `${job.manufacturerWarranty}: registered with ${job.manufacturer} on ${formatDay(job.registeredOn)}${job.registrationConfirmation ? ` (confirmation ${job.registrationConfirmation})` : ""}`
      : `${job.manufacturerWarranty}: we register it with ${job.manufacturer} and add its confirmation to your warranty portal`
    : null;
  const facts: [string, string][] = [
    ["Homeowner", job.customerName],
    ["Property", propertyAddress(job)],
    ["Work", workDescription(job)],
    ...(job.startedOn ? [["Started", formatDay(job.startedOn)] as [string, string]] : []),
    ["Completed", formatDay(job.completedOn)],
    ["Warranty term", `${job.workmanshipYears} years: ${formatDay(job.completedOn)} through ${formatDay(endsOn)}`],
    ...(manufacturer ? [["Manufacturer warranty", manufacturer] as [string, string]] : []),
    ["Transferable", "Yes, to the next owner of the property"],
  ];
  return {
    title: "Workmanship Warranty Certificate",
    company,
    number: input.number,
    issuedOn: formatDay(input.issuedOn),
    replaces: input.replaces,
    facts,
    promise: `${company.legalName} warrants the workmanship of the roofing work described above. If something we installed fails because of how we installed it during the warranty term, we come back and make it right at no charge for labor or materials.`,
    covered: WORKMANSHIP_COVERAGE.covered,
    excluded: WORKMANSHIP_COVERAGE.excluded,
    howToClaim: `To make a claim, report the problem within ${REPORT_WITHIN_DAYS} days of finding it: online in your warranty portal (${input.portalUrl}), by phone at ${company.phone} or by e-mail to ${company.email}. A technician inspects within ${INSPECTION_WITHIN_HOURS} hours of your report and documents the cause with photos.`,
  };
}
