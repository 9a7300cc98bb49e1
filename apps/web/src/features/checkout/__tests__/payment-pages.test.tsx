import type { Order } from '@petshop/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetch, type FetchRoute } from '../../../test/fetch-router.ts';
import type { PaymentFailedState, PendingOrderRecord } from '../checkout-types.ts';
import { PaymentFailedView } from '../components/payment-failed-view.tsx';
import { PaymentSuccessPage } from '../components/payment-success-page.tsx';
import { PENDING_ORDER_KEY } from '../pending-order.ts';
import { dubaiDeliveryAddress } from '../../../test/delivery-address.ts';
import { renderRouter } from '../../../test/render-router.tsx';

const record: PendingOrderRecord = {
  cartItems: [
    { cart_item_id: 11, product_id: 3, name: 'Cat Food', price: 45.5, quantity: 2, size: '2 kg' },
    { cart_item_id: 12, product_id: 4, name: 'Collar', price: 10, quantity: 1 },
  ],
  quantities: { '11': 2, '12': 1 },
  deliveryAddress: dubaiDeliveryAddress('Sara', '+971 50 123 4567', 'Al Jaddaf Street'),
  orderSummary: { subtotal: 101, shipping: 0, total: 101, finalTotal: 101 },
  customerInfo: { name: 'Sara', email: 'sara@example.ae', phone: '+971 50 123 4567' },
  token: 'tok',
  userId: '7',
  total: 101,
  paymentMethod: 'cod',
  idempotencyKey: 'cod_key_1',
};

const order = {
  id: 42,
  order_number: 'ORD-000042',
  status: 'pending',
  total: 101,
  total_price: 101,
  subtotal: 101,
  shipping_cost: 0,
  tax: 0,
  discount: 0,
  currency: 'AED',
  created_at: '2025-01-01T10:00:00.000Z',
  estimated_delivery: '2025-01-07T10:00:00.000Z',
  shipping_address: 'Al Jaddaf Street, Dubai, UAE',
  payment_method: 'cod',
  transaction_id: null,
  order_items: [
    {
      id: 1,
      product_id: 3,
      product_name: 'Cat Food',
      description: null,
      quantity: 2,
      price: 45.5,
      unit_price: 45.5,
      total: 91,
      image: null,
      sku: 'CF',
      variant: '2 kg',
      size: '2 kg',
    },
  ],
} as unknown as Order;

const stubServer = (answer: FetchRoute) => routeFetch({}, answer).calls;

