/**
 * True for a PostgreSQL unique violation (23505), as node-postgres and PGlite both report it (Drizzle
 * wraps the driver's error as `cause`); with `constraint`, only when the violated constraint's name
 * contains it (users_phone_unique: 'phone').
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = (error as { cause?: unknown } | null)?.cause ?? error;
  const { code, constraint: name } = (candidate ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return false;
  return constraint === undefined || (name ?? '').includes(constraint);
}

/** True for a PostgreSQL exclusion violation (23P01): two rows a constraint keeps apart. */
export function isExclusionViolation(error: unknown): boolean {
  const candidate = (error as { cause?: unknown } | null)?.cause ?? error;
  return (candidate as { code?: string } | null)?.code === '23P01';
}
