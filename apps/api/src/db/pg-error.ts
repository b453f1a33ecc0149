// PostgreSQL's SQLSTATE of a failed statement, on PGlite and node-postgres alike (Drizzle wraps
// the driver's error in its own, as `cause`).

/** exclusion_violation: an exclusion constraint (bookings_no_overlap) refused the row. */
export const EXCLUSION_VIOLATION = '23P01';
/** unique_violation */
export const UNIQUE_VIOLATION = '23505';
/** foreign_key_violation */
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of `error` or of one of its causes; undefined when none carries one. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}
