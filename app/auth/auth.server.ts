/**
 * better-auth, configured for this product: e-mail + password, verification required, reset by e-mail,
 * sessions in the database, sign-up only for invited or allow-listed staff.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { MailQueue } from "~/mail/mailer.server";
import { CLIENT_ADDRESS_HEADER } from "./client-address.server";
import { MIN_PASSWORD_LENGTH_VALUE } from "./password";
import { guardAuthHandler } from "./auth-handler.server";
import type { RateLimiter } from "./rate-limit.server";
import { claimInvitation, signUpGrant, SIGN_UP_REFUSED, type StaffAllowList } from "./staff-access.server";


export interface AuthOptions {
  db: Database;
  /** Account e-mails go out after the answer, so their timing tells nobody which addresses have accounts. */
  mailQueue: MailQueue;
  siteUrl: string;
  secret: string;
  /** The company's name as the business settings hold it now (e-mail subjects follow a change). */
  businessName: () => Promise<string>;
  allowList: StaffAllowList;
  /** Counts /api/auth/* requests (the form actions call it themselves). */
  rateLimiter: RateLimiter;
}

export function createAuth(opts: AuthOptions) {
  const { db, mailQueue } = opts;
  const auth = betterAuth({
    baseURL: opts.siteUrl,
    secret: opts.secret,
    trustedOrigins: trustedOrigins(opts.siteUrl),
    database: drizzleAdapter(db, { provider: "pg", schema }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "editor", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH_VALUE,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const businessName = await opts.businessName();
        mailQueue.later({
          to: user.email,
          subject: `Reset your ${businessName} staff password`,
          text:
            `Someone asked to reset the password of the staff account ${user.email}.\n\n` +
            `Choose a new password here (the link works for one hour):\n${url}\n\n` +
            "If this was not you, ignore this message; your password stays as it is.\n",
        }, "the password reset");
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // An account made through an invitation link is confirmed already (see databaseHooks).
        if (user.emailVerified) return;
        const businessName = await opts.businessName();
        mailQueue.later({
          to: user.email,
          subject: `Confirm your ${businessName} staff account`,
          text:
            `Welcome to the ${businessName} staff area.\n\n` +
            `Confirm your e-mail address to finish setting up your account (the link works for 24 hours):\n${url}\n\n` +
            "If you did not sign up, ignore this message.\n",
        }, "the account confirmation");
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Replaced by our database-backed limiter in front of the handler (see auth-handler.server.ts).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: {
        // Sessions record the client address the server determined (never a client's header).
        ipAddressHeaders: [CLIENT_ADDRESS_HEADER],
      },
    },
    hooks: {
      // Before better-auth looks the address up: an existing account and a new one get the same
      // answer (the library disguises an existing one as a success; a refusal must not tell them apart).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const body = (ctx.body ?? {}) as { email?: unknown; invitation?: unknown };
        if (typeof body.email !== "string") return;
        if (!(await signUpGrant(db, body.email, opts.allowList, invitationToken(body)))) throw signUpRefused();
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser, ctx) => {
            const grant = await signUpGrant(db, newUser.email, opts.allowList, invitationToken(ctx?.body));
            if (!grant || (grant.invitationId && !(await claimInvitation(db, grant.invitationId)))) throw signUpRefused();
            // An invitation's link reached this mailbox (or the set-up link, the server): that confirms the account.
            return { data: { ...newUser, role: grant.role, emailVerified: grant.invitationId !== null } };
          },
        },
      },
    },
  });
  const handler = guardAuthHandler(auth.handler, opts.rateLimiter);
  return { ...auth, handler, fetch: handler };
}

export type Auth = ReturnType<typeof createAuth>;

/** The invitation link's token, which the sign-up carries as `invitation` (app/auth/staff-auth.server.ts). */
function invitationToken(body: unknown): string | null {
  const token = (body as { invitation?: unknown } | null | undefined)?.invitation;
  return typeof token === "string" && token ? token : null;
}

// Not FORBIDDEN: better-auth turns a 403 from a database hook into a fake success (its
// duplicate-account disguise), and a refused sign-up must say so.
const signUpRefused = () => new APIError("BAD_REQUEST", { message: SIGN_UP_REFUSED, code: "SIGN_UP_NOT_ALLOWED" });

function trustedOrigins(siteUrl: string): string[] {
  const origins = [new URL(siteUrl).origin];
  const u = new URL(siteUrl);
  // The same local server is reachable as localhost and 127.0.0.1.
  if (u.hostname === "localhost") origins.push(`${u.protocol}//127.0.0.1${u.port ? `:${u.port}` : ""}`);
  if (u.hostname === "127.0.0.1") origins.push(`${u.protocol}//localhost${u.port ? `:${u.port}` : ""}`);
  return origins;
}
