import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.Blog-Page-Builder.mail-test";
import { requireOwner } from "~/auth/guard.server";
import { failed, succeeded, type ActionResult } from "~/domain/forms";
import { sendMailTest } from "~/mail/mail-test.server";
import { businessContext, servicesContext } from "~/context.server";

const addressSchema = z.string().trim().min(3, "Choose an address to test.").max(254, "Choose an address to test.");

/**
 * POST address=…: a test e-mail to one of the addresses the site sends to (docs/decisions/021-launch-as-your-company.md).
 * Answers JSON: sent (200), not an address of the site's (400), too many tests (429), the mail
 * server's refusal (502).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = requireOwner(context, "send test e-mails");
  const { mailer, rateLimiter, env } = context.get(servicesContext);
  const address = addressSchema.safeParse((await request.formData()).get("address") ?? "");
  if (!address.success) return data<ActionResult>(failed(address.error.issues[0]!.message), { status: 400 });
  const refusal = await rateLimiter.attempt("mailTest", request, address.data.toLowerCase());
  if (refusal) return data<ActionResult>(failed(refusal.message), { status: refusal.status, headers: refusal.headers });
  const outcome = await sendMailTest({ mailer, business: context.get(businessContext), siteUrl: env.siteUrl }, address.data, owner.email);
  return outcome.ok ? data<ActionResult>(succeeded(outcome.message)) : data<ActionResult>(failed(outcome.message), { status: outcome.status });
}
