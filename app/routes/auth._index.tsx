import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/ui/links";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth._index";
import { AUTH_MESSAGES, authTab, forgotSchema, loginSchema, signUpSchema, type AuthTab } from "~/auth/forms";
import { failed, parseForm, succeeded, type ActionResult, type FieldErrors } from "~/domain/forms";
import { setFlash } from "~/auth/flash.server";
import { readStaffUser } from "~/auth/guard.server";
import { requestPasswordReset, signIn, signUp } from "~/auth/staff-auth.server";
import { AuthTabs } from "~/components/auth-card";
import { Logo } from "~/components/logo";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { useBusiness } from "~/components/use-business";
import { safeRedirectPath } from "~/domain/staff-paths";
import { servicesContext } from "~/context.server";
import { buttonClass } from "~/components/ui/button";

const SUBMIT_LABEL: Record<AuthTab, string> = { login: "Log In", signup: "Create Account", forgot: "Send Reset Link" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (await readStaffUser(request, context)) throw redirect(redirectTo);
  const notice = url.searchParams.has("verified")
    ? url.searchParams.get("error")
      ? { tone: "error" as const, text: AUTH_MESSAGES.verifyFailed }
      : { tone: "success" as const, text: AUTH_MESSAGES.verified }
    : url.searchParams.has("reset")
      ? { tone: "success" as const, text: AUTH_MESSAGES.resetDone }
      : null;
  return {
    tab: authTab(url.searchParams.get("tab")),
    email: url.searchParams.get("email") ?? "",
    redirectTo,
    notice,
  };
}

/** The shared action result, and which tab the form shows next. */
type AuthResult = ActionResult<{ email: string }> & { tab: AuthTab };

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, rateLimiter } = context.get(servicesContext);
  const form = await request.formData();
  const intent = authTab(String(form.get("intent") ?? ""));
  const values = { email: String(form.get("email") ?? "").trim() };
  const answer = (tab: AuthTab, result: ActionResult<{ email: string }>, status = 200, headers?: Headers) =>
    data<AuthResult>({ ...result, values, tab }, { status, headers });
  const invalid = (tab: AuthTab, errors: FieldErrors) => answer(tab, failed("Check the fields below.", { errors }), 400);
  // Counted before anything is checked or sent; a refused attempt does nothing else.
  const limited = async (kind: "login" | "signup" | "mail", tab: AuthTab, account: string) => {
    const refusal = await rateLimiter.attempt(kind, request, account);
    return refusal && answer(tab, failed(refusal.message), refusal.status, refusal.headers);
  };

  if (intent === "forgot") {
    const parsed = parseForm(forgotSchema, form);
    if (!parsed.ok) return invalid("forgot", parsed.errors);
    const refused = await limited("mail", "forgot", parsed.data.email);
    if (refused) return refused;
    await requestPasswordReset(auth, request, parsed.data.email);
    return answer("forgot", succeeded(AUTH_MESSAGES.resetSent));
  }

  if (intent === "signup") {
    const parsed = parseForm(signUpSchema, form);
    if (!parsed.ok) return invalid("signup", parsed.errors);
    const refused = await limited("signup", "signup", parsed.data.email);
    if (refused) return refused;
    // Who may sign up is decided inside better-auth (app/auth/auth.server.ts), for this form and the API alike.
    const result = await signUp(auth, request, parsed.data.email, parsed.data.password);
    if (!result.ok) return answer("signup", failed(result.message), result.status);
    // Spec §2.10: sign-up success shows a message and switches to the login tab.
    return answer("login", succeeded(AUTH_MESSAGES.signUpSuccess));
  }

  const parsed = parseForm(loginSchema, form);
  if (!parsed.ok) return invalid("login", parsed.errors);
  const refused = await limited("login", "login", parsed.data.email);
  if (refused) return refused;
  const result = await signIn(auth, request, parsed.data.email, parsed.data.password);
  if (!result.ok) return answer("login", failed(result.message), result.status);
  await rateLimiter.forgive("login", parsed.data.email);
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? ""));
  await setFlash(request, result.value, AUTH_MESSAGES.loginSuccess);
  return redirect(redirectTo, { headers: result.value });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const tab: AuthTab = actionData?.tab ?? loaderData.tab;
  const email = actionData?.values?.email ?? loaderData.email;
  const errors = actionData?.errors ?? {};
  const message = actionData
    ? actionData.errors
      ? null
      : { tone: actionData.ok ? ("success" as const) : ("error" as const), text: actionData.message }
    : loaderData.notice;
  const tabHref = (t: AuthTab) => {
    const params = new URLSearchParams({ tab: t });
    if (loaderData.redirectTo !== "/Blog-Page-Builder") params.set("redirectTo", loaderData.redirectTo);
    return `?${params}`;
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-sand px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo name={business.name} />
        </div>
        <div className="rounded-xl bg-white p-6 shadow-md sm:p-8">
          <h1 className="text-center text-2xl font-bold">{tab === "forgot" ? "Reset your password" : "Staff area"}</h1>

          {tab !== "forgot" ? <AuthTabs current={tab} href={tabHref} /> : null}

          <div className="mt-6 space-y-4">
            {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}

            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value={tab} />
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <Field
                key={`email-${tab}`}
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={email}
                error={errors.email}
              />
              {tab !== "forgot" ? (
                <Field
                  key={`password-${tab}`}
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete={tab === "signup" ? "new-password" : "current-password"}
                  required
                  minLength={tab === "signup" ? 8 : undefined}
                  hint={tab === "signup" ? "At least 8 characters." : undefined}
                  error={errors.password}
                />
              ) : (
                <p className="text-sm text-muted">Enter the e-mail address of your staff account and we will send you a link to choose a new password.</p>
              )}
              <button type="submit" className={buttonClass("secondary", "sm", "w-full py-3")} disabled={busy}>
                {busy ? "Please wait…" : SUBMIT_LABEL[tab]}
              </button>
            </Form>

            {tab === "login" ? (
              <p className="text-center text-sm">
                <Link to={tabHref("forgot")} replace className="font-semibold text-brand-600 underline">
                  Forgot password?
                </Link>
              </p>
            ) : null}
            {tab === "forgot" ? (
              <p className="text-center text-sm">
                <Link to={tabHref("login")} replace className="font-semibold text-brand-600 underline">
                  Back to login
                </Link>
              </p>
            ) : null}
            {tab === "signup" ? (
              <p className="text-center text-xs text-muted">
                Staff accounts are by invitation: if the site owner invited you, open the link in your invitation e-mail
                instead. This form is for addresses already on the staff list, and sends a confirmation e-mail.
              </p>
            ) : null}
          </div>
        </div>
        <p className="mt-6 text-center">
          <Link to="/home" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
