import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/_public.portal.reminders";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { FALL_MONTHS, monthName, reminderFormSchema, SPRING_MONTHS } from "~/domain/portal";
import { remindersOf, saveReminders } from "~/models/portal.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesWithBusiness } from "~/context.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Maintenance reminders", description: "Spring, fall and after-storm roof-check reminders by e-mail." });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requirePortalCustomer(request, context);
  return remindersOf(servicesWithBusiness(context).db, customer.email);
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requirePortalCustomer(request, context);
  const parsed = parseForm(reminderFormSchema, await request.formData());
  if (!parsed.ok) return data<ActionResult>(failed("Please check the highlighted fields.", parsed), { status: 400 });
  await saveReminders(servicesWithBusiness(context).db, customer.email, parsed.data);
  const { springMonth, fallMonth, afterStorms } = parsed.data;
  const any = springMonth || fallMonth || afterStorms;
  return data<ActionResult>(succeeded(any ? "Saved. Each reminder e-mail has a link to stop them." : "Saved: we will not send you maintenance reminders."));
}

export default function PortalReminders({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const errors = actionData?.errors ?? {};
  return (
    <section className="py-10" aria-labelledby="reminders-heading">
      <div className="container-page max-w-2xl">
        <h1 id="reminders-heading" className="text-3xl font-bold">
          Maintenance reminders
        </h1>
        <p className="mt-2 text-muted">
          A roof lasts longest when someone looks at it twice a year, in spring and fall, and after a major storm. We can remind you by e-mail, with a short list of what
          to check; every reminder has a link to stop them.
        </p>
        {actionData && !actionData.errors ? (
          <div className="mt-4">
            <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert>
          </div>
        ) : null}
        <Form method="post" className="mt-6 space-y-5" aria-label="Maintenance reminders">
          <SelectField label="Spring check" name="springMonth" defaultValue={loaderData.springMonth ?? ""} error={errors.springMonth}>
            <option value="">No spring reminder</option>
            {SPRING_MONTHS.map((m) => (
              <option key={m} value={m}>
                Early {monthName(m)}
              </option>
            ))}
          </SelectField>
          <SelectField label="Fall check" name="fallMonth" defaultValue={loaderData.fallMonth ?? ""} error={errors.fallMonth}>
            <option value="">No fall reminder</option>
            {FALL_MONTHS.map((m) => (
              <option key={m} value={m}>
                Early {monthName(m)}
              </option>
            ))}
          </SelectField>
          <div className="flex items-start gap-3">
            <input id="afterStorms" name="afterStorms" type="checkbox" defaultChecked={loaderData.afterStorms} className="mt-1 size-4" />
            <label htmlFor="afterStorms">E-mail me after a named storm passes through our area, with what to check.</label>
          </div>
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
            Save reminders
          </button>
        </Form>
      </div>
    </section>
  );
}
