/**
 * Who may become staff (decisions.md point 1): the owner through the one-time set-up link, anyone the
 * owner invited — through the invitation's link, which is the only way to claim an invited address
 * (docs/decisions/011-client-address-and-invitations.md) — and e-mails allowed by STAFF_EMAILS /
 * STAFF_EMAIL_DOMAINS. Everyone else is refused.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffInvitations, user, type StaffRole } from "~/db/schema";
import { INVITATION_DAYS } from "./forms";

/** Said alike to an address nobody allowed and to an invited address without its link: neither tells who was invited. */
export const SIGN_UP_REFUSED =
  "This e-mail address is not on the staff list. If the site owner invited you, open the link in your invitation e-mail to create your account.";

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

/** What a sign-up is granted: a role, and the invitation whose link it came through, if any. */
export interface SignUpGrant {
  role: StaffRole;
  /** Set when the sign-up carries an invitation's token; the account is then confirmed (the link reached the mailbox). */
  invitationId: string | null;
}

/**
 * What an e-mail address may sign up as, or null when it may not sign up at all. With an
 * invitation's token: that invitation's role, if the token is live and was issued for this address
 * (or is the owner set-up link).
 * Without: an address with an open invitation is refused (only its link can claim it, so nobody can
 * take an invited address before the invitee does), others get `editor` if the allow-list names them.
 */
export async function signUpGrant(
  db: Database,
  email: string,
  allow: StaffAllowList,
  invitationToken?: string | null,
): Promise<SignUpGrant | null> {
  const address = normalizeEmail(email);
  if (invitationToken) {
    const invitation = await openInvitationByToken(db, invitationToken);
    if (!invitation) return null;
    // The owner set-up link names no address: its holder chooses one, while no owner exists.
    const forThisAddress = invitation.email === null ? !(await ownerExists(db)) : invitation.email === address;
    return forThisAddress ? { role: invitation.role, invitationId: invitation.id } : null;
  }
  if (await openInvitationFor(db, address)) return null;
  const domain = address.split("@")[1] ?? "";
  if (allow.emails.includes(address) || (domain && allow.domains.includes(domain))) return { role: "editor", invitationId: null };
  return null;
}

const isOpen = () => and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`));

async function openInvitationFor(db: Database, email: string) {
  const rows = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.email, email), isOpen()))
    .limit(1);
  return rows[0] ?? null;
}

/** The open invitation a link's token belongs to; `email` is null for the owner set-up link. */
export async function openInvitationByToken(db: Database, token: string) {
  if (!token) return null;
  const rows = await db
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), isOpen()))
    .limit(1);
  return rows[0] ?? null;
}

/** The open invitation of an invitation e-mail's link (not the owner set-up link, which has its own page). */
export async function staffInvitationByToken(db: Database, token: string) {
  const invitation = await openInvitationByToken(db, token);
  return invitation?.email ? { ...invitation, email: invitation.email } : null;
}

/**
 * Uses an invitation up, in one statement, as its account is created: of two sign-ups with one
 * link, only the first gets true. Its link never works again.
 */
export async function claimInvitation(db: Database, invitationId: string): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(staffInvitations.id, invitationId), isOpen()))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/**
 * Removes an account that was never confirmed, so the holder of an invitation link can create the
 * account for that address: whoever made the unconfirmed one never proved it was theirs, and its
 * password must not become the invitee's. Returns whether a confirmed account holds the address.
 */
export async function clearUnconfirmedAccount(db: Database, email: string): Promise<{ confirmedAccount: boolean }> {
  const address = normalizeEmail(email);
  await db.delete(user).where(and(eq(user.email, address), eq(user.emailVerified, false)));
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, address)).limit(1);
  return { confirmedAccount: rows.length > 0 };
}

export type InvitationResult = { ok: true; token: string } | { ok: false; reason: "already-staff" };

/**
 * Invites an e-mail address and returns the token for its link. An earlier open invitation for the
 * same address is withdrawn, so only the newest link works. An address that already has a
 * confirmed account is not invited again.
 */
export async function inviteStaff(
  db: Database,
  input: { email: string; role: StaffRole; invitedBy: string },
): Promise<InvitationResult> {
  const email = normalizeEmail(input.email);
  const token = newToken();
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), eq(user.emailVerified, true)))
      .limit(1);
    if (existing.length > 0) return { ok: false, reason: "already-staff" } as const;
    await tx.delete(staffInvitations).where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)));
    await tx.insert(staffInvitations).values({
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    return { ok: true, token } as const;
  });
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
  const invitation = await openInvitationByToken(db, token);
  return invitation?.email === null && invitation.role === "owner";
}

export async function listStaff(db: Database) {
  return db
    .select({ id: user.id, email: user.email, role: user.role, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .orderBy(user.createdAt);
}
