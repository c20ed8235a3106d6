/**
 * Who may become staff (decisions.md point 1): the owner through the one-time set-up link, anyone the
 * owner invited, and e-mails allowed by STAFF_EMAILS / STAFF_EMAIL_DOMAINS. Everyone else is refused.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffInvitations, user, type StaffRole } from "~/db/schema";

export const SIGN_UP_REFUSED =
  "This e-mail address is not on the staff list. Ask the site owner to invite you, then sign up with the invited address.";

const INVITATION_DAYS = 14;
const OWNER_SETUP_HOURS = 24;

export interface StaffAllowList {
  emails: string[];
  domains: string[];
}

export function staffAllowList(env: { STAFF_EMAILS: string[]; STAFF_EMAIL_DOMAINS: string[] }): StaffAllowList {
  return { emails: env.STAFF_EMAILS, domains: env.STAFF_EMAIL_DOMAINS };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function newToken(): string {
  return crypto.randomBytes(24).toString("base64url");
}

export async function ownerExists(db: Database): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.role, "owner")).limit(1);
  return rows.length > 0;
}

/**
 * The role an e-mail address may sign up with, or null when it may not sign up at all.
 * An open invitation wins over the allow-list (it may grant the owner role).
 */
export async function signUpRoleFor(
  db: Database,
  email: string,
  allow: StaffAllowList,
): Promise<StaffRole | null> {
  const address = normalizeEmail(email);
  const invitation = await openInvitationFor(db, address);
  if (invitation) return invitation.role;
  const domain = address.split("@")[1] ?? "";
  if (allow.emails.includes(address) || (domain && allow.domains.includes(domain))) return "editor";
  return null;
}

async function openInvitationFor(db: Database, email: string) {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.email, email),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(staffInvitations.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function markInvitationAccepted(db: Database, email: string): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(staffInvitations.email, normalizeEmail(email)), isNull(staffInvitations.acceptedAt)));
}

/** Invites an e-mail address; returns the token for the sign-up link. */
export async function inviteStaff(
  db: Database,
  input: { email: string; role: StaffRole; invitedBy: string },
): Promise<string> {
  const token = newToken();
  await db.insert(staffInvitations).values({
    email: normalizeEmail(input.email),
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: input.invitedBy,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  return token;
}

export async function listInvitations(db: Database) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
      acceptedAt: staffInvitations.acceptedAt,
    })
    .from(staffInvitations)
    .where(sql`${staffInvitations.email} is not null`)
    .orderBy(desc(staffInvitations.createdAt));
}

export async function revokeInvitation(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/**
 * While no owner exists, issues a fresh one-time set-up token (older unused ones are dropped) and
 * returns it; returns null once an owner exists.
 */
export async function issueOwnerSetupToken(db: Database): Promise<string | null> {
  if (await ownerExists(db)) return null;
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(staffInvitations)
      .where(and(isNull(staffInvitations.email), eq(staffInvitations.role, "owner")));
    await tx.insert(staffInvitations).values({
      email: null,
      role: "owner",
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + OWNER_SETUP_HOURS * 3_600_000),
    });
  });
  return token;
}

/** True when the token is a live owner set-up token and no owner exists yet. */
export async function isValidOwnerSetupToken(db: Database, token: string): Promise<boolean> {
  if (!token || (await ownerExists(db))) return false;
  const rows = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.email),
        eq(staffInvitations.role, "owner"),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Binds the owner set-up token to the e-mail the owner chose, turning it into an ordinary owner
 * invitation that the sign-up hook honours. Returns false if the token is no longer valid.
 */
export async function claimOwnerSetupToken(db: Database, token: string, email: string): Promise<boolean> {
  if (!(await isValidOwnerSetupToken(db, token))) return false;
  await db
    .update(staffInvitations)
    .set({ email: normalizeEmail(email) })
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  return true;
}

export async function markEmailVerified(db: Database, email: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, normalizeEmail(email)));
}

export async function listStaff(db: Database) {
  return db
    .select({ id: user.id, email: user.email, role: user.role, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .orderBy(user.createdAt);
}
