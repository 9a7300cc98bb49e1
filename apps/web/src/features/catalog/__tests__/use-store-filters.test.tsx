import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStoreFilters } from '../hooks/use-store-filters.ts';

/** The hook inside a memory router at `url`; the router tells where the address went. */
function renderFilters(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/store', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useStoreFilters(), { wrapper });
  return { ...hook, address: () => router.state.location.search };
}

describe('useStoreFilters', () => {
  it('keeps a filter just clicked when an older render then moves the page', () => {
    // An old link past the last page: the store moves it to the last page in an effect, which may
    // run just after the customer's first click, with the actions of the render before it.
    const { result, address } = renderFilters('/store?petTypes=CAT&page=2');
    const before = result.current;
    act(() => {
      before.toggleProductType('Food');
      before.setPage(1, { replace: true });
    });
    expect(address()).toBe('?petTypes=CAT&productTypes=Food');
    expect(result.current.filters.productTypes).toEqual(['Food']);
  });

  it('builds each later change on the address the last one reached', () => {
    const { result, address } = renderFilters('/store');
    act(() => result.current.togglePetType('DOG'));
    expect(address()).toBe('?petTypes=DOG');
    act(() => result.current.togglePetType('CAT'));
    expect(address()).toBe('?petTypes=DOG%2CCAT');
    act(() => result.current.clearAll());
    expect(address()).toBe('');
    expect(result.current.filters.petTypes).toEqual([]);
  });
});