const settings = Response.json({ support_phone: '+971 4 555 0123', support_email: 'help@shop.ae' });

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderAt(path: string, element: React.ReactNode, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0]!, element },
      { path: '*', element: <Where /> },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0]!,
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  return renderRouter(router);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('isAuthenticated', 'true');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payment success page', () => {
  it('without pending data or state it goes home', async () => {
    stubServer(() => settings.clone());
    renderAt('/payment-success', <PaymentSuccessPage />);
    expect(await screen.findByText('at /')).toBeTruthy();
  });

  it('cod: creates the order with the key, clears the lines (404 = gone), confirms', async () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(record));
    const calls = stubServer(({ method, url }) => {
      if (url.endsWith('/settings')) return settings.clone();
      if (method === 'POST')
        return Response.json({ success: true, order, orderId: 42 }, { status: 201 });
      return Response.json({ message: 'Cart item not found' }, { status: 404 });
    });
    const removed = vi.fn();
    const router = renderAt(
      '/payment-success',
      <PaymentSuccessPage onCartLinesRemoved={removed} />,
      { orderData: record, paymentIntent: { id: 'cod_payment', status: 'succeeded' } },
    );
    expect(screen.getByText('Processing Your Order...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeTruthy();
    expect(screen.getByText('#ORD-000042')).toBeTruthy();
    // Cash on delivery: what is due at the door, the method in words, and no code as a
    // transaction id (issue 20).
    expect(screen.getByText('Total to pay on delivery')).toBeTruthy();
    expect(screen.queryByText('Total Paid')).toBeNull();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
    expect(screen.queryByText('Transaction ID')).toBeNull();
    expect(screen.queryByText(/cod_payment/)).toBeNull();
    expect(screen.queryByText(/Failed to clear/)).toBeNull();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ payment_method: 'cod', idempotency_key: 'cod_key_1' });
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/cart/delete/11',
      '/api/cart/delete/12',
    ]);
    expect(removed).toHaveBeenCalledWith([11, 12]);
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    // The history entry keeps the order data, so a refresh asks again with the same key.
    expect(router.state.location.state).toMatchObject({
      orderData: { idempotencyKey: 'cod_key_1' },
    });
  });

  it('card: the session id from the address, the server transaction id, and the clear warning', async () => {
    const card = {
      ...record,
      paymentMethod: 'card' as const,
      idempotencyKey: undefined,
      sessionId: 'cs_old',
    };
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(card));
    const calls = stubServer(({ method, url }) => {
      if (url.endsWith('/settings')) return settings.clone();
      if (method === 'POST')
        return Response.json({
          success: true,
          order: { ...order, payment_method: 'card', transaction_id: 'pi_123' },
        });
      if (url.endsWith('/11')) return Response.json({ message: 'Server error' }, { status: 500 });
      return Response.json({ success: true });
    });
    renderAt('/payment-success?session_id=cs_new', <PaymentSuccessPage />);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('pi_123')).toBeTruthy();
    expect(screen.getByText('Failed to clear 1 items')).toBeTruthy();
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.getByText('Total Paid')).toBeTruthy();
    expect(screen.getByText('Card')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      payment_method: 'card',
      session_id: 'cs_new',
    });
    const support = screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')!;
    expect(decodeURIComponent(support)).toContain('Order ID: #ORD-000042');
    expect(decodeURIComponent(support)).toContain('Transaction ID: pi_123');
  });

  it('dates every step of the timeline by the arrival day the order recorded (issue 27)', async () => {
    stubServer(({ method, url }) => {
      if (url.endsWith('/settings')) return settings.clone();
      if (method === 'POST') return Response.json({ success: true, order }, { status: 201 });
      return Response.json({ success: true });
    });
    renderAt('/payment-success', <PaymentSuccessPage />, {
      orderData: record,
      paymentIntent: { id: 'cod_payment', status: 'succeeded' },
    });
    const timeline = await screen.findByRole('region', { name: 'What Happens Next' });
    expect(
      [...timeline.querySelectorAll('li')].map((step) =>
        [...step.querySelectorAll('p')].map((line) => line.textContent).join(': '),
      ),
    ).toEqual([
      'Order Confirmed: Just now',
      'Processing: Within 24 hours',
      'Shipped: Out for delivery by Tue 7 Jan',
      'Delivered: Tuesday, 7 January 2025',
    ]);
    expect(screen.getByTestId('arrives-by').textContent).toBe('Arrives by Tue 7 Jan');
    expect(screen.queryByText(/business days/)).toBeNull();
  });

  it("without a recorded day, the shop's rule from when the order was placed", async () => {
    const withRules = {
      support_phone: '+971 4 555 0123',
      support_email: 'help@shop.ae',
      delivery: {
        fee: 15,
        free_from: 200,
        countries: ['United Arab Emirates'],
        days: { Dubai: 1, '*': 2 },
        days_off: ['Fri'],
      },
    };
    // Placed on Thursday 2 January 2025 at 23:00 in Dubai, to Sharjah: Friday is off, so Saturday 4 and Sunday 5.
    const unpaid = {
      ...order,
      estimated_delivery: null,
      placed_at: '2025-01-02T19:00:00.000Z',
      shipping_emirate: 'Sharjah',
    };
    stubServer(({ method, url }) => {
      if (url.endsWith('/settings')) return Response.json(withRules);
      if (method === 'POST')
        return Response.json({ success: true, order: unpaid }, { status: 201 });
      return Response.json({ success: true });
    });
    renderAt('/payment-success', <PaymentSuccessPage />, {
      orderData: record,
      paymentIntent: { id: 'cod_payment', status: 'succeeded' },
    });
    expect((await screen.findByTestId('arrives-by')).textContent).toBe('Arrives by Sun 5 Jan');
    expect(screen.getByText('Out for delivery by Sun 5 Jan')).toBeTruthy();
    expect(screen.getAllByText('Sunday, 5 January 2025')).toHaveLength(2);
  });

  it('a refused order shows the error; retry sends the same key again', async () => {
    let attempts = 0;
    const calls = stubServer(({ method, url }) => {
      if (url.endsWith('/settings')) return settings.clone();
      if (method === 'POST') {
        attempts += 1;
        return attempts === 1
          ? Response.json({ message: 'Cat Food is out of stock.' }, { status: 422 })
          : Response.json({ success: true, order }, { status: 200 });
      }
      return Response.json({ message: 'Cart item not found' }, { status: 404 });
    });
    renderAt('/payment-success', <PaymentSuccessPage />, {
      orderData: record,
      paymentIntent: { id: 'cod_payment', status: 'succeeded' },
    });
    expect(await screen.findByRole('heading', { name: 'Order Processing Error' })).toBeTruthy();
    expect(screen.getByText('Invalid order data. Please check your information.')).toBeTruthy();
    expect(screen.getByText('Cat Food is out of stock.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Order Processing' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeTruthy();
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toEqual(['cod_key_1', 'cod_key_1']);
  });
});

