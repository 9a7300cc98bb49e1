import { PAGES } from '@petshop/contracts/pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import delivery from '../../../content/policies/delivery.md';
import privacy from '../../../content/policies/privacy.md';
import returns from '../../../content/policies/returns.md';
import terms from '../../../content/policies/terms.md';
import { settingsQueryOptions } from '../../../lib/shop-settings.ts';
import { PolicyPage } from '../components/policy-page.tsx';
import { fillPolicy } from '../policy-text.ts';

afterEach(cleanup);

const settings = {
  shop_name: 'Paws & Co',
  tagline: '',
  support_phone: '+971 4 555 0123',
  support_email: 'help@paws.ae',
  address: 'Marina Walk, Dubai',
  business_hours: '',
  currency: 'AED',
  payment_provider: 'simulated' as const,
  stripe_publishable_key: null,
  whatsapp_number: null,
  delivery: { fee: 0, free_from: 0, countries: ['United Arab Emirates'], days: {}, days_off: [] },
};

const policies = [
  ['policy-returns', returns],
  ['policy-delivery', delivery],
  ['policy-privacy', privacy],
  ['policy-terms', terms],
] as const;

describe('the policy pages’ Markdown (built to HTML at build time)', () => {
  it.each(policies)(
    '%s: one heading, the page table’s title, and no placeholder left',
    (key, html) => {
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain(`<h1>${PAGES[key].title}</h1>`);
      expect(html).toMatch(/<h2>/);
      const filled = fillPolicy(html, settings);
      expect(filled).not.toMatch(/\{[a-z_]+\}/);
      // Links between pages point at pages the shop has.
      const shopPaths = new Set(Object.values(PAGES).map((page) => page.path as string));
      for (const [, href] of filled.matchAll(/href="(\/[^"]*)"/g)) {
        expect(shopPaths.has(href!)).toBe(true);
      }
    },
  );

  it('says what the issue promises: 14 days, 5 to 10 working days, bank transfer, PDPL', () => {
    expect(returns).toContain('<strong>14 days of delivery</strong>');
    expect(returns).toContain('<strong>5 to 10 working days</strong>');
    expect(returns).toContain('<strong>bank transfer</strong>');
    expect(delivery).toContain('all seven emirates');
    expect(privacy).toContain('Federal Decree-Law No. 45 of 2021');
  });

  it('fills in the shop’s settings, escaped, with its e-mail and phone as links', () => {
    const filled = fillPolicy('<p>{shop_name}: {support_email}, {support_phone}</p>', settings);
    expect(filled).toBe(
      '<p>Paws &#38; Co: <a href="mailto:help@paws.ae">help@paws.ae</a>, <a href="tel:+97145550123">+971 4 555 0123</a></p>',
    );
    expect(fillPolicy('<p>{support_email}</p>', undefined)).toBe('<p>our support e-mail</p>');
  });
});

describe('PolicyPage', () => {
  it('shows the policy and moves to another shop page in the app on a link', async () => {
    const client = new QueryClient();
    client.setQueryData(settingsQueryOptions().queryKey, settings);
    const router = createMemoryRouter(
      [
        { path: '/policies/returns', element: <PolicyPage html={returns} /> },
        { path: '/policies/delivery', element: <p>Delivery page</p> },
      ],
      { initialEntries: ['/policies/returns'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Returns and Refunds' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@paws.ae' }).getAttribute('href')).toBe(
      'mailto:help@paws.ae',
    );
    fireEvent.click(screen.getByRole('link', { name: 'delivery information' }));
    expect(await screen.findByText('Delivery page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/policies/delivery');
  });
});
