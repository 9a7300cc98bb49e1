import type { Order } from '@petshop/contracts';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { PaymentIntentRecord, PaymentSuccessState } from '../checkout-types.ts';
import { useDeliverySettings } from '../../../lib/delivery.ts';
import { confirmationArrivalDay, orderIdOf, transactionIdOf } from '../confirmation-details.ts';
import { useOrderConfirmation } from '../hooks/use-order-confirmation.ts';
import { isPendingOrder, readPendingOrder } from '../pending-order.ts';
import { OrderProcessingError, OrderProcessingScreen } from './order-processing.tsx';
import { PaymentSuccessView } from './payment-success-view.tsx';

function readSuccessState(value: unknown): PaymentSuccessState | null {
  if (!value || typeof value !== 'object') return null;
  const state = value as Partial<PaymentSuccessState>;
  return isPendingOrder(state.orderData)
    ? { orderData: state.orderData, paymentIntent: state.paymentIntent ?? {} }
    : null;
}

/**
 * /payment-success: creates the order from navigation state (cod) or the pending record and the
 * session id in the address (card), clears the ordered cart lines, then confirms.
 */
export function PaymentSuccessPage({
  onOrderPlaced,
  onCartLinesRemoved,
}: {
  onOrderPlaced?: (order: Order) => void;
  onCartLinesRemoved?: (cartItemIds: (number | string)[]) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the flow must not restart when the page rewrites its own history entry.
  const [input] = useState(() => {
    const fromState = readSuccessState(location.state);
    const record = fromState?.orderData ?? readPendingOrder();
    const sessionId = searchParams.get('session_id') || record?.sessionId || null;
    const paymentIntent: PaymentIntentRecord =
      fromState?.paymentIntent ??
      (record?.paymentMethod === 'card'
        ? { id: sessionId ?? undefined, status: 'succeeded' }
        : { id: 'cod_payment', status: 'succeeded' });
    return { record, sessionId, paymentIntent };
  });
  const { record, sessionId, paymentIntent } = input;
  const delivery = useDeliverySettings();

  const confirmation = useOrderConfirmation({
    record,
    sessionId,
    onOrderPlaced,
    onCartLinesRemoved,
    // The record leaves session storage; the history entry keeps it, so a refresh of this page
    // asks the server again with the same session or key and shows the same order.
    onConfirmed: () => {
      if (!record) return;
      const state: PaymentSuccessState = { orderData: record, paymentIntent };
      void navigate(`${location.pathname}${location.search}`, { replace: true, state });
    },
  });

  // Spec §2: neither pending order data nor navigation state: nothing to confirm.
  if (!record) return <Navigate to={paths.home.getHref()} replace />;

  if (confirmation.phase === 'failed' && confirmation.failure) {
    const card = record.paymentMethod === 'card';
    return (
      <OrderProcessingError
        failure={confirmation.failure}
        paidByCard={card && confirmation.failure.status !== 402}
        reference={card ? (sessionId ?? undefined) : undefined}
        onRetry={confirmation.retry}
      />
    );
  }
  if (confirmation.phase !== 'done' || !confirmation.order) {
    return <OrderProcessingScreen phase={confirmation.phase} />;
  }
  const order = confirmation.order;
  return (
    <PaymentSuccessView
      order={order}
      record={record}
      orderId={orderIdOf(order)}
      transactionId={transactionIdOf(order, record, sessionId, paymentIntent)}
      arrivalDay={confirmationArrivalDay(order, record, delivery)}
      uncleared={confirmation.uncleared}
    />
  );
}
