/**
 * A finished roofing job as staff record it (the job form's fields), for tests that need a job on
 * record: a GAF shingle roof in Winterville, `over` replacing any field.
 */
import { jobFormSchema, type JobInput } from "~/domain/jobs";

export function jobInput(customerEmail: string, completedOn: string, over: Record<string, string> = {}): JobInput {
  return jobFormSchema("2027-12-31").parse({
    customerName: "Dana Whitley",
    customerEmail,
    customerPhone: "",
    street: "104 Forest Hill Drive",
    town: "Winterville",
    zip: "28590",
    material: "asphalt",
    manufacturer: "GAF",
    productLine: "Timberline HDZ",
    squares: "28",
    startedOn: "",
    completedOn,
    workmanshipYears: "5",
    manufacturerWarranty: "System Plus",
    notes: "",
    ...over,
  });
}
