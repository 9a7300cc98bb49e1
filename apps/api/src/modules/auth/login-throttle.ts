import { createHash } from 'node:crypto';
import type { Count, SharedCounts } from '../../lib/shared-counts.repo.ts';

/**
 * Brakes on password guessing that cannot be turned against the account's owner (decision 017).
 * Failures are counted three ways, in counts every process of the shop shares (decision 111: the
 * database, or Redis when REDIS_URL is set), so two processes allow no more guesses than one; the
 * per-IP request limit on the route sits in front:
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
  /** Where the counts live, shared by every process of the shop. */
  counts: SharedCounts;
  /** Which brake this is ("customer", "staff", "two-factor"): each counts apart. */
  scope: string;
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
  now?: () => number;
}

/** A brake's limits and clock, which a test may change; the counts and scope are the app's. */
export type BrakeSettings = Omit<LoginThrottleOptions, 'counts' | 'scope'>;

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
/** A pair's failures are forgotten this long after its last one (its lock is at most an hour). */
const PAIR_MEMORY_MS = 24 * 60 * MINUTE;

export class LoginThrottle {
  private readonly counts: SharedCounts;
  private readonly scope: string;
  private readonly freeAttempts: number;
  private readonly addressLimit: number;
  private readonly addressWindowMs: number;
  private readonly accountDelayAfter: number;
  private readonly accountCeiling: number;
  private readonly accountWindowMs: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly knownForMs: number;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions) {
    this.counts = options.counts;
    this.scope = options.scope;
    this.freeAttempts = options.freeAttempts ?? 5;
    this.addressLimit = options.addressLimit ?? 30;
    this.addressWindowMs = options.addressWindowMs ?? 15 * MINUTE;
    this.accountDelayAfter = options.accountDelayAfter ?? 10;
    this.accountCeiling = options.accountCeiling ?? 100;
    this.accountWindowMs = options.accountWindowMs ?? 60 * MINUTE;
    this.baseDelayMs = options.baseDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 4_000;
    this.knownForMs = options.knownForMs ?? 30 * 24 * 60 * MINUTE;
    this.now = options.now ?? Date.now;
  }

  /** Whether `address` may try a password for `email` now, and how long to hold the attempt. */
  async check(address: string, email: string): Promise<LoginVerdict> {
    const now = this.now();
    const keys = this.keys(address, email);
    // Counted in flight first, in one atomic step: of a burst of parallel attempts, from any
    // process, each sees the ones before it.
    const inFlight = await this.counts.add(keys.inFlight, 1, now, IN_FLIGHT_MS, true);
    const live = await this.counts.read([keys.address, keys.lock, keys.account, keys.known], now);
    const account = live.get(keys.account);
    const failures = (account?.count ?? 0) + Math.max(0, inFlight.count - 1);
    const refusal = this.refusal(live, keys, failures, now);
    if (refusal) {
      await this.settle(keys.inFlight, now);
      return { waitMs: refusal, delayMs: 0 };
    }
    return { waitMs: 0, delayMs: this.delayFor(failures) };
  }

  /** Milliseconds until the address may try the account again, or 0 when it may now. */
  private refusal(
    live: Map<string, Count>,
    keys: ReturnType<LoginThrottle['keys']>,
    failures: number,
    now: number,
  ): number {
    const byAddress = live.get(keys.address);
    if (byAddress && byAddress.count >= this.addressLimit) return byAddress.expiresAt - now;
    const lock = live.get(keys.lock);
    if (lock) return lock.expiresAt - now;
    if (failures >= this.accountCeiling && !live.has(keys.known)) {
      const account = live.get(keys.account);
      return Math.max(1, (account ? account.expiresAt : now + IN_FLIGHT_MS) - now);
    }
    return 0;
  }

  async recordFailure(address: string, email: string): Promise<void> {
    const now = this.now();
    const keys = this.keys(address, email);
    const [pair] = await Promise.all([
      this.counts.add(keys.pair, 1, now, PAIR_MEMORY_MS, true),
      this.settle(keys.inFlight, now),
      this.counts.add(keys.address, 1, now, this.addressWindowMs),
      this.counts.add(keys.account, 1, now, this.accountWindowMs),
    ]);
    const excess = pair.count - this.freeAttempts + 1;
    if (excess > 0) {
      await this.counts.put(keys.lock, 1, now, Math.min(60, 2 ** (excess - 1)) * MINUTE);
    }
  }

  /**
   * The address knew the password: its own lock on the account goes. The address's and the
   * account's counts stay, or a guesser with one account of its own could clear them.
   */
  async recordSuccess(address: string, email: string): Promise<void> {
    const now = this.now();
    const keys = this.keys(address, email);
    await Promise.all([
      this.settle(keys.inFlight, now),
      this.counts.remove(keys.pair),
      this.counts.remove(keys.lock),
      this.counts.put(keys.known, 1, now, this.knownForMs),
    ]);
  }

  /**
   * One attempt on the account has its answer: it no longer counts as in flight. The count may
   * dip below zero when its minute ran out under an attempt; it then counts as none.
   */
  private async settle(inFlightKey: string, now: number) {
    await this.counts.add(inFlightKey, -1, now, IN_FLIGHT_MS, true);
  }

  /** 0 up to `accountDelayAfter` failures, then base, 2 × base … up to the most. */
  private delayFor(failures: number): number {
    if (failures < this.accountDelayAfter) return 0;
    const doublings = Math.min(30, failures - this.accountDelayAfter);
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** doublings);
  }

  /**
   * The counts' keys. The address and the e-mail are kept as a digest, never as written: a
   * deleted account's e-mail stays nowhere (issue 24), and no e-mail or address can forge
   * another's (addresses hold no newline, validated e-mails neither).
   */
  private keys(address: string, email: string) {
    const prefix = `login:${this.scope}:`;
    const pair = digest(`${address}\n${email}`);
    return {
      address: `${prefix}address:${digest(address)}`,
      account: `${prefix}account:${digest(email)}`,
      inFlight: `${prefix}in-flight:${digest(email)}`,
      pair: `${prefix}pair:${pair}`,
      lock: `${prefix}lock:${pair}`,
      known: `${prefix}known:${pair}`,
    };
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
