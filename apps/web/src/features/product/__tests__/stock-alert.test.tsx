import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { StockAlert } from '../components/stock-alert.tsx';

const soldOut = [
  { id: 11, name: '2 kg', stock: 0 },
  { id: 12, name: '12 kg', stock: 0 },
];

function renderAlert(sizes = soldOut) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <StockAlert productId={5} sizes={sizes} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("Notify me when it's back", () => {
  it('shows nothing while every size is in stock', () => {
    renderAlert([{ id: 11, name: '2 kg', stock: 3 }]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes a visitor’s e-mail, checked as the server does, for any size', async () => {
    const fetch = routeFetch({
      'POST /api/products/5/stock-alerts': () =>
        json(200, {
          product_id: 5,
          size_id: null,
          email: 'sara@example.com',
          message: 'We will e-mail sara@example.com when it is back.',
        }),
    });
    renderAlert();
    fireEvent.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    const email = await screen.findByLabelText('Your e-mail');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);

    fireEvent.change(email, { target: { value: ' Sara@Example.com ' } });
    fireEvent.click(await screen.findByRole('button', { name: "Notify me when it's back" }));
    expect(
      await screen.findByText('We will e-mail sara@example.com when it is back.'),
    ).toBeTruthy();
    expect(fetch.calls[0]!.body).toEqual({ email: 'Sara@Example.com', size_id: null });
  });

  it('lets a customer choose the sold-out size and says when they already wait', async () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem(
      'userData',
      JSON.stringify({ id: 1, name: 'Sara', email: 'sara@example.com', token: 'a-token' }),
    );
    const fetch = routeFetch({
      'GET /api/products/5/stock-alerts': () => json(200, { size_ids: [13] }),
      'POST /api/products/5/stock-alerts': () =>
        json(200, {
          product_id: 5,
          size_id: 12,
          email: 'sara@example.com',
          message: 'We will e-mail sara@example.com when it is back.',
        }),
    });
    renderAlert([
      { id: 11, name: '2 kg', stock: 4 },
      { id: 12, name: '12 kg', stock: 0 },
      { id: 13, name: '20 kg', stock: 0 },
    ]);
    const size = await screen.findByLabelText<HTMLSelectElement>('Size you are waiting for');
    expect([...size.options].map((option) => option.text)).toEqual(['12 kg', '20 kg']);
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
    fireEvent.change(size, { target: { value: '13' } });
    expect(
      await screen.findByText('We will e-mail sara@example.com when it is back.'),
    ).toBeTruthy();

    fireEvent.change(size, { target: { value: '12' } });
    const notify = screen.getByRole<HTMLButtonElement>('button', {
      name: "Notify me when it's back",
    });
    await waitFor(() => expect(notify.disabled).toBe(false));
    fireEvent.click(notify);
    expect(
      await screen.findByText('We will e-mail sara@example.com when it is back.'),
    ).toBeTruthy();
    expect(fetch.calls.find((call) => call.method === 'POST')?.body).toEqual({ size_id: 12 });
  });
});
