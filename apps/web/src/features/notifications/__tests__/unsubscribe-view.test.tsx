import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { UnsubscribeView } from '../components/unsubscribe-view.tsx';

function renderAt(address: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <UnsubscribeView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/unsubscribe', () => {
  it('stops a list with one press, not on opening, and without a session', async () => {
    localStorage.setItem('token', 'someone-else');
    const fetch = routeFetch({
      'POST /api/mail-preferences/unsubscribe': () =>
        json(200, { list: 'offers', message: 'You will no longer get offers by e-mail.' }),
    });
    renderAt('/unsubscribe?token=tok-1&list=offers');
    expect(screen.getByRole('heading', { name: 'Stop e-mails: Offers?' })).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer get offers by e-mail.')).toBeTruthy();
    expect(fetch.calls[0]!.body).toEqual({ token: 'tok-1', list: 'offers' });
    expect(new Headers(fetch.calls[0]!.init.headers).get('Authorization')).toBeNull();
    expect(localStorage.getItem('token')).toBe('someone-else');
  });

  it("stops one back-in-stock alert and says the server's refusal in words", async () => {
    const fetch = routeFetch({
      'POST /api/stock-alerts/unsubscribe': () =>
        json(404, {
          message: 'This link is no longer valid. The alert may already have been sent or stopped.',
        }),
    });
    renderAt('/unsubscribe?alert=al-9');
    fireEvent.click(screen.getByRole('button', { name: 'Stop this alert' }));
    expect(
      await screen.findByText(
        'This link is no longer valid. The alert may already have been sent or stopped.',
      ),
    ).toBeTruthy();
    expect(fetch.calls[0]!.body).toEqual({ token: 'al-9' });

    fetch.routes['POST /api/stock-alerts/unsubscribe'] = () =>
      json(200, {
        product_name: 'Dunebark Adult 2 kg',
        message: 'You will not get an e-mail about this product.',
      });
    fireEvent.click(screen.getByRole('button', { name: 'Stop this alert' }));
    expect(
      await screen.findByText(
        'Dunebark Adult 2 kg: You will not get an e-mail about this product.',
      ),
    ).toBeTruthy();
  });

  it('says when the link lacks its token or names an unknown list', () => {
    routeFetch();
    renderAt('/unsubscribe?token=tok-1&list=order_updates');
    expect(
      screen.getByText('This link is incomplete. Please open it again from the e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
