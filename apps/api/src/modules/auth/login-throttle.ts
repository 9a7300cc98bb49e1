/**
 * Brakes on password guessing that cannot be turned against the account's owner (decision 017).
 * Failures are counted three ways, each in this process's memory (DESIGN.md allows per-process
 * limits; the per-IP request limit on the route sits in front):
 *
 * - per (client address, account): a few free failures, then a lock that doubles with every
 *   further failure (1, 2, 4 … up to 60 minutes), after Saleor. A success clears it. This is the
 *   brake a guesser meets first, and only the guesser meets it.
 * - per client address, whatever the account: at most `addressLimit` failures a window; then that
 *   address is refused until the window ends (one address spraying many accounts).
 * - per account, from anywhere: past `accountDelayAfter` failures a window, every attempt on it is
 *   held for a delay that doubles up to `maxDelayMs` (the owner's too, briefly), and past
 *   `accountCeiling` only the addresses that logged in to it in the last `knownForMs` may try
 *   (decision 080): a guesser with endless addresses gets no more than the ceiling a window,
 *   while the owner, from where they usually sign in, still logs in with the right password.
 *   Attempts still in flight count towards the delay and the ceiling, so a burst of parallel
 *   guesses meets the brake as a sequence would.
 */

export interface LoginThrottleOptions {
  /** Failures a (address, account) pair may make before its lock starts. */
  freeAttempts?: number;
  /** Failures one address may make across all accounts in `addressWindowMs`. */
  addressLimit?: number;
  addressWindowMs?: number;
  /** Failures on one account in `accountWindowMs` after which every attempt on it is delayed. */
  accountDelayAfter?: number;
  /** Failures on one account in `accountWindowMs` after which its guessers are refused. */
  accountCeiling?: number;
  accountWindowMs?: number;
  /** How long an address that logged in to an account stays free of the account's ceiling. */
  knownForMs?: number;
  /** The first delay, doubled with every further failure on the account, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Entries kept per kind of counter; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/** What the next attempt of an address on an account meets. */
export interface LoginVerdict {
  /** Milliseconds until the address may try again (refuse now), or 0. */
  waitMs: number;
  /** Milliseconds to hold an attempt that may go ahead, or 0. */
  delayMs: number;
}

const MINUTE = 60_000;
/** An attempt not recorded within this long (a request that failed otherwise) stops counting. */
const IN_FLIGHT_MS = MINUTE;

/** A Map that drops its least recently written entry once it holds `max`. */
class BoundedMap<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

interface PairEntry {
  count: number;
  lockedUntil: number;
}

/** Failures in a fixed window that starts at the first failure after the last window ended. */
interface WindowEntry {
  count: number;
  startedAt: number;
}

export class LoginThrottle {
  private readonly freeAttempts: number;
  private readonly addressLimit: number;
  private readonly addressWindowMs: number;
  private readonly accountDelayAfter: number;
  private readonly accountCeiling: number;
  private readonly accountWindowMs: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly now: () => number;
  private readonly pairs: BoundedMap<PairEntry>;
  private readonly addresses: BoundedMap<WindowEntry>;
  private readonly accounts: BoundedMap<WindowEntry>;
  private readonly knownForMs: number;
  /** Until when an (address, account) pair that logged in is exempt from the ceiling. */
  private readonly known: BoundedMap<number>;
  /** Attempts on an account checked but not yet recorded, and when the last one started. */
  private readonly inFlight: BoundedMap<{ count: number; touchedAt: number }>;

  constructor(options: LoginThrottleOptions = {}) {
    this.freeAttempts = options.freeAttempts ?? 5;
    this.addressLimit = options.addressLimit ?? 30;
    this.addressWindowMs = options.addressWindowMs ?? 15 * MINUTE;
    this.accountDelayAfter = options.accountDelayAfter ?? 10;
    this.accountCeiling = options.accountCeiling ?? 100;
    this.accountWindowMs = options.accountWindowMs ?? 60 * MINUTE;
    this.baseDelayMs = options.baseDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 4_000;
    this.now = options.now ?? Date.now;
    const maxEntries = options.maxEntries ?? 50_000;
    this.pairs = new BoundedMap(maxEntries);
    this.addresses = new BoundedMap(maxEntries);
    this.accounts = new BoundedMap(maxEntries);
    this.knownForMs = options.knownForMs ?? 30 * 24 * 60 * MINUTE;
    this.known = new BoundedMap(maxEntries);
    this.inFlight = new BoundedMap(maxEntries);
  }

