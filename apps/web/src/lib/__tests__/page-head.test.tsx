import type { ShopSettings } from '@petshop/contracts';
import { pageHead } from '@petshop/contracts/page-heads';
import { PAGES, type PageKey } from '@petshop/contracts/pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The server's own head writer, to compare both sides (a test, never the bundle: the server code
// stays out of the web app).
import {
  missingProductHead,
  renderHead,
  tablePageHead,
} from '../../../../api/src/modules/web/page-head.ts';
import { PageProvider, usePageHead } from '../page-meta.ts';
import { settingsQueryOptions } from '../shop-settings.ts';

const settings: ShopSettings = {
  shop_name: 'Paws & Co',
  tagline: '',
  support_phone: '+971 4 555 0123',
  support_email: 'help@paws.ae',
  address: 'Marina Walk, Dubai',
  business_hours: 'Every day, 8:00 AM to 8:00 PM',
  currency: 'AED',
  payment_provider: 'simulated',
  stripe_publishable_key: null,
  delivery: { fee: 0, free_from: 0, countries: [], days: {}, days_off: [] },
};

interface HeadSeen {
  title: string;
  description: string | undefined;
  robots: string | undefined;
}

const headOf = (document: Document): HeadSeen => ({
  title: document.title,
  description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
  robots: document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content,
});

/** The head the server sends in the HTML of `page`, parsed as a browser would. */
function serverHead(page: PageKey): HeadSeen {
  const origin = 'https://shop.test';
  const head =
    page === 'product'
      ? missingProductHead('/product/424242', origin, settings)
      : tablePageHead(page === 'not-found' ? '/no-such-page' : PAGES[page].path, origin, settings)
          .head;
  const html = `<!doctype html><html><head>${renderHead(head, settings)}</head><body></body></html>`;
  return headOf(new DOMParser().parseFromString(html, 'text/html'));
}

function Head({ own }: { own?: Parameters<typeof usePageHead>[0] }) {
  usePageHead(own);
  return null;
}

/** The page as the customer moved to it from another (the visit did not begin on it). */
function showPage(page: PageKey, own?: Parameters<typeof usePageHead>[0]) {
  const client = new QueryClient();
  client.setQueryData(settingsQueryOptions().queryKey, settings);
  return render(
    <MemoryRouter initialEntries={['/earlier', '/here']} initialIndex={1}>
      <QueryClientProvider client={client}>
        <PageProvider value={page}>
          <Head own={own} />
        </PageProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // The customer arrives from another page, whose head is still in the document.
  document.head.innerHTML =
    '<title>Earlier page</title><meta name="description" content="Earlier" /><meta name="robots" content="noindex" />';
});
afterEach(cleanup);

describe('page heads from the page table', () => {
  it.each(Object.keys(PAGES) as PageKey[])(
    '%s: the web app writes the title and robots rule the server sends, and no stale description',
    (page) => {
      const server = serverHead(page);
      showPage(page);
      // The table's descriptions stay on the server (decision 138): none rather than the last page's.
      expect(headOf(document)).toEqual({ ...server, description: undefined });
      const expected = pageHead(page, settings);
      expect(server).toEqual({
        title: expected.title,
        description: expected.description,
        robots: expected.noindex ? 'noindex' : undefined,
      });
    },
  );

  it('ends titles with the shop name from the settings', () => {
    showPage('contact');
    expect(document.title).toBe('Contact Us | Paws & Co');
    cleanup();
    showPage('home');
    expect(document.title).toBe('Paws & Co');
  });

  it('gives a product its own head, and keeps the last one while it loads', () => {
    showPage('grooming');
    showPage('product', null);
    expect(document.title).toBe('Pet Grooming in Dubai | Paws & Co');
    showPage('product', { title: 'Salmon Kibble', description: 'For dogs.', noindex: false });
    expect(headOf(document)).toEqual({
      title: 'Salmon Kibble | Paws & Co',
      description: 'For dogs.',
      robots: undefined,
    });
  });

  it("keeps the server's description on the page the visit began on", async () => {
    const server = serverHead('contact');
    document.head.innerHTML = `<title>${server.title}</title><meta name="description" content="${server.description}" />`;
    // page-meta.ts reads the landing page's description when the app starts: started afresh.
    vi.resetModules();
    const fresh = await import('../page-meta.ts');
    function LandingHead() {
      fresh.usePageHead();
      return null;
    }
    const client = new QueryClient();
    client.setQueryData(settingsQueryOptions().queryKey, settings);
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <QueryClientProvider client={client}>
          <fresh.PageProvider value="contact">
            <LandingHead />
          </fresh.PageProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(headOf(document)).toEqual(server);
    expect(server.description).toBe(
      'Call, e-mail or visit us in Marina Walk, Dubai. Open Every day, 8:00 AM to 8:00 PM. Send us a message about orders, products or grooming.',
    );
  });
});
