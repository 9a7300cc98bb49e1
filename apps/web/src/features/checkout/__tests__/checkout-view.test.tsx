import type { SavedAddress, ShopSettings } from '@petshop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutFormValues, CheckoutItem, PaymentSuccessState } from '../checkout-types.ts';
import { EMPTY_CHECKOUT_FORM } from '../checkout-validation.ts';
import { CheckoutView } from '../components/checkout-view.tsx';
import { PENDING_ORDER_KEY } from '../pending-order.ts';
import type { SavedCheckoutDetails } from '../saved-details.ts';
import { json, routeFetch } from '../../../test/fetch-router.ts';

const items: CheckoutItem[] = [
  { cart_item_id: 11, product_id: 3, name: 'Salmon Cat Food', price: 45.5, quantity: 2 },
];

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderCheckout({
  initialForm = EMPTY_CHECKOUT_FORM,
  savedDetails,
  delivery,
  savedAddresses,
}: {
  initialForm?: CheckoutFormValues;
  savedDetails?: SavedCheckoutDetails;
  delivery?: ShopSettings['delivery'];
  savedAddresses?: { addresses: SavedAddress[]; limit: number };
} = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: (
          <CheckoutView
            items={items}
            initialForm={initialForm}
            initialPaymentMethod="card"
            savedDetails={savedDetails ?? null}
            savedAddresses={savedAddresses}
          />
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/checkout'] },
  );
  const client = new QueryClient();
  // The shop's settings as loaded: free delivery (the default) unless a test says otherwise.
  client.setQueryData(['settings'], {
    delivery: delivery ?? {
      fee: 0,
      free_from: 0,
      countries: ['United Arab Emirates'],
      days: { Dubai: 1, '*': 2 },
      days_off: [],
    },
  } as ShopSettings);
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

describe('CheckoutView', () => {
  it('shows the summary with free shipping and the total', () => {
    renderCheckout();
    expect(screen.getByText('Salmon Cat Food')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('AED 91.00');
  });

  it('shows the delivery fee below the free-delivery threshold, and the arrival date', () => {
    renderCheckout({
      delivery: {
        fee: 15,
        free_from: 200,
        countries: ['United Arab Emirates'],
        days: { Dubai: 1, '*': 2 },
        days_off: [],
      },
    });
    expect(screen.getByText('AED 15.00')).toBeTruthy();
    expect(screen.getByText('Free delivery from AED 200')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('AED 106.00');
    expect(screen.getByRole('button', { name: 'Pay AED 106.00' })).toBeTruthy();
    expect(screen.getByTestId('arrives-by').textContent).toMatch(
      /^Arrives by (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/,
    );
  });

  it('asks for the emirate among the seven, and shows the one country fixed', () => {
    renderCheckout();
    const emirates = Array.from(input(/^Emirate/).querySelectorAll('option'), (o) => o.text);
    expect(emirates).toEqual([
      'Choose…',
      'Abu Dhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'Umm Al Quwain',
      'Ras Al Khaimah',
      'Fujairah',
    ]);
    expect(screen.getByText('United Arab Emirates')).toBeTruthy();
    expect(screen.queryByLabelText(/^Zip Code/)).toBeNull();
    expect(screen.queryByLabelText(/^City/)).toBeNull();
  });

  it('sent empty: the seven required messages, focus on the first; editing clears one', () => {
    renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 91.00' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(7);
    expect(document.activeElement).toBe(input(/^Emirate/));
    expect(input(/^Emirate/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(/^Street/), { target: { value: 'A' } });
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    expect(input(/^Street/).getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the email and phone format', () => {
    renderCheckout();
    fillIn();
    fireEvent.change(input(/^Email/), { target: { value: 'sara@' } });
    fireEvent.change(input(/^Phone/), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 91.00' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
  });

  it('cash on delivery: keeps the pending record and opens the confirmation with cod_payment', async () => {
    const router = renderCheckout();
    fillIn();
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('at /payment-success');
    const state = router.state.location.state as PaymentSuccessState;
    expect(state.paymentIntent).toEqual({ id: 'cod_payment', status: 'succeeded' });
    expect(state.orderData.paymentMethod).toBe('cod');
    expect(state.orderData.idempotencyKey).toMatch(/^cod_/);
    expect(JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY)!)).toEqual(state.orderData);
  });

  it('card: a refused session goes to /payment-failed with the server message', async () => {
    routeFetch({
      'POST /api/stripe/checkout': () => json(422, { message: 'Salmon Cat Food is out of stock.' }),
    });
    const router = renderCheckout();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 91.00' }));
    await screen.findByText('at /payment-failed');
    expect(router.state.location.state).toMatchObject({
      message: 'Salmon Cat Food is out of stock.',
      amount: 91,
      userId: '7',
      paymentMethod: 'card',
      contactInfo: { name: 'Sara', email: 'sara@example.ae', phone: '+971 50 123 4567' },
    });
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it("offers a returning customer's details in the empty fields, and sends them", async () => {
    renderCheckout({
      initialForm: { ...EMPTY_CHECKOUT_FORM, emirate: 'Sharjah' },
      savedDetails: {
        emirate: 'Dubai',
        area: 'Al Jaddaf',
        street: 'Al Jaddaf Street',
        building: 'Villa 12',
        flat: 'Annex 2',
        landmark: '',
        country: 'United Arab Emirates',
        name: 'Sara Al Mansouri',
        email: 'sara@example.ae',
        phone: '+971501234567',
      },
    });
    // What the form opened with wins; saved details fill the rest.
    expect(input(/^Emirate/).value).toBe('Sharjah');
    expect(input(/^Area/).value).toBe('Al Jaddaf');
    expect(input(/^Street/).value).toBe('Al Jaddaf Street');
    expect(input(/^Building or Villa/).value).toBe('Villa 12');
    expect(input(/^Flat or Office/).value).toBe('Annex 2');
    expect(input(/^Landmark/).value).toBe('');
    expect(input(/^Full Name/).value).toBe('Sara Al Mansouri');
    // A field the customer edits keeps their text, even when they empty it.
    fireEvent.change(input(/^Flat or Office/), { target: { value: '' } });
    expect(input(/^Flat or Office/).value).toBe('');
    fireEvent.change(input(/^Phone/), { target: { value: '+971 55 000 1111' } });

    const { calls } = routeFetch({
      'POST /api/stripe/checkout': () => json(422, { message: 'Salmon Cat Food is out of stock.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 91.00' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      customer_info: {
        name: 'Sara Al Mansouri',
        email: 'sara@example.ae',
        phone: '+971 55 000 1111',
      },
      // The UAE fields and the spec's beside them (decision 045).
      delivery_address: expect.objectContaining({
        emirate: 'Sharjah',
        area: 'Al Jaddaf',
        building: 'Villa 12',
        flat: '',
        city: 'Sharjah',
        houseNumber: 'Villa 12',
        street: 'Al Jaddaf Street',
        country: 'United Arab Emirates',
      }),
    });
  });

  it('card: without a user id the pre-check stops it before any call', async () => {
    localStorage.removeItem('userId');
    const { calls } = routeFetch();
    const router = renderCheckout();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 91.00' }));
    await waitFor(() =>
      expect(router.state.location.state).toMatchObject({
        message: 'User ID is missing. Please login again.',
      }),
    );
    expect(calls).toHaveLength(0);
  });

  describe('with saved addresses (issue 21)', () => {
    const saved = (id: number, extra: Partial<SavedAddress>): SavedAddress => ({
      id,
      label: null,
      recipient_name: 'Sara Khan',
      phone: '+971 50 111 2222',
      emirate: 'Dubai',
      area: 'Al Barsha 1',
      street: 'Street 12',
      building: 'Villa 7',
      flat: null,
      landmark: null,
      is_default: false,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      ...extra,
    });
    const book = {
      addresses: [
        saved(2, { label: 'Office', emirate: 'Sharjah', area: 'Al Majaz 2', is_default: true }),
        saved(1, { label: 'Home', flat: 'Flat 3' }),
      ],
      limit: 20,
    };

    it('preselects the default and orders to its fields, received by its recipient', async () => {
      const router = renderCheckout({ savedAddresses: book });
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Office/ }).checked).toBe(true);
      expect(screen.queryByLabelText(/^Area/)).toBeNull();
      expect(screen.queryByLabelText('Save this address to my account')).toBeNull();
      expect(input(/^Full Name/).value).toBe('Sara Khan');
      fireEvent.change(input(/^Email/), { target: { value: 'sara@example.ae' } });
      fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await screen.findByText('at /payment-success');
      const { orderData } = router.state.location.state as PaymentSuccessState;
      expect(orderData.deliveryAddress).toMatchObject({
        emirate: 'Sharjah',
        area: 'Al Majaz 2',
        street: 'Street 12',
        building: 'Villa 7',
        flat: '',
        country: 'United Arab Emirates',
      });
      expect(orderData.customerInfo).toEqual({
        name: 'Sara Khan',
        email: 'sara@example.ae',
        phone: '+971 50 111 2222',
      });
      expect(orderData.saveAddress).toBeUndefined();
    });

    it('"Use a new address" shows the fields and can save the address with the order', async () => {
      const router = renderCheckout({ savedAddresses: book });
      fireEvent.click(screen.getByRole('radio', { name: 'Use a new address' }));
      fillIn();
      fireEvent.click(screen.getByLabelText('Save this address to my account'));
      fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await screen.findByText('at /payment-success');
      const { orderData } = router.state.location.state as PaymentSuccessState;
      expect(orderData.deliveryAddress).toMatchObject({ emirate: 'Dubai', area: 'Al Jaddaf' });
      expect(orderData.saveAddress).toBe(true);
    });

    it('does not offer to save into a full address book', () => {
      renderCheckout({ savedAddresses: { ...book, limit: 2 } });
      fireEvent.click(screen.getByRole('radio', { name: 'Use a new address' }));
      expect(screen.getByLabelText(/^Area/)).toBeTruthy();
      expect(screen.queryByLabelText('Save this address to my account')).toBeNull();
    });
  });
});
