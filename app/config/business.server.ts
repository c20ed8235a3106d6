import type { Env } from "./env.server";
import { usPhone } from "~/domain/phone";
import { defaultBusiness, type Business } from "./business";

/** The business config with this installation's environment overrides applied. */
export function businessFromEnv(env: Env): Business {
  const b = structuredClone(defaultBusiness);
  b.siteUrl = env.siteUrl;
  if (env.BUSINESS_NAME) b.name = env.BUSINESS_NAME;
  if (env.BUSINESS_PHONE) {
    b.phones.main = usPhone(env.BUSINESS_PHONE);
    for (const o of b.offices) if (!o.ownLine) o.phone = b.phones.main;
  }
  for (const o of b.offices) {
    const own = env.officePhones[officePhoneVariable(o.id)];
    if (own) o.phone = usPhone(own);
  }
  if (env.BUSINESS_EMERGENCY_PHONE) b.phones.emergency = usPhone(env.BUSINESS_EMERGENCY_PHONE);
  if (env.BUSINESS_EMAIL) b.emails.info = env.BUSINESS_EMAIL;
  if (env.BUSINESS_CLAIMS_EMAIL) b.emails.claims = env.BUSINESS_CLAIMS_EMAIL;
  if (env.ESTIMATE_WIDGET_URL) b.external.estimateWidgetUrl = widgetAddress(env.ESTIMATE_WIDGET_URL, env.ESTIMATE_WIDGET_KEY);
  if (env.SCHEDULING_URL) b.external.schedulingUrl = env.SCHEDULING_URL;
  if (env.CHAT_SCRIPT_URL) b.external.chatScriptUrl = env.CHAT_SCRIPT_URL;
  if (env.FINANCING_APPLY_URL) b.financing.applyUrl = env.FINANCING_APPLY_URL;
  if (env.BUSINESS_RATING_VALUE !== undefined && env.BUSINESS_RATING_COUNT !== undefined) {
    b.verifiedRating = { value: env.BUSINESS_RATING_VALUE, best: 5, count: env.BUSINESS_RATING_COUNT };
  }
  return b;
}

/** The variable that sets one office's phone: "greenville" → BUSINESS_GREENVILLE_PHONE. */
export function officePhoneVariable(officeId: string): string {
  return `BUSINESS_${officeId.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}_PHONE`;
}

/** The widget's page with its publishable key as the `key` query parameter. */
function widgetAddress(url: string, key: string | undefined): string {
  if (!key) return url;
  const address = new URL(url);
  address.searchParams.set("key", key);
  return address.toString();
}
