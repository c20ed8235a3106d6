/**
 * The visitor key (docs/decisions/022-visits-and-attribution.md): a hash of the day's random salt,
 * the site, the client's address and its user agent — the same for one browser all day, unlinkable
 * to it once the salt is deleted after the day. Neither the address nor the user agent is stored.
 * An IPv6 client counts by its /64 network (its privacy addresses change during a day), as the rate
 * limits count it.
 */
import crypto from "node:crypto";
import { clientNetwork } from "./rate-limits";

/** A new day's salt: 32 random bytes. */
export function newSalt(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** 128 bits of SHA-256, as 32 hex characters. */
export function visitorKey(salt: string, site: string, address: string, userAgent: string): string {
  return crypto
    .createHash("sha256")
    .update(salt)
    .update("\u0000")
    .update(site)
    .update("\u0000")
    .update(clientNetwork(address))
    .update("\u0000")
    .update(userAgent)
    .digest("hex")
    .slice(0, 32);
}
