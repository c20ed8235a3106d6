/**
 * What the database's refusals say, read from the driver's error fields (node-postgres and PGlite
 * both carry PostgreSQL's SQLSTATE `code` and the `constraint` name), never from the message text.
 * Drizzle wraps the driver's error in `cause`; the chain is followed a few levels.
 */

/** The unique constraint (or index) a write violated (SQLSTATE 23505), or null for any other error. */
export function uniqueViolation(error: unknown): { constraint: string | null } | null {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const fields = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === "23505") return { constraint: typeof fields.constraint === "string" ? fields.constraint : null };
    e = fields.cause;
  }
  return null;
}

/** The write broke this unique constraint. */
export function violates(error: unknown, constraint: string): boolean {
  return uniqueViolation(error)?.constraint === constraint;
}
