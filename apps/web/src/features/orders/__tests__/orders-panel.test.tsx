import type { Order } from '@petshop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../test/fetch-router.ts';
import { OrdersPanel } from '../components/orders-panel.tsx';
import { renderRouter } from '../../../test/render-router.tsx';

function order(id: number, status: string, createdAt: string, extra: Partial<Order> = {}) {
  return {
    id,
    order_number: `ORD-00000${id}`,
    status,
    total: 50 * id,
    total_price: 50 * id,
    subtotal: 50 * id,
    shipping_cost: 0,
    tax: 0,
    discount: 0,
    currency: 'AED',
    created_at: createdAt,
    placed_at: createdAt,
    shipping_address: `Villa ${id}, Al Jaddaf Street, Dubai, UAE`,
    shipping_street: 'Al Jaddaf Street',
    shipping_house_number: `Villa ${id}`,
    shipping_city: 'Dubai',
    shipping_state: 'Dubai',
    shipping_postal_code: null,
    shipping_country: 'UAE',
    customer_name: 'Sara',
    customer_phone: '+971 50 123 4567',
    payment_method: 'cod',
    payment_status: 'pending',
    transaction_id: null,
    tracking_number: null,
    shipping_carrier: null,
    notes: null,
    order_items: [
      {
        id: id * 10,
        product_id: 3,
        product_name: `Cat Food ${id}`,
        description: 'Tasty',
        quantity: 2,
        price: 25 * id,
        unit_price: 25 * id,
        total: 50 * id,
        image: 'products/cat.jpg',
        sku: 'CF-1',
        variant: '2 kg',
        size: '2 kg',
      },
    ],
    ...extra,
  } as unknown as Order;
}

const stubFetch = (answer: (url: string) => Response) =>
  routeFetch({}, ({ url }) => answer(url)).fetch;

function renderPanel() {
  const router = createMemoryRouter([{ path: '/profile', element: <OrdersPanel /> }], {
    initialEntries: ['/profile'],
  });
  renderRouter(router);
}

