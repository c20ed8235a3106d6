/**
 * A job: a roof the company built or repaired, the record the warranty portal shows its homeowner
 * (docs/decisions/018-warranty-portal.md). The staff form's fields and checks, what a lead carries
 * over, registration and certificate rules. Pure.
 */
import { z } from "zod";
import { daysBetween, formatDay } from "./calendar-days";
import { ROOF_TYPES } from "./leads";
import { oneLine, optionalDay, optionalText, optionalUsPhone, optionalZip, requiredEmail, requiredLine } from "./text-fields";
import { isManufacturer, MANUFACTURERS, WORKMANSHIP_YEARS_RANGE } from "./warranty";

/** The job's roof material: the request form's roof types, so a lead's answer carries over as it is. */
export const JOB_MATERIALS = ROOF_TYPES;

export const JOB_MESSAGES = {
  customerName: "Enter the customer's name.",
  customerEmail: "Enter the customer's e-mail address: it is how they sign in to the warranty portal.",
  street: "Enter the property's street address.",
  town: "Enter the property's town.",
  material: "Choose the roof material.",
  manufacturer: "Choose a manufacturer from the list, or none.",
  warrantyNeedsManufacturer: "Choose the manufacturer whose warranty this is.",
  workmanshipYears: "Choose the workmanship warranty term.",
  day: "Enter a date like 2026-11-24.",
  completedBeforeStart: "The completion date cannot be before the start date.",
  completedInFuture: "The completion date cannot be in the future: enter it when the job is finished.",
  squares: "Enter the roof area in squares (100 sq ft each), like 28 or 31.5.",
} as const;

const materialValues = JOB_MATERIALS.map((m) => m.value) as [string, ...string[]];

/** The staff job form, checked against today (office time): completion dates are not in the future. */
export function jobFormSchema(today: string) {
  return z
    .object({
      customerName: requiredLine(120, "The customer's name", JOB_MESSAGES.customerName),
      customerEmail: requiredEmail(JOB_MESSAGES.customerEmail),
      customerPhone: optionalUsPhone,
      street: requiredLine(200, "The street address", JOB_MESSAGES.street),
      town: requiredLine(80, "The town", JOB_MESSAGES.town),
      zip: optionalZip,
      material: z.enum(materialValues, { error: JOB_MESSAGES.material }),
      manufacturer: z
        .string()
        .trim()
        .refine((v) => v === "" || isManufacturer(v), JOB_MESSAGES.manufacturer)
        .transform((v) => v || null),
      productLine: oneLine(120, "The product line"),
      squares: z
        .string()
        .trim()
        .refine((v) => v === "" || (/^\d{1,4}(?:\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= 5000), JOB_MESSAGES.squares)
        .transform((v) => (v ? Number(v) : null)),
      startedOn: optionalDay(JOB_MESSAGES.day),
      completedOn: optionalDay(JOB_MESSAGES.day),
      workmanshipYears: z.coerce
        .number({ error: JOB_MESSAGES.workmanshipYears })
        .refine((v) => Number.isInteger(v) && v >= WORKMANSHIP_YEARS_RANGE.min && v <= WORKMANSHIP_YEARS_RANGE.max, JOB_MESSAGES.workmanshipYears),
      manufacturerWarranty: oneLine(120, "The manufacturer warranty"),
      notes: optionalText(4000, "The notes"),
    })
    .superRefine((job, ctx) => {
      if (job.manufacturerWarranty && !job.manufacturer) ctx.addIssue({ code: "custom", path: ["manufacturer"], message: JOB_MESSAGES.warrantyNeedsManufacturer });
      if (job.completedOn && job.startedOn && daysBetween(job.startedOn, job.completedOn) < 0) {
        ctx.addIssue({ code: "custom", path: ["completedOn"], message: JOB_MESSAGES.completedBeforeStart });
      }
      if (job.completedOn && daysBetween(job.completedOn, today) < 0) ctx.addIssue({ code: "custom", path: ["completedOn"], message: JOB_MESSAGES.completedInFuture });
    });
}

export type JobInput = z.output<ReturnType<typeof jobFormSchema>>;

/** The job form's starting values: a new job's defaults, or what a lead carries over. */
export interface JobDraft {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  street: string;
  town: string;
  zip: string;
  material: string;
  workmanshipYears: string;
}

/** A new job: empty, with the standard workmanship term of the business settings (none when the owner has not given one). */
export function emptyJobDraft(standardYears: number | null): JobDraft {
  return { customerName: "", customerEmail: "", customerPhone: "", street: "", town: "", zip: "", material: "", workmanshipYears: standardYears === null ? "" : String(standardYears) };
}

/** What a request from the website carries over to the job made from it. */
export function jobDraftFromLead(
  lead: { name: string; email: string | null; phone: string | null; street: string | null; town: string | null; zip: string | null; roofType: string | null },
  standardYears: number | null,
): JobDraft {
  return {
    ...emptyJobDraft(standardYears),
    customerName: lead.name,
    customerEmail: lead.email ?? "",
    customerPhone: lead.phone ?? "",
    street: lead.street ?? "",
    town: lead.town ?? "",
    zip: lead.zip ?? "",
    material: JOB_MATERIALS.some((m) => m.value === lead.roofType) ? lead.roofType! : "",
  };
}

const JOB_FORM_FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "street",
  "town",
  "zip",
  "material",
  "manufacturer",
  "productLine",
  "squares",
  "startedOn",
  "completedOn",
  "workmanshipYears",
  "manufacturerWarranty",
  "notes",
] as const;

