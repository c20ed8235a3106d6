import { Link } from "~/components/ui/links";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth.reset-password";
import { AUTH_MESSAGES, newPasswordSchema } from "~/auth/forms";
import { failed, parseForm, type ActionResult } from "~/domain/forms";
import { resetPassword } from "~/auth/staff-auth.server";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/auth-card";
import { Field } from "~/components/ui/field";
import { servicesContext } from "~/context.server";
import { answer } from "~/answer.server";
import { buttonClass } from "~/components/ui/button";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const invalid = Boolean(url.searchParams.get("error")) || !token;
  return { token, invalid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const parsed = parseForm(newPasswordSchema, form);
  if (!parsed.ok) return data<ActionResult>(failed("Check the fields below.", { errors: parsed.errors }), { status: 400 });
  const { auth, rateLimiter } = context.get(servicesContext);
  const refusal = await rateLimiter.attempt("reset", request, token);
  if (refusal) {
    return data<ActionResult>(failed(refusal.message), { status: refusal.status, headers: refusal.headers });
  }
  const result = await resetPassword(auth, token, parsed.data.password);
  if (!result.ok) return answer(result);
  return redirect("/auth?reset=1");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <AuthCard title="Choose a new password" back="Back to login">
      {loaderData.invalid ? (
        <>
          <Alert tone="error">{AUTH_MESSAGES.resetInvalid}</Alert>
          <Link to="/auth?tab=forgot" className={buttonClass("secondary", "sm", "w-full")}>
            Ask for a new link
          </Link>
        </>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          {actionData && !actionData.errors ? <Alert tone="error">{actionData.message}</Alert> : null}
          <input type="hidden" name="token" value={loaderData.token} />
          <Field label="New password" name="password" type="password" autoComplete="new-password" required minLength={8} hint="At least 8 characters." error={errors.password} />
          <Field label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
          <button type="submit" className={buttonClass("secondary", "sm", "w-full py-3")} disabled={busy}>
            {busy ? "Saving…" : "Save New Password"}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
