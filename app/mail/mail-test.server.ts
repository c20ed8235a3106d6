/**
 * The owner's test e-mail to one of the site's own addresses (docs/decisions/021-launch-as-your-company.md):
 * sent at once through the real mailer, so the answer says whether the mail server took it — or,
 * in words, why not.
 */
import type { Business } from "~/domain/business";
import { mailDestinations } from "~/domain/mail-destinations";
import type { Mailer } from "./mailer.server";

export type MailTestOutcome = { ok: true; message: string } | { ok: false; status: 400 | 502; message: string };

export async function sendMailTest(deps: { mailer: Mailer; business: Business; siteUrl: string }, address: string, by: string): Promise<MailTestOutcome> {
  const destination = mailDestinations(deps.business).find((d) => d.address.toLowerCase() === address.trim().toLowerCase());
  if (!destination) return { ok: false, status: 400, message: "The site sends nothing to that address: choose one of the addresses listed." };
  try {
    await deps.mailer.send({
      to: destination.address,
      subject: `Test e-mail from your website - ${deps.business.name}`,
      text: [
        "Hello,",
        "",
        `This is a test sent by ${by} from the website's staff area (${deps.siteUrl}). It shows that e-mail to this address arrives.`,
        "",
        `The website sends this address: ${destination.what.join("; ")}.`,
        "",
        "Nothing needs doing. If this message landed in a spam folder, mark it as not spam so the real ones arrive in the inbox.",
        "",
        deps.business.name,
      ].join("\n"),
    });
  } catch (error) {
    console.warn(`[mail] the test e-mail to ${destination.address} failed:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 502, message: `The mail server did not take the test for ${destination.address}: ${error instanceof Error ? error.message : "it gave no reason"}.` };
  }
  return {
    ok: true,
    message: destination.reserved
      ? `Test handed to the mail server for ${destination.address}, but that domain is reserved for examples and can never receive mail: enter a real address.`
      : `Test sent to ${destination.address}: check that inbox (and its spam folder).`,
  };
}
