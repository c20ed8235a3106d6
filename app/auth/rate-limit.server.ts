/**
 * The one rate limiter of every credential path: the /auth, reset and set-up form actions call it
 * before doing anything, and it sits in front of better-auth's HTTP handler for /api/auth/*
 * (app/auth/auth-handler.server.ts).
 * Rules are in app/domain/rate-limits.ts; counters in the database (app/models/rate-limits.server.ts).
 */
import crypto from "node:crypto";
import type { Database } from "~/db/client.server";
import {
  accountKey,
  normalizeAccount,
  rateLimitKeys,
  tooManyAttemptsMessage,
  type RateLimitedAction,
} from "~/domain/rate-limits";
import { clientAddress } from "./client-address.server";
import { countAttempt, forgiveAttempt, pruneExpiredRateLimits } from "~/models/rate-limits.server";

export interface RateLimitRefusal {
  status: 429;
  message: string;
  /** For the Retry-After header. */
  headers: Headers;
}

export interface RateLimiter {
  /**
   * Counts an attempt against the client and each account it names; returns the refusal when any of
   * them is over its limit.
   */
  attempt(action: RateLimitedAction, request: Request, accounts?: string | null | readonly (string | null)[]): Promise<RateLimitRefusal | null>;
  /** Takes a counted attempt back from the account: a successful sign-in is not a failed one. */
  forgive(action: RateLimitedAction, account: string | null): Promise<void>;
}

/** Stale counters are deleted at most this often per instance, by the next attempt. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Counters name an account by digest, so the table holds no e-mail addresses or reset tokens. */
function accountDigest(account: string | null | undefined): string | null {
  if (!account) return null;
  return crypto.createHash("sha256").update(normalizeAccount(account)).digest("base64url");
}

export function createRateLimiter(db: Database, enabled: boolean): RateLimiter {
  let lastPrune = 0;
  const keysFor = (action: RateLimitedAction, request: Request, accounts: string | null | readonly (string | null)[] = []) =>
    rateLimitKeys(
      action,
      clientAddress(request),
      (typeof accounts === "string" ? [accounts] : (accounts ?? [])).map(accountDigest).filter((d): d is string => d !== null),
    );

  return {
    async attempt(action, request, accounts) {
      if (!enabled) return null;
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneExpiredRateLimits(db);
      }
      const over = (await countAttempt(db, keysFor(action, request, accounts))).filter((k) => k.count > k.max);
      if (over.length === 0) return null;
      const secondsLeft = Math.max(...over.map((k) => k.secondsLeft));
      return {
        status: 429,
        message: tooManyAttemptsMessage(secondsLeft),
        headers: new Headers({ "Retry-After": String(Math.max(1, secondsLeft)) }),
      };
    },
    async forgive(action, account) {
      const digest = accountDigest(account);
      if (enabled && digest) await forgiveAttempt(db, [accountKey(action, digest)]);
    },
  };
}
