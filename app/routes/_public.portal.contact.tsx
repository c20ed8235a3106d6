import { data, Form, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/_public.portal.contact";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { contactFormSchema } from "~/domain/portal";
import { jobsOfCustomer, updateCustomerContact } from "~/models/jobs.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { requestEmailChange } from "~/warranty/portal-access.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Your contact details", description: "The name, phone and e-mail address we use for your roof." });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requirePortalCustomer(request, context);
  const [latest] = await jobsOfCustomer(servicesWithBusiness(context).db, customer.email);
  return { name: latest?.customerName ?? "", phone: latest?.customerPhone ?? "", email: customer.email };
}

/** Name and phone change at once (staff see the change on the job); a new e-mail address is confirmed from its inbox first. */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requirePortalCustomer(request, context);
  const services = servicesWithBusiness(context);
  const parsed = parseForm(contactFormSchema, await request.formData());
  if (!parsed.ok) return data<ActionResult>(failed("Please check the highlighted fields.", parsed), { status: 400 });
  const { name, phone, email } = parsed.data;
  const changed = await updateCustomerContact(services.db, customer.email, { name, phone });
  if (email !== customer.email) {
    return answer(await requestEmailChange(request, services, customer.email, email));
  }
  return data<ActionResult>(changed ? succeeded("Saved. Our office sees your new details.") : succeeded("Nothing to change: these are the details we have.", "info"));
}

export default function PortalContact({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  useActionResult(actionData);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? loaderData;
  return (
    <section className="py-10" aria-labelledby="contact-heading">
      <div className="container-page max-w-2xl">
        <h1 id="contact-heading" className="text-3xl font-bold">
          Your contact details
        </h1>
        <p className="mt-2 text-muted">We use these to reach you about your roof, your claims and your reminders.</p>
        {params.has("email-changed") && !actionData ? (
          <div className="mt-4">
            <Alert tone="success">Your new e-mail address is confirmed: sign in with it from now on.</Alert>
          </div>
        ) : null}
        {actionData && !actionData.errors ? (
          <div className="mt-4">
            <Alert tone={actionData.ok ? (actionData.tone === "info" ? "info" : "success") : "error"}>{actionData.message}</Alert>
          </div>
        ) : null}
        <Form method="post" className="mt-6 space-y-4" aria-label="Contact details">
          <Field label="Name" name="name" autoComplete="name" defaultValue={values.name} error={errors.name} />
          <Field label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
          <Field
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
            hint="A new address is used once you open the link we e-mail to it."
          />
          <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
            Save
          </button>
        </Form>
      </div>
    </section>
  );
}