/** The one order listed and fetched again in full: open its details dialog. */
async function openDetails(listed: unknown, name: string) {
  stubFetch((url) =>
    url.endsWith('/orders')
      ? Response.json({ success: true, data: [listed] })
      : Response.json({ success: true, data: listed }),
  );
  renderPanel();
  fireEvent.click(await screen.findByRole('button', { name: /View Details/ }));
  return screen.getByRole('dialog', { name });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('isAuthenticated', 'true');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Orders', () => {
  const older = order(1, 'delivered', '2025-01-01T10:00:00.000Z', { tracking_number: 'TRK-1' });
  const newer = order(2, 'shipped', '2025-02-01T10:00:00.000Z');

  it('lists orders newest first with the count, status, total, address and tracking', async () => {
    stubFetch((url) =>
      url.endsWith('/orders')
        ? Response.json({ success: true, data: [older, newer] })
        : Response.json({}),
    );
    renderPanel();
    const rows = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      '#ORD-000002',
      '#ORD-000001',
    ]);
    expect(screen.getByText('2 orders')).toBeTruthy();
    expect(within(rows[0]!).getByText('Shipped')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: 'Reorder' })).toBeNull();
    expect(within(rows[1]!).getByText('Delivered')).toBeTruthy();
    expect(within(rows[1]!).getByText('AED 50.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('TRK-1')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Reorder' })).toBeTruthy();
  });

  it('Reorder puts the order back in the cart and says what could not come back', async () => {
    const reordered = vi.fn();
    const { calls } = routeFetch({
      'GET /api/orders': () => Response.json({ success: true, data: [older] }),
      'POST /api/orders/1/reorder': () =>
        Response.json({
          success: true,
          message:
            "1 item was added to your cart at today's prices. Not added: Bed (out of stock).",
          added: [{ name: 'Kibble (2 kg)', quantity: 1 }],
          unavailable: [{ name: 'Bed', reason: 'out of stock' }],
        }),
    });
    const router = createMemoryRouter(
      [{ path: '/profile', element: <OrdersPanel onReordered={reordered} /> }],
      { initialEntries: ['/profile'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(
      (await screen.findByText(/1 item was added to your cart at today's prices\./)).textContent,
    ).toBe(
      "1 item was added to your cart at today's prices. Not added: Bed (out of stock). View cart",
    );
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(calls.map((call) => call.key)).toContain('POST /api/orders/1/reorder');
    expect(reordered).toHaveBeenCalledTimes(1);
  });

  it('empty: No orders found with Start Shopping', async () => {
    stubFetch(() => Response.json({ success: true, data: [] }));
    renderPanel();
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/');
  });

  it('error: the server message with Retry', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? Response.json({ message: 'Orders are resting' }, { status: 429 })
        : Response.json({ success: true, data: [] });
    });
    renderPanel();
    expect(await screen.findByText('Orders are resting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it('View Details: an accessible dialog that traps focus and closes on Escape', async () => {
    stubFetch((url) =>
      url.endsWith('/orders')
        ? Response.json({ success: true, data: [newer] })
        : Response.json({ success: true, data: { ...newer, notes: 'Leave at the door' } }),
    );
    renderPanel();
    const view = await screen.findByRole('button', { name: /View Details/ });
    view.focus();
    fireEvent.click(view);
    const dialog = screen.getByRole('dialog', { name: 'Order #ORD-000002' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(await within(dialog).findByText('Leave at the door')).toBeTruthy();
    expect(within(dialog).getByText('Cat Food 2')).toBeTruthy();
    expect(within(dialog).getByText('AED 50.00 × 2')).toBeTruthy();
    expect(within(dialog).getByText('Variant: 2 kg · SKU: CF-1')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Cat Food 2' }).getAttribute('src')).toBe(
      '/storage/products/cat.jpg',
    );
    // Shipping 0 is not listed; the total is.
    expect(within(dialog).queryByText('Shipping')).toBeNull();
    // Cash on delivery not yet paid: the total is what to hand over, the method and status in words.
    expect(within(dialog).getByText('Total to pay on delivery')).toBeTruthy();
    expect(within(dialog).getByText('Cash on delivery')).toBeTruthy();
    expect(within(dialog).getByText('To pay on delivery')).toBeTruthy();
    expect(within(dialog).queryByText(/\bcod\b|pending/)).toBeNull();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Close order details' }),
    );
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    const closeFooter = within(dialog).getByRole('button', { name: 'Close' });
    closeFooter.focus();
    fireEvent.keyDown(closeFooter, { key: 'Tab' });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Close order details' }),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(closeFooter);
    fireEvent.keyDown(closeFooter, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(view);
  });

  it('View Details lists the refunds: amount, day, how, the items, and the payment status', async () => {
    const refunded = order(3, 'delivered', '2025-03-01T10:00:00.000Z', {
      payment_method: 'card',
      payment_status: 'partially_refunded',
      shipping_cost: 15,
      refunded_total: 40,
      refunds: [
        {
          id: 7,
          amount: 40,
          shipping: 15,
          method: 'card',
          status: 'refunded',
          created_at: '2025-03-05T08:00:00.000Z',
          refunded_at: '2025-03-05T08:00:05.000Z',
          lines: [
            {
              order_item_id: 30,
              product_name: 'Cat Food 3',
              size: '2 kg',
              quantity: 1,
              amount: 25,
            },
          ],
        },
      ],
    });
    const dialog = await openDetails(refunded, 'Order #ORD-000003');
    const refunds = await within(dialog).findByRole('region', { name: 'Refunds' });
    const [entry] = within(refunds).getAllByRole('listitem');
    expect(entry!.textContent).toContain('AED 40.00');
    expect(within(refunds).getByText('Refunded')).toBeTruthy();
    expect(within(refunds).getByText('5 March 2025 · To the card')).toBeTruthy();
    expect(within(refunds).getByText('1 × Cat Food 3 (2 kg): AED 25.00')).toBeTruthy();
    expect(within(refunds).getByText('Delivery fee: AED 15.00')).toBeTruthy();
    expect(within(refunds).getByText('Refunded in total').nextElementSibling!.textContent).toBe(
      'AED 40.00',
    );
    expect(within(dialog).getByText('Partially refunded')).toBeTruthy();
    expect(within(dialog).getByText('Total Paid')).toBeTruthy();
  });

  it('View Details writes the whole UAE address, as the back office does, and the packaging (issue 27)', async () => {
    const uae = order(4, 'processing', '2025-04-01T10:00:00.000Z', {
      shipping_flat: 'Flat 1204',
      shipping_building: 'Al Majaz Tower',
      shipping_house_number: 'Al Majaz Tower',
      shipping_street: 'Corniche Street',
      shipping_area: 'Al Majaz 2',
      shipping_landmark: 'Near Circle Mall',
      shipping_emirate: 'Sharjah',
      shipping_city: 'Sharjah',
      shipping_state: 'Sharjah',
      shipping_country: 'United Arab Emirates',
    });
    const packed = {
      ...uae,
      order_items: uae.order_items.map((item) => ({ ...item, packaging: 'Resealable bag' })),
    };
    const dialog = await openDetails(packed, 'Order #ORD-000004');
    const address = await within(dialog).findByRole('region', { name: 'Shipping address' });
    expect([...address.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual(
      [
        'Sara',
        'Flat 1204, Al Majaz Tower, Corniche Street',
        'Al Majaz 2, Near Circle Mall',
        'Sharjah',
        'United Arab Emirates',
        '+971 50 123 4567',
      ],
    );
    expect(within(dialog).getByText('Packaging: Resealable bag')).toBeTruthy();
  });

  it('detail without a token: Authentication required, with Retry', async () => {
    stubFetch(() => Response.json({ success: true, data: [newer] }));
    renderPanel();
    const view = await screen.findByRole('button', { name: /View Details/ });
    localStorage.removeItem('token');
    fireEvent.click(view);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Authentication required')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
