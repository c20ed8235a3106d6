/**
 * Staff sign-in operations on top of better-auth, returning values the forms can show.
 * Cookies better-auth sets are handed back so the route can forward them.
 */
import { evenTiming } from "./even-timing.server";
import { isAPIError } from "better-auth/api";
import type { Database } from "~/db/client.server";
import { done, refuse, type Outcome, type RefusalStatus } from "~/domain/outcome";
import type { Auth } from "./auth.server";
import { AUTH_MESSAGES } from "./forms";
import { clearUnconfirmedAccount, SIGN_UP_REFUSED } from "./staff-access.server";

/** Done with the cookies to forward, or refused with better-auth's status and words. */
export type AuthResult = Outcome<Headers>;

const REFUSAL_STATUSES: readonly RefusalStatus[] = [400, 401, 403, 404, 409, 413, 415, 422, 429];

/** better-auth's status as a refusal's: one of ours, else 500 for a failure on the server side and 400 for the rest. */
function refusalStatus(status: number): RefusalStatus {
  return (REFUSAL_STATUSES as readonly number[]).includes(status) ? (status as RefusalStatus) : status >= 500 ? 500 : 400;
}

function cookieHeaders(source: Headers): Headers {
  const out = new Headers();
  for (const cookie of source.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}

function apiMessage(error: unknown, fallback: string): { status: number; message: string; code?: string } {
  if (isAPIError(error)) {
    const body = (error.body ?? {}) as { message?: string; code?: string };
    return { status: error.statusCode, message: body.message || error.message || fallback, code: body.code };
  }
  console.error(error);
  return { status: 500, message: fallback };
}

export async function signIn(auth: Auth, request: Request, email: string, password: string): Promise<AuthResult> {
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return done(cookieHeaders(headers));
  } catch (error) {
    const e = apiMessage(error, AUTH_MESSAGES.loginFailed);
    if (e.code === "EMAIL_NOT_VERIFIED") {
      await resendVerification(auth, email);
      return refuse(403, AUTH_MESSAGES.notVerified);
    }
    return refuse(refusalStatus(e.status), e.message);
  }
}

async function resendVerification(auth: Auth, email: string) {
  try {
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/auth?verified=1" } });
  } catch (error) {
    console.warn("[auth] could not resend the verification e-mail:", error instanceof Error ? error.message : error);
  }
}

/**
 * Creates an account through better-auth. With an invitation's token (or the owner set-up link's),
 * the sign-up claims that invitation and the account is confirmed at once (app/auth/auth.server.ts).
 */
export async function signUp(auth: Auth, request: Request, email: string, password: string, invitation?: string): Promise<AuthResult> {
  try {
    await auth.api.signUpEmail({
      body: { name: email.split("@")[0], email, password, callbackURL: "/auth?verified=1", ...(invitation ? { invitation } : {}) },
      headers: request.headers,
    });
    return done(new Headers());
  } catch (error) {
    const e = apiMessage(error, AUTH_MESSAGES.signUpFailed);
    return refuse(refusalStatus(e.status), e.message);
  }
}

/**
 * Creates the account an invitation link (or the owner set-up link) is for and signs it in. An
 * unconfirmed account already holding the address is replaced first: whoever made it never showed
 * the mailbox was theirs, while the link's holder did (or has the server). A confirmed one stays.
 */
export async function signUpWithInvitation(
  auth: Auth,
  db: Database,
  request: Request,
  invitation: { token: string; email: string; unusableMessage: string },
  password: string,
): Promise<AuthResult> {
  const { confirmedAccount } = await clearUnconfirmedAccount(db, invitation.email);
  if (confirmedAccount) return refuse(409, AUTH_MESSAGES.accountExists);
  const created = await signUp(auth, request, invitation.email, password, invitation.token);
  // Refused with a token: the link was used, withdrawn or expired since the page was shown.
  if (!created.ok) return created.message === SIGN_UP_REFUSED ? refuse(403, invitation.unusableMessage) : created;
  return signIn(auth, request, invitation.email, password);
}

export async function requestPasswordReset(auth: Auth, request: Request, email: string): Promise<void> {
  // The visitor always sees the same answer, as fast, so nobody can probe which addresses have accounts.
  await evenTiming(async () => {
    try {
      await auth.api.requestPasswordReset({
        body: { email, redirectTo: "/auth/reset-password" },
        headers: request.headers,
      });
    } catch (error) {
      console.warn("[auth] password reset request failed:", error instanceof Error ? error.message : error);
    }
  });
}

export async function resetPassword(auth: Auth, token: string, newPassword: string): Promise<AuthResult> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return done(new Headers());
  } catch (error) {
    const e = apiMessage(error, AUTH_MESSAGES.resetInvalid);
    return refuse(e.status >= 500 ? 500 : 400, e.code === "INVALID_TOKEN" ? AUTH_MESSAGES.resetInvalid : e.message);
  }
}

export async function signOut(auth: Auth, request: Request): Promise<Headers> {
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return cookieHeaders(headers);
  } catch (error) {
    // Spec §8: a logout failure is only logged; the visitor still leaves the staff area.
    console.warn("[auth] sign-out failed:", error instanceof Error ? error.message : error);
    return new Headers();
  }
}
