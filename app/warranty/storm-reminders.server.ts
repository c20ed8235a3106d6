/**
 * The reminder after a named storm (spec §9: inspections after major storms): staff send it once
 * the storm has passed, to the homeowners who asked for it in the portal, optionally only those
 * with a job in the towns it hit. Each homeowner gets one e-mail per storm however often it is sent.
 */
import { stormKey } from "~/domain/portal";
import { sendOnce, stormReminderMessage } from "~/mail/warranty-mail.server";
import { stormReminderRows } from "~/models/portal.server";
import type { ServicesWithBusiness } from "~/context.server";
import { unsubscribeUrl } from "./upkeep.server";

export async function sendStormReminders(services: Pick<ServicesWithBusiness, "db" | "mail">, storm: string, towns: string[]): Promise<{ sent: number; already: number; failed: number }> {
  const deps = services.mail;
  const counts = { sent: 0, already: 0, failed: 0 };
  for (const row of await stormReminderRows(services.db, towns)) {
    const outcome = await sendOnce(deps, `storm:${stormKey(storm)}:${row.email}`, () => stormReminderMessage(row.email, storm, unsubscribeUrl(deps.siteUrl, row.unsubscribeToken), deps));
    counts[outcome === "sent" ? "sent" : outcome === "skipped" ? "already" : "failed"]++;
  }
  return counts;
}
