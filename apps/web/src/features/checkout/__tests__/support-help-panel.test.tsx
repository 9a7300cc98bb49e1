import type { ShopSettings } from '@petshop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsQueryOptions } from '../../../lib/shop-settings.ts';
import { routeFetch } from '../../../test/fetch-router.ts';
import { SupportHelpPanel } from '../components/support-help-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(panel: ReactNode, settings?: ShopSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (settings) client.setQueryData(settingsQueryOptions().queryKey, settings);
  // Settings not given stay loading: their request never answers.
  routeFetch({ 'GET /api/settings': () => new Promise<Response>(() => undefined) });
  render(<QueryClientProvider client={client}>{panel}</QueryClientProvider>);
}

const settings: ShopSettings = {
  shop_name: 'Pet Shop',
  tagline: '',
  support_phone: '+971 4 555 0123',
  support_email: 'help@shop.ae',
  address: '',
  business_hours: '',
  currency: 'AED',
  payment_provider: 'simulated',
  stripe_publishable_key: null,
  delivery: { fee: 0, free_from: 0, countries: [], days: {}, days_off: [] },
};

describe('SupportHelpPanel', () => {
  it('links the shop’s phone and e-mail and drafts a mail that names the order', () => {
    renderPanel(
      <SupportHelpPanel
        title="Need help with your order?"
        headingId="help"
        mail={{ orderId: '#ORD-000042', transactionId: 'pi_123' }}
      />,
      settings,
    );
    const panel = screen.getByRole('region', { name: 'Need help with your order?' });
    expect(within(panel).getByRole('link', { name: '+971 4 555 0123' }).getAttribute('href')).toBe(
      'tel:+97145550123',
    );
    expect(within(panel).getByRole('link', { name: 'help@shop.ae' }).getAttribute('href')).toBe(
      'mailto:help@shop.ae',
    );
    const draft = decodeURIComponent(
      within(panel).getByRole('link', { name: 'Contact Support' }).getAttribute('href')!,
    );
    expect(draft).toMatch(/^mailto:help@shop\.ae\?subject=Help with order #ORD-000042/);
    expect(draft).toContain('Transaction ID: pi_123');
  });

  it('shows its introduction and the subject it is given', () => {
    renderPanel(
      <SupportHelpPanel
        title="Need Help?"
        headingId="help"
        intro="Our team is happy to help you finish your order."
        mail={{ subject: 'Problem paying for my order' }}
      />,
      settings,
    );
    expect(screen.getByText('Our team is happy to help you finish your order.')).toBeTruthy();
    const draft = decodeURIComponent(
      screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')!,
    );
    expect(draft).toContain('subject=Problem paying for my order');
  });

  it('offers a WhatsApp chat naming the order when the shop has a number, and none without', () => {
    const help = (
      <SupportHelpPanel title="Need Help?" headingId="help" mail={{ orderId: '#ORD-000042' }} />
    );
    renderPanel(help, settings);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    cleanup();

    renderPanel(help, { ...settings, whatsapp_number: '971501234567' });
    const chat = screen.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    expect(chat.getAttribute('href')).toBe(
      `https://wa.me/971501234567?text=${encodeURIComponent('Hello, I have a question about my order #ORD-000042.')}`,
    );
  });

  it('says Loading... for the phone and e-mail until the settings arrive', () => {
    renderPanel(<SupportHelpPanel title="Need Help?" headingId="help" mail={{}} />);
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeTruthy();
  });
});
