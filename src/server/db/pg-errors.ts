// drizzle wraps driver errors (DrizzleQueryError.cause); pg's errors carry code and constraint.
type PgLike = { code?: string; constraint?: string; cause?: unknown };

function pgError(error: unknown): PgLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const e = current as PgLike;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

/** The SQLSTATE of a database error (through drizzle's wrapping), or null. */
export const pgErrorCode = (error: unknown): string | null => pgError(error)?.code ?? null;

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint);
}

/** Runs `write`; a unique violation it raises becomes `refusal` (an AppError with its own message). */
export async function uniqueOr<T>(refusal: Error, write: () => Promise<T>, constraint?: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw refusal;
    throw error;
  }
}

/** JSON that jsonb will not take: a \u0000, or half of a surrogate pair, escaped in a string. */
export function isUnstorableJson(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '22P05' || code === '22P02';
}

export function isCheckViolation(error: unknown): boolean {
  return pgError(error)?.code === '23514';
}

/** `%` and `_` typed by a person are searched for literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
