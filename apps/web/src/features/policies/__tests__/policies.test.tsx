import { i18n } from '@lingui/core';
import { PAGES } from '@petshop/contracts/pages';
import { PAGES_AR } from '@petshop/contracts/pages-ar';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import delivery from '../../../content/policies/delivery.md';
import privacy from '../../../content/policies/privacy.md';
import returns from '../../../content/policies/returns.md';
import terms from '../../../content/policies/terms.md';
import deliveryAr from '../../../content/policies/ar/delivery.md';
import privacyAr from '../../../content/policies/ar/privacy.md';
import returnsAr from '../../../content/policies/ar/returns.md';
import termsAr from '../../../content/policies/ar/terms.md';
import { settingsQueryOptions } from '../../../lib/shop-settings.ts';
import { PolicyPage } from '../components/policy-page.tsx';
import { fillPolicy, withLanguageLinks } from '../policy-text.ts';
import { loadPolicy } from '../policy-texts.ts';

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

const arabicPolicies = [
  ['policy-returns', returnsAr, returns],
  ['policy-delivery', deliveryAr, delivery],
  ['policy-privacy', privacyAr, privacy],
  ['policy-terms', termsAr, terms],
] as const;

/** Runs `check` with the shop in Arabic, then puts English back. */
function inArabic(check: () => void) {
  i18n.loadAndActivate({ locale: 'ar', messages: {} });
  try {
    check();
  } finally {
    i18n.activate('en');
  }
}

describe('the policy pages in Arabic', () => {
  it.each(arabicPolicies)(
    '%s: one heading, the Arabic page table’s title, the English sections, no placeholder left',
    (key, html, english) => {
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain(`<h1>${PAGES_AR[key].title}</h1>`);
      expect(html).not.toMatch(/\b(the|and|your|we)\b/i);
      // Section for section, placeholder for placeholder, link for link.
      expect(html.match(/<h2>/g)).toHaveLength(english.match(/<h2>/g)!.length);
      const placeholders = (text: string) => text.match(/\{[a-z_]+\}/g)?.sort();
      expect(placeholders(html)).toEqual(placeholders(english));
      const links = (text: string) => [...text.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
      expect(links(html)).toEqual(links(english));
      expect(fillPolicy(html, settings)).not.toMatch(/\{[a-z_]+\}/);
    },
  );

  it('keeps the promises’ numbers: 14 days, 48 hours, 5 to 10 working days, the PDPL', () => {
    expect(returnsAr).toContain('<strong>14 يومًا من التوصيل</strong>');
    expect(returnsAr).toContain('<strong>5 إلى 10 أيام عمل</strong>');
    expect(returnsAr).toContain('<strong>تحويل بنكي</strong>');
    expect(deliveryAr).toContain('الإمارات السبع');
    expect(deliveryAr).toContain('48 ساعة');
    expect(privacyAr).toContain('رقم 45 لسنة 2021');
  });

  it('links to the Arabic pages and keeps the phone left to right', () => {
    inArabic(() => {
      expect(withLanguageLinks(fillPolicy(returnsAr, settings))).toContain(
        '<a href="/ar/policies/delivery">معلومات التوصيل</a>',
      );
      expect(fillPolicy('<p>{support_phone}</p>', settings)).toBe(
        '<p><a href="tel:+97145550123" dir="ltr">+971 4 555 0123</a></p>',
      );
    });
    expect(withLanguageLinks('<a href="/contact">')).toBe('<a href="/contact">');
  });

  it('loads each policy in the language asked for', async () => {
    expect(await loadPolicy('terms', 'ar')).toBe(termsAr);
    expect(await loadPolicy('terms', 'en')).toBe(terms);
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
