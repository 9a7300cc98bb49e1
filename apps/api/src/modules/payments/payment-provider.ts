import type { Db } from '../../db/client.ts';

export interface CheckoutSessionInput {
  orderId: number;
  /** Null until the order is placed: card orders are numbered when paid (decision 044). */
  orderNumber: string | null;
  amountFils: number;
  currency: string;
  lines: { name: string; unitFils: number; quantity: number }[];
  customerEmail?: string | undefined;
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider on the way back. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/** What the provider says about a session: the only source of truth for "paid". */
export interface ProviderSessionState {
  id: string;
  paid: boolean;
  expired: boolean;
  amountFils: number | null;
  currency: string | null;
  orderId: number | null;
  transactionId: string | null;
}

/** Money to give back from a paid session: all of it or part, once per idempotency key. */
export interface RefundRequest {
  payment: ProviderSessionState;
  amountFils: number;
  /** The same key gives back the same refund, however often the call is repeated. */
  idempotencyKey: string;
  /** The shop's name for this refund, kept by the provider (Stripe metadata) for findRefund. */
  reference: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  /** `db` is the caller's transaction, for providers that keep their sessions in the database. */
  createCheckoutSession(input: CheckoutSessionInput, db: Db): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<ProviderSessionState | undefined>;
  /**
   * Closes an open session so it can no longer be paid; answers the session as it now stands
   * (a session paid a moment earlier stays paid: the caller refunds it).
   */
  expireSession(id: string): Promise<ProviderSessionState | undefined>;
  /**
   * Gives `amountFils` of a paid session's money back; answers the provider's refund id. Throws
   * when the provider refuses (more than is left, the payment unknown, the provider unreachable).
   */
  refund(request: RefundRequest): Promise<string>;
  /** The id of a refund the provider already made under `reference`, if any. */
  findRefund(payment: ProviderSessionState, reference: string): Promise<string | undefined>;
}
