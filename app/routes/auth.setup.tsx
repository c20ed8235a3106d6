import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth.setup";
import { signUpSchema } from "~/auth/forms";
import { failed, parseForm, type ActionResult, type FieldErrors } from "~/domain/forms";
import { claimOwnerSetupToken, isValidOwnerSetupToken } from "~/auth/staff-access.server";
import { signIn, signUp } from "~/auth/staff-auth.server";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { servicesContext } from "~/services.server";
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
  if (!(await claimOwnerSetupToken(db, token, parsed.data.email))) {
    return data<ActionResult>(failed(EXPIRED, { values }), { status: 403 });
  }
  const created = await signUp(auth, request, parsed.data.email, parsed.data.password);
  if (!created.ok) return data<ActionResult>(failed(created.message, { values }), { status: created.status });
  const session = await signIn(auth, request, parsed.data.email, parsed.data.password);
  if (!session.ok) return redirect("/auth");
  return redirect("/Blog-Page-Builder/staff?welcome=owner", { headers: session.headers });
}

export default function OwnerSetup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: FieldErrors = actionData?.errors ?? {};
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-center text-2xl font-bold">Create the owner account</h1>
        <div className="mt-6 space-y-4">
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
          <p className="text-center text-sm">
            <Link to="/auth" className="font-semibold text-brand-600 underline">
              Go to login
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
