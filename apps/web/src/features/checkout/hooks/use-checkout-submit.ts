import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { getToken, getUserId } from '../../../lib/session.ts';
import { createCheckoutSession } from '../api/create-checkout-session.ts';
import {
  cardPreCheckMessage,
  CheckoutPreCheckError,
  checkoutSessionUrl,
} from '../card-pre-checks.ts';
import { paymentFailureMessage } from '../checkout-messages.ts';
import type {
  CheckoutFormValues,
  CheckoutItem,
  PaymentFailedState,
  PaymentMethod,
  PaymentSuccessState,
} from '../checkout-types.ts';
import { buildPendingOrder, newIdempotencyKey, savePendingOrder } from '../pending-order.ts';

/** The fake payment record a cash-on-delivery order carries to the confirmation (spec §4). */
export const COD_PAYMENT = { id: 'cod_payment', status: 'succeeded' } as const;

/**
 * Spec §4 "Checkout payment method". Card: pre-checks, a payment session, the pending record,
 * then the provider's hosted checkout. Cod: the pending record (with an idempotency key), then
 * the confirmation page, which places the order. Any error goes to /payment-failed.
 */
export function useCheckoutSubmit(options?: { redirect?: (url: string) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const redirect = options?.redirect ?? ((url: string) => window.location.assign(url));

  async function submit(input: {
    items: readonly CheckoutItem[];
    form: CheckoutFormValues;
    paymentMethod: PaymentMethod;
    shippingFee?: number | undefined;
    /** Keep this new address in the customer's saved addresses, with the order (decision 050). */
    saveAddress?: boolean;
    /** The coupon applied in the summary: its code and the server's discount (AED). */
    coupon?: { code: string; discount: number } | undefined;
  }) {
    setBusy(true);
    const userId = getUserId();
    const token = getToken();
    const base = buildPendingOrder({ ...input, userId, token });
    try {
      const problem = cardPreCheckMessage(userId, input.items);
      if (problem) throw new CheckoutPreCheckError(problem);

      if (input.paymentMethod === 'card') {
        const session = await createCheckoutSession({
          items: base.cartItems,
          summary: base.orderSummary,
          customerInfo: base.customerInfo,
          deliveryAddress: base.deliveryAddress,
          saveAddress: base.saveAddress,
          couponCode: base.couponCode,
          origin: window.location.origin,
        });
        const { sessionId, url } = checkoutSessionUrl(session);
        // The server's price is what the provider charges; keep that as the record's total.
        const total = typeof session.total === 'number' ? session.total : base.total;
        // Stored before leaving: the confirmation page creates the order from it.
        savePendingOrder({ ...base, total, sessionId });
        redirect(url);
        return;
      }

      const record = { ...base, idempotencyKey: newIdempotencyKey() };
      savePendingOrder(record);
      const state: PaymentSuccessState = { orderData: record, paymentIntent: { ...COD_PAYMENT } };
      await navigate(paths.paymentSuccess.getHref(), { state });
    } catch (error) {
      setBusy(false);
      const state: PaymentFailedState = {
        message: paymentFailureMessage(error),
        amount: base.total,
        userId,
        token,
        cartItems: base.cartItems,
        quantities: base.quantities,
        deliveryAddress: base.deliveryAddress,
        contactInfo: base.customerInfo,
        paymentMethod: input.paymentMethod,
        orderSummary: base.orderSummary,
        paymentIntent: undefined,
      };
      await navigate(paths.paymentFailed.getHref(), { state });
    }
  }

  return { submit, busy };
}
