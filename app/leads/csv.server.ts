/** The inbox's CSV export: one row per lead, every cell formula-safe (app/domain/leads.ts csvRow). */
import { officeById, type Business } from "~/domain/business";
import { csvRow, LEAD_CSV_HEADER, roofTypeLabel, serviceLabel, timeWindowLabel, UTM_KEYS } from "~/domain/leads";
import { sourceLabel } from "~/domain/visits";
import type { ExportedLead } from "~/models/leads.server";

export function leadsCsv(leads: ExportedLead[], business: Business): string {
  const rows = leads.map((l) =>
    csvRow([
      l.reference,
      l.createdAt.toISOString(),
      l.status,
      l.name ?? "",
      l.phone,
      l.email,
      l.street,
      l.town,
      l.zip,
      l.inServiceArea ? "yes" : "no",
      serviceLabel(l.service),
      l.roofType ? roofTypeLabel(l.roofType) : "",
      timeWindowLabel(l.timeWindow),
      l.message,
      l.smsConsent ? "agreed" : "not agreed",
      officeById(business, l.officeId).name,
      l.sourcePage,
      l.referrer,
      ...UTM_KEYS.map((k) => l.utm[k] ?? ""),
      // The visit it came from and what brought it (docs/decisions/022-visits-and-attribution.md).
      l.landingPage,
      l.visitSource ? sourceLabel(l.visitSource, l.visitSourceDetail ?? "") : "",
      l.attributedTown,
      l.attributedPost,
      l.officeMail,
      l.customerMail,
    ]),
  );
  // CRLF rows and a byte-order mark: what spreadsheet programs expect of a CSV file.
  return `\uFEFF${[csvRow(LEAD_CSV_HEADER), ...rows].join("\r\n")}\r\n`;
}
