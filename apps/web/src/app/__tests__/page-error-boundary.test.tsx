import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../test/fetch-router.ts';
import { RootLayout } from '../layout/root-layout.tsx';
import { renderRouter } from '../../test/render-router.tsx';

// The whole shop frame renders around each page: slower than one component on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function BrokenPage(): never {
  throw new Error('A page that cannot render');
}

function renderShop(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <h1>Welcome page</h1> },
          { path: '/store', element: <BrokenPage /> },
          { path: '/contact', element: <Link to="/store">Open the store</Link> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  return renderRouter(router);
}

/** The page's place in the frame (queries by role over the whole frame are slow in jsdom). */
const main = () => within(document.getElementById('main')!);

beforeEach(() => {
  // The frame asks for the shop's settings; React logs the error a boundary catches.
  routeFetch({}, () => Response.json({}));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a page that throws', () => {
  it('shows a way out inside the shop frame, and the next page shows again', async () => {
    const router = renderShop('/store');
    expect(
      await main().findByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeTruthy();
    // The frame is still there around it: the header's navigation and the footer.
    expect(document.querySelector('body > div header nav')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    expect(main().getByRole('button', { name: 'Reload' })).toBeTruthy();

    fireEvent.click(main().getByRole('link', { name: 'Back to Home' }));
    expect(await main().findByRole('heading', { name: 'Welcome page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Something went wrong on this page')).toBeNull();
  });

  it('Reload reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderShop('/store');
    fireEvent.click(await main().findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page reached by a link is caught the same way', async () => {
    renderShop('/contact');
    fireEvent.click(await main().findByRole('link', { name: 'Open the store' }));
    expect(await main().findByText('Something went wrong on this page')).toBeTruthy();
  });
});
