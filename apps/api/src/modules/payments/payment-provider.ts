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
  /** Gives a paid session's money back in full; answers the provider's refund id. */
  refundPayment(state: ProviderSessionState): Promise<string>;
}
