import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, type createMemoryRouter } from 'react-router';

/** Renders a memory router with its own query client (no retries, so a failure shows at once). */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
