/**
 * Per-email brake on password guessing, after Saleor: a few free failures, then a lock that
 * doubles with every further failure (1, 2, 4 … up to 60 minutes). A success clears it. Counters
 * live in this process (DESIGN.md allows per-process limits); the per-IP limit sits in front.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>();

  constructor(
    private readonly freeAttempts = 5,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds the email must still wait, or 0. */
  waitFor(email: string): number {
    const entry = this.failures.get(email);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  recordFailure(email: string): void {
    const count = (this.failures.get(email)?.count ?? 0) + 1;
    const excess = count - this.freeAttempts + 1;
    const lockMinutes = excess > 0 ? Math.min(60, 2 ** (excess - 1)) : 0;
    this.failures.delete(email);
    if (this.failures.size >= this.maxEntries) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(email, { count, lockedUntil: this.now() + lockMinutes * 60_000 });
  }

  recordSuccess(email: string): void {
    this.failures.delete(email);
  }
}
