import type { ShopSettings } from '@petshop/contracts';
import type { CouponCheckResponse } from '@petshop/contracts/coupons';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutItem, PaymentSuccessState } from '../checkout-types.ts';
import { EMPTY_CHECKOUT_FORM } from '../checkout-validation.ts';
import { CheckoutView } from '../components/checkout-view.tsx';
import { orderCreationPayload } from '../pending-order.ts';
import { json, routeFetch } from '../../../test/fetch-router.ts';

const items: CheckoutItem[] = [
  { cart_item_id: 11, product_id: 3, name: 'Salmon Cat Food', price: 45.5, quantity: 2 },
];

const applied: CouponCheckResponse = {
  coupon: {
    code: 'SAVE10',
    description: '',
    kind: 'percent',
    percent: 10,
    amount: null,
    min_subtotal: 0,
    ends_at: null,
    terms: '10% off',
  },
  subtotal: 91,
  shipping: 0,
  discount: 9.1,
  total: 81.9,
};

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderCheckout(initialPaymentMethod: 'card' | 'cod' = 'card') {
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: (
          <CheckoutView
            items={items}
            initialForm={EMPTY_CHECKOUT_FORM}
            initialPaymentMethod={initialPaymentMethod}
            savedDetails={null}
          />
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/checkout'] },
  );
  const client = new QueryClient();
  const delivery: ShopSettings['delivery'] = {
    fee: 0,
    free_from: 0,
    countries: ['United Arab Emirates'],
    days: { Dubai: 1, '*': 2 },
    days_off: [],
  };
  client.setQueryData(['settings'], { delivery } as ShopSettings);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

function fillIn() {
  fireEvent.change(input(/^Emirate/), { target: { value: 'Dubai' } });
  fireEvent.change(input(/^Area/), { target: { value: 'Al Jaddaf' } });
  fireEvent.change(input(/^Street/), { target: { value: 'Al Jaddaf Street' } });
  fireEvent.change(input(/^Building or Villa/), { target: { value: 'Villa 12' } });
  fireEvent.change(input(/^Full Name/), { target: { value: 'Sara' } });
  fireEvent.change(input(/^Email/), { target: { value: 'sara@example.ae' } });
  fireEvent.change(input(/^Phone/), { target: { value: '+971 50 123 4567' } });
}

async function applyCode(code: string) {
  fireEvent.change(input(/^Coupon code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', '7');
  localStorage.setItem('isAuthenticated', 'true');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the coupon field at checkout', () => {
  it('shows the server’s refusal under the field', async () => {
    const fetch = routeFetch({
      'POST /api/coupons/check': () =>
        json(422, { message: 'This coupon expired on 1 Mar 2026, 23:59.' }),
    });
    renderCheckout();
    await applyCode('old10');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This coupon expired on 1 Mar 2026, 23:59.',
    );
    expect(fetch.calls[0]!.body).toEqual({ code: 'old10' });
    expect(screen.getByTestId('checkout-total').textContent).toBe('AED 91.00');
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
  });

  it('applies the discount the server priced, sends the code with the card checkout, and removes it', async () => {
    const fetch = routeFetch({
      'POST /api/coupons/check': () => json(200, applied),
      'POST /api/stripe/checkout': () => json(422, { message: 'Out of stock.' }),
    });
    renderCheckout();
    await applyCode('save10');
    expect((await screen.findByTestId('checkout-discount')).textContent).toBe('−AED 9.10');
    expect(screen.getByText('Discount', { exact: false }).textContent).toBe('Discount (SAVE10)');
    expect(screen.getByTestId('checkout-total').textContent).toBe('AED 81.90');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 81.90' }));
    await screen.findByText('at /payment-failed');
    const session = fetch.calls.find((call) => call.key === 'POST /api/stripe/checkout');
    expect(session!.body).toMatchObject({ coupon_code: 'SAVE10', finalTotal: 81.9 });
  });

  it('Remove takes the discount away', async () => {
    routeFetch({ 'POST /api/coupons/check': () => json(200, applied) });
    renderCheckout();
    await applyCode('save10');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove coupon SAVE10' }));
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('AED 91.00');
  });

  it('cash on delivery: the order post carries the code', async () => {
    routeFetch({ 'POST /api/coupons/check': () => json(200, applied) });
    const router = renderCheckout('cod');
    await applyCode('save10');
    await screen.findByTestId('checkout-discount');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('at /payment-success');
    const state = router.state.location.state as PaymentSuccessState;
    expect(state.orderData.couponCode).toBe('SAVE10');
    expect(state.orderData.total).toBe(81.9);
    expect(orderCreationPayload(state.orderData)).toMatchObject({
      payment_method: 'cod',
      coupon_code: 'SAVE10',
    });
  });
});