describe('payment failed page', () => {
  const failed: PaymentFailedState = {
    message: 'Your card was declined.',
    amount: 101,
    userId: '7',
    cartItems: record.cartItems,
    deliveryAddress: record.deliveryAddress,
    contactInfo: record.customerInfo,
    paymentMethod: 'card',
    orderSummary: record.orderSummary,
    paymentIntent: { id: 'pi_9', status: 'failed' },
  };

  it('without cart items it goes to the cart', async () => {
    stubServer(() => settings.clone());
    renderAt('/payment-failed', <PaymentFailedView />, { message: 'x' });
    expect(await screen.findByText('at /cart')).toBeTruthy();
  });

  it('card: Payment Failed, the details, prices in AED and the reference', () => {
    stubServer(() => settings.clone());
    renderAt('/payment-failed', <PaymentFailedView />, failed);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your payment could not be processed. Please check your payment details and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('pi_9')).toBeTruthy();
    expect(screen.getByText('AED 91.00')).toBeTruthy();
    expect(screen.getByText('AED 101.00')).toBeTruthy();
    expect(screen.queryByText(/\bDH\b/)).toBeNull();
    expect(screen.getByText('Card')).toBeTruthy();
    expect(screen.getByText('Size: 2 kg · Color: N/A')).toBeTruthy();
    expect(screen.getByText('Size: N/A · Color: N/A')).toBeTruthy();
    expect(screen.queryByText(/delivery address and phone number are complete/)).toBeNull();
  });

  it('cod: Order Creation Failed with the cash-on-delivery tips', () => {
    stubServer(() => settings.clone());
    renderAt('/payment-failed', <PaymentFailedView />, {
      ...failed,
      paymentMethod: 'cod',
      message: undefined,
      amount: undefined,
      paymentIntent: undefined,
    });
    expect(screen.getByRole('heading', { name: 'Order Creation Failed' })).toBeTruthy();
    expect(
      screen.getByText(
        'We were unable to create your cash on delivery order. Please try again or contact support.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred')).toBeTruthy();
    expect(screen.queryByText(/Reference ID/)).toBeNull();
    expect(screen.getByText(/delivery address and phone number are complete/)).toBeTruthy();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
  });

  it('Retry Payment takes the data back to checkout', async () => {
    stubServer(() => settings.clone());
    const router = renderAt('/payment-failed', <PaymentFailedView />, failed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.state).toMatchObject({
      cartItems: record.cartItems,
      contactInfo: record.customerInfo,
      userId: '7',
    });
  });
});