  /** Whether `address` may try a password for `email` now, and how long to hold the attempt. */
  check(address: string, email: string): LoginVerdict {
    const now = this.now();
    const byAddress = this.current(this.addresses, address, this.addressWindowMs, now);
    if (byAddress && byAddress.count >= this.addressLimit) {
      return { waitMs: byAddress.startedAt + this.addressWindowMs - now, delayMs: 0 };
    }
    const pair = this.pairs.get(pairKey(address, email));
    if (pair && pair.lockedUntil > now) return { waitMs: pair.lockedUntil - now, delayMs: 0 };
    const account = this.current(this.accounts, email, this.accountWindowMs, now);
    const failures = (account?.count ?? 0) + this.pending(email, now);
    const known = (this.known.get(pairKey(address, email)) ?? 0) > now;
    if (failures >= this.accountCeiling && !known) {
      const windowEnd = account ? account.startedAt + this.accountWindowMs : now + IN_FLIGHT_MS;
      return { waitMs: Math.max(1, windowEnd - now), delayMs: 0 };
    }
    this.inFlight.set(email, { count: this.pending(email, now) + 1, touchedAt: now });
    return { waitMs: 0, delayMs: this.delayFor(failures) };
  }

  recordFailure(address: string, email: string): void {
    const now = this.now();
    this.settle(email, now);
    const key = pairKey(address, email);
    const count = (this.pairs.get(key)?.count ?? 0) + 1;
    const excess = count - this.freeAttempts + 1;
    const lockMinutes = excess > 0 ? Math.min(60, 2 ** (excess - 1)) : 0;
    this.pairs.set(key, { count, lockedUntil: now + lockMinutes * MINUTE });
    this.countFailure(this.addresses, address, this.addressWindowMs, now);
    this.countFailure(this.accounts, email, this.accountWindowMs, now);
  }

  /**
   * The address knew the password: its own lock on the account goes. The address's and the
   * account's counts stay, or a guesser with one account of its own could clear them.
   */
  recordSuccess(address: string, email: string): void {
    const now = this.now();
    this.settle(email, now);
    this.pairs.delete(pairKey(address, email));
    this.known.set(pairKey(address, email), now + this.knownForMs);
  }

  private pending(email: string, now: number): number {
    const entry = this.inFlight.get(email);
    return entry && now - entry.touchedAt < IN_FLIGHT_MS ? entry.count : 0;
  }

  /** One attempt on the account has its answer: it no longer counts as in flight. */
  private settle(email: string, now: number): void {
    const count = this.pending(email, now) - 1;
    if (count > 0) this.inFlight.set(email, { count, touchedAt: now });
    else this.inFlight.delete(email);
  }

  /** 0 up to `accountDelayAfter` failures, then base, 2 × base … up to the most. */
  private delayFor(failures: number): number {
    if (failures < this.accountDelayAfter) return 0;
    const doublings = Math.min(30, failures - this.accountDelayAfter);
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** doublings);
  }

  private current(
    map: BoundedMap<WindowEntry>,
    key: string,
    windowMs: number,
    now: number,
  ): WindowEntry | undefined {
    const entry = map.get(key);
    return entry && now - entry.startedAt < windowMs ? entry : undefined;
  }

  private countFailure(map: BoundedMap<WindowEntry>, key: string, windowMs: number, now: number) {
    const entry = this.current(map, key, windowMs, now);
    map.set(key, entry ? { ...entry, count: entry.count + 1 } : { count: 1, startedAt: now });
  }
}

/** A key no e-mail or address can forge: addresses hold no newline, validated e-mails neither. */
const pairKey = (address: string, email: string) => `${address}\n${email}`;
