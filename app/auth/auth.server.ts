/**
 * better-auth, configured for this product: e-mail + password, verification required, reset by e-mail,
 * sessions in the database, sign-up only for invited or allow-listed staff.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { Mailer } from "~/mail/mailer.server";
import { MIN_PASSWORD_LENGTH_VALUE } from "./password";
import { limitAuthHandler, type RateLimiter } from "./rate-limit.server";
import { markInvitationAccepted, ownerExists, signUpRoleFor, SIGN_UP_REFUSED, type StaffAllowList } from "./staff-access.server";


export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  secret: string;
  /** The company's name as the business settings hold it now (e-mail subjects follow a change). */
  businessName: () => Promise<string>;
  allowList: StaffAllowList;
  /** Counts /api/auth/* requests (the form actions call it themselves). */
  rateLimiter: RateLimiter;
}

export function createAuth(opts: AuthOptions) {
  const { db, mailer } = opts;
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
        await mailer.send({
          to: user.email,
          subject: `Reset your ${businessName} staff password`,
          text:
            `Someone asked to reset the password of the staff account ${user.email}.\n\n` +
            `Choose a new password here (the link works for one hour):\n${url}\n\n` +
            "If this was not you, ignore this message; your password stays as it is.\n",
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // The owner created through the set-up link is verified already (see the create hook).
        if (user.emailVerified) return;
        const businessName = await opts.businessName();
        await mailer.send({
          to: user.email,
          subject: `Confirm your ${businessName} staff account`,
          text:
            `Welcome to the ${businessName} staff area.\n\n` +
            `Confirm your e-mail address to finish setting up your account (the link works for 24 hours):\n${url}\n\n` +
            "If you did not sign up, ignore this message.\n",
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Replaced by our database-backed limiter in front of the handler (see rate-limit.server.ts).
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: {
        // The Express server writes the client address (honouring TRUST_PROXY) into this header
        // and drops any value a client sent; sessions record it.
        ipAddressHeaders: ["x-client-ip"],
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => {
            const role = await signUpRoleFor(db, newUser.email, opts.allowList);
            // Not FORBIDDEN: better-auth turns a 403 here into a fake success (its duplicate-account
            // disguise), and a refused sign-up must say so.
            if (!role) throw new APIError("BAD_REQUEST", { message: SIGN_UP_REFUSED, code: "SIGN_UP_NOT_ALLOWED" });
            // The first owner signs up through the set-up link printed in the server's log: whoever
            // holds it has access to the server, which proves enough — no confirmation e-mail.
            const viaSetupLink = role === "owner" && !(await ownerExists(db));
            return { data: { ...newUser, role, ...(viaSetupLink ? { emailVerified: true } : {}) } };
          },
          after: async (created) => {
            await markInvitationAccepted(db, created.email);
          },
        },
      },
    },
  });
  const handler = limitAuthHandler(auth.handler, opts.rateLimiter);
  return { ...auth, handler, fetch: handler };
}

export type Auth = ReturnType<typeof createAuth>;

function trustedOrigins(siteUrl: string): string[] {
  const origins = [new URL(siteUrl).origin];
  const u = new URL(siteUrl);
  // The same local server is reachable as localhost and 127.0.0.1.
  if (u.hostname === "localhost") origins.push(`${u.protocol}//127.0.0.1${u.port ? `:${u.port}` : ""}`);
  if (u.hostname === "127.0.0.1") origins.push(`${u.protocol}//localhost${u.port ? `:${u.port}` : ""}`);
  return origins;
}