/** A stored job as the form's text values (the job page's details form). */
export function jobFormValues(job: Record<(typeof JOB_FORM_FIELDS)[number], string | number | null>): Record<string, string> {
  return Object.fromEntries(JOB_FORM_FIELDS.map((key) => [key, job[key] === null ? "" : String(job[key])]));
}

export const materialLabel = (value: string) => JOB_MATERIALS.find((m) => m.value === value)?.label ?? value;

export { MANUFACTURERS };

// ---------------------------------------------------------------------------------------------
// Registration with the manufacturer
// ---------------------------------------------------------------------------------------------

export const REGISTRATION_MESSAGES = {
  confirmation: "Enter the confirmation or registration number the manufacturer gave.",
  registeredOn: "Enter the day the manufacturer confirmed the registration.",
  future: "The registration day cannot be in the future.",
  beforeCompletion: (completedOn: string) => `The registration day cannot be before completion (${formatDay(completedOn)}).`,
  nothingToRegister: "This job has no manufacturer warranty to register: add the manufacturer, the warranty and the completion date first.",
} as const;

export function registrationFormSchema(today: string, completedOn: string) {
  return z.object({
    confirmation: requiredLine(100, "The confirmation number", REGISTRATION_MESSAGES.confirmation),
    registeredOn: optionalDay(REGISTRATION_MESSAGES.registeredOn)
      .refine((v) => v !== null, REGISTRATION_MESSAGES.registeredOn)
      .refine((v) => v === null || daysBetween(v, today) >= 0, REGISTRATION_MESSAGES.future)
      .refine((v) => v === null || daysBetween(completedOn, v) >= 0, REGISTRATION_MESSAGES.beforeCompletion(completedOn))
      .transform((v) => v!),
  });
}

// ---------------------------------------------------------------------------------------------
// Certificates
// ---------------------------------------------------------------------------------------------

export const CERTIFICATE_MESSAGES = {
  notCompleted: "Enter the completion date before issuing the workmanship certificate: the warranty runs from it.",
} as const;

/**
 * The workmanship certificate's number: "W-" the completion year and the job's reference code
 * ("W-2026-4K7Q2M"); a re-issue adds its edition ("W-2026-4K7Q2M-2"), so every printed copy is told apart.
 */
export function certificateNumber(jobReference: string, completedOn: string, edition: number): string {
  const code = jobReference.replace(/^[A-Z]+-/, "");
  const base = `W-${completedOn.slice(0, 4)}-${code}`;
  return edition > 1 ? `${base}-${edition}` : base;
}

/** The kinds of file a job keeps: the generated certificate, the manufacturer's, and any other document. */
export const JOB_DOCUMENT_KINDS = ["workmanship-certificate", "manufacturer-certificate", "document"] as const;
export type JobDocumentKind = (typeof JOB_DOCUMENT_KINDS)[number];

export const JOB_DOCUMENT_LABELS: Record<JobDocumentKind, string> = {
  "workmanship-certificate": "Workmanship warranty certificate",
  "manufacturer-certificate": "Manufacturer warranty certificate",
  document: "Document",
};

/** The largest document staff upload (a scanned certificate or an invoice). */
export const JOB_DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
/** Photos staff add to a job in one upload, and the largest file each (a phone's photos). */
export const JOB_PHOTOS_PER_UPLOAD = 5;
export const JOB_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
