import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth.invitation";
import { setFlash } from "~/auth/flash.server";
import { AUTH_MESSAGES, invitationSchema } from "~/auth/forms";
import { staffInvitationByToken } from "~/auth/staff-access.server";
import { signUpWithInvitation } from "~/auth/staff-auth.server";
import { failed, parseForm, type ActionResult, type FieldErrors } from "~/domain/forms";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/auth-card";
import { Field } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { useBusiness } from "~/components/use-business";
import { servicesContext } from "~/context.server";
import { answer } from "~/answer.server";
import { officeTime } from "~/domain/office-time";


export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await staffInvitationByToken(context.get(servicesContext).db, token);
  return {
    token,
    invitation: invitation && { email: invitation.email, role: invitation.role, expires: officeTime(invitation.expiresAt, "longDate") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, rateLimiter } = context.get(servicesContext);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  // Counted against the link, so guessing tokens is limited like guessing passwords.
  const refusal = await rateLimiter.attempt("signup", request, token);
  if (refusal) return data<ActionResult>(failed(refusal.message), { status: refusal.status, headers: refusal.headers });
  const parsed = parseForm(invitationSchema, form);
  if (!parsed.ok) return data<ActionResult>(failed("Check the fields below.", { errors: parsed.errors }), { status: 400 });
  const invitation = await staffInvitationByToken(db, token);
  if (!invitation) return data<ActionResult>(failed(AUTH_MESSAGES.invitationUnusable), { status: 403 });

  const session = await signUpWithInvitation(
    auth,
    db,
    request,
    { token, email: invitation.email, unusableMessage: AUTH_MESSAGES.invitationUnusable },
    parsed.data.password,
  );
  if (!session.ok) return answer(session);
  await setFlash(request, session.value, AUTH_MESSAGES.invitationAccepted);
  return redirect("/Blog-Page-Builder", { headers: session.value });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const busy = useNavigation().state === "submitting";
  const errors: FieldErrors = actionData?.errors ?? {};
  const { invitation } = loaderData;
  return (
    <AuthCard title="Join the staff area">
      {!invitation ? (
        <Alert tone="error">{AUTH_MESSAGES.invitationUnusable}</Alert>
      ) : (
        <>
          <p className="text-sm text-muted">
            You are invited to the {business.name} staff area as {invitation.role === "owner" ? "an owner" : "an editor"}.
            Choose a password to create your account for {invitation.email}; you are signed in straight away, with no
            second e-mail to confirm. This link works once, until {invitation.expires}.
          </p>
          <Form method="post" className="space-y-4" noValidate>
            {actionData && !actionData.errors ? <Alert tone="error">{actionData.message}</Alert> : null}
            <input type="hidden" name="token" value={loaderData.token} />
            <Field label="Email" name="email" type="email" autoComplete="username" readOnly value={invitation.email} />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              hint="At least 8 characters."
              error={errors.password}
            />
            <button type="submit" className={buttonClass("secondary", "sm", "w-full py-3")} disabled={busy}>
              {busy ? "Creating…" : "Create Account"}
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
