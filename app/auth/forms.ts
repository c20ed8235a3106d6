/**
 * The staff sign-in forms' rules and messages (spec §5, §8). Shared by the server actions and
 * the forms, so both say the same thing.
 */
import { z } from "zod";
import { MIN_PASSWORD_LENGTH_VALUE } from "./password";

export const AUTH_MESSAGES = {
  required: "Email and password are required",
  invalidEmail: "Enter a valid e-mail address",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordsDiffer: "The two passwords do not match",
  loginFailed: "An error occurred during login",
  signUpFailed: "An error occurred during sign up",
  loginSuccess: "Login successful",
  invitationAccepted: "Welcome! Your staff account is ready.",
  signUpSuccess: "Check your email for the confirmation link",
  notVerified:
    "Please confirm your e-mail address first. We have sent a new confirmation link to your inbox.",
  resetSent: "If a staff account uses that address, we have sent it a link to choose a new password.",
  resetDone: "Your password has been changed. Log in with your new password.",
  resetInvalid: "This password reset link has expired or was already used. Ask for a new one below.",
  verified: "Your e-mail address is confirmed. You can log in now.",
  invitationUnusable:
    "This invitation link has expired, was replaced by a newer invitation, was withdrawn or was already used. Ask the site owner to invite you again.",
  accountExists: "A staff account with this address already exists. Log in with it, or use “Forgot password?” on the login page.",
  verifyFailed: "That confirmation link has expired or is not valid. Log in and we will send you a new one.",
} as const;

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;

const email = z
  .string({ error: AUTH_MESSAGES.required })
  .trim()
  .min(1, AUTH_MESSAGES.required)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

export const loginSchema = z.object({
  email,
  password: z.string({ error: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required),
});

const newPassword = z
  .string({ error: AUTH_MESSAGES.required })
  .min(1, AUTH_MESSAGES.required)
  .min(MIN_PASSWORD_LENGTH_VALUE, AUTH_MESSAGES.passwordTooShort);

export const signUpSchema = z.object({ email, password: newPassword });

/** Accepting an invitation: the address is the invitation's, only the password is chosen. */
export const invitationSchema = z.object({ password: newPassword });

export const forgotSchema = z.object({ email });

export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: AUTH_MESSAGES.required })
      .min(MIN_PASSWORD_LENGTH_VALUE, AUTH_MESSAGES.passwordTooShort),
    confirm: z.string({ error: AUTH_MESSAGES.required }),
  })
  .refine((v) => v.password === v.confirm, { message: AUTH_MESSAGES.passwordsDiffer, path: ["confirm"] });

/** The three forms of /auth, each at its own address (`?tab=`). */
export type AuthTab = "login" | "signup" | "forgot";

export function authTab(value: string | null): AuthTab {
  return value === "signup" || value === "forgot" ? value : "login";
}
