/**
 * Customers' cart answers held in memory, on the embedded database only (decision 109). A cart is
 * read on every page of a logged-in visit and changes far less often; on PGlite this process is
 * the only writer, so it can know of every change:
 * - the customer's own writes (`forgetCustomer`, once their answer is on its way: committed);
 * - anyone else's (staff, a payment, a password reset by e-mailed link: `forgetAll`);
 * - prices, stock, names and pictures (`forgetAll`, from the catalog's change events).
 * A read that began before a forget is not kept, so an answer read just before a write never
 * outlives it. A session's expiry is checked at every hit.
 */

interface Held {
  userId: number;
  /** When the session expires (ms since the epoch). */
  expiresAt: number;
  /** The answer as JSON text. */
  json: string;
}

/** A read under way: what it began after, to tell whether a forget came since. */
export interface CartRead {
  readonly tick: number;
}

export class CartAnswers {
  private readonly bySession = new Map<string, Held>();
  private readonly sessionsOf = new Map<number, Set<string>>();
  private tick = 0;
  private lastForgetAll = 0;
  /** The tick of each customer's last forget, while it can still matter (bounded). */
  private readonly lastForget = new Map<number, number>();

  constructor(private readonly maxSessions = 20_000) {}

  /** The answer held for a session, unless it has expired by `now`. */
  answer(tokenHash: string, now: Date): string | undefined {
    const held = this.bySession.get(tokenHash);
    if (!held) return undefined;
    if (held.expiresAt <= now.getTime()) {
      this.bySession.delete(tokenHash);
      this.sessionsOf.get(held.userId)?.delete(tokenHash);
      return undefined;
    }
    return held.json;
  }

  /** Marks the start of a database read whose answer may be kept (`keep`). */
  beginRead(): CartRead {
    return { tick: ++this.tick };
  }

  /** Keeps a read's answer, unless the customer's cart (or everything) was forgotten since. */
  keep(read: CartRead, tokenHash: string, held: Held): void {
    if (this.lastForgetAll >= read.tick) return;
    if ((this.lastForget.get(held.userId) ?? 0) >= read.tick) return;
    if (this.bySession.size >= this.maxSessions) {
      this.bySession.clear();
      this.sessionsOf.clear();
    }
    this.bySession.set(tokenHash, held);
    let sessions = this.sessionsOf.get(held.userId);
    if (!sessions) this.sessionsOf.set(held.userId, (sessions = new Set()));
    sessions.add(tokenHash);
  }

  /** Drops every session's answer of one customer (their cart or sessions changed). */
  forgetCustomer(userId: number): void {
    this.tick += 1;
    if (this.lastForget.size >= this.maxSessions) {
      // Too many to track one by one: forget everything instead.
      this.forgetAll();
      return;
    }
    this.lastForget.set(userId, this.tick);
    for (const tokenHash of this.sessionsOf.get(userId) ?? []) this.bySession.delete(tokenHash);
    this.sessionsOf.delete(userId);
  }

  /** Drops every answer held (a change that may touch any cart). */
  forgetAll(): void {
    this.tick += 1;
    this.lastForgetAll = this.tick;
    this.lastForget.clear();
    this.bySession.clear();
    this.sessionsOf.clear();
  }
}
