/**
 * References people read out on the phone: a prefix and six characters that cannot be confused
 * ("PR-4K7Q2M" for a request, "JB-…" for a job, "WC-…" for a warranty claim), unique per table.
 */
import { violates } from "~/db/errors.server";
import crypto from "node:crypto";

/** Letters and digits that cannot be confused when read out on the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newReference(prefix: string): string {
  const bytes = crypto.randomBytes(6);
  return `${prefix}-${[...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

/**
 * Runs `insert` with a fresh reference, once more if the unique index named `uniqueIndex` refused
 * it: 31^6 references make a clash rare enough that a second or third try settles it.
 */
export async function insertWithReference<T>(prefix: string, uniqueIndex: string, insert: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newReference(prefix));
    } catch (error) {
      if (attempt < 2 && violates(error, uniqueIndex)) continue;
      throw error;
    }
  }
}
