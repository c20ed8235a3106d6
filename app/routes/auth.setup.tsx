import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth.setup";
import { signUpSchema } from "~/auth/forms";
import { failed, parseForm, type ActionResult, type FieldErrors } from "~/domain/forms";
import { isValidOwnerSetupToken } from "~/auth/staff-access.server";
import { signUpWithInvitation } from "~/auth/staff-auth.server";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/auth-card";
import { Field } from "~/components/ui/field";
import { servicesContext } from "~/context.server";
import { buttonClass } from "~/components/ui/button";

const EXPIRED =
  "This set-up link has expired or was already used. Restart the server to print a new one (only while no owner account exists).";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = await isValidOwnerSetupToken(context.get(servicesContext).db, token);
  return { token, valid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, rateLimiter } = context.get(servicesContext);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const parsed = parseForm(signUpSchema, form);
  if (!parsed.ok) return data<ActionResult>(failed("Check the fields below.", { errors: parsed.errors, values: parsed.values }), { status: 400 });
  const values = { email: parsed.data.email };

  const refusal = await rateLimiter.attempt("setup", request, parsed.data.email);
  if (refusal) return data<ActionResult>(failed(refusal.message, { values }), { status: refusal.status, headers: refusal.headers });
  if (!(await isValidOwnerSetupToken(db, token))) {
    return data<ActionResult>(failed(EXPIRED, { values }), { status: 403 });
  }
  // Whoever holds the set-up link has access to the server itself: the account is confirmed at once.
  const session = await signUpWithInvitation(auth, db, request, { token, email: parsed.data.email, unusableMessage: EXPIRED }, parsed.data.password);
  if (!session.ok) return data<ActionResult>(failed(session.message, { values }), { status: session.status });
  return redirect("/Blog-Page-Builder/start?welcome=owner", { headers: session.value });
}

export default function OwnerSetup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: FieldErrors = actionData?.errors ?? {};
  return (
    <AuthCard title="Create the owner account">
      {!loaderData.valid ? (
        <Alert tone="error">{EXPIRED}</Alert>
      ) : (
        <>
          <p className="text-sm text-muted">
            The owner manages the staff area and invites everyone else. This link works once; after the owner account
            exists, new staff join by invitation.
          </p>
          <Form method="post" className="space-y-4" noValidate>
            {actionData && !actionData.errors ? <Alert tone="error">{actionData.message}</Alert> : null}
            <input type="hidden" name="token" value={loaderData.token} />
            <Field label="Email" name="email" type="email" autoComplete="email" required defaultValue={actionData?.values?.email} error={errors.email} />
            <Field label="Password" name="password" type="password" autoComplete="new-password" required minLength={8} hint="At least 8 characters." error={errors.password} />
            <button type="submit" className={buttonClass("secondary", "sm", "w-full py-3")} disabled={busy}>
              {busy ? "Creating…" : "Create Owner Account"}
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
