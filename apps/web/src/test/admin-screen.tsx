import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setStaffSession, type StaffSession } from '../features/admin/staff-session.ts';

// What the back office's screen tests share: a signed-in member of staff, and a screen rendered
// with a fresh query client (no retries, so a failure shows at once) inside a memory router.

/** Signs a member of staff in (a staff member "S" unless told otherwise). */
export function signInStaff(staff: Partial<StaffSession['staff']> = {}, token = 'staff-tok') {
  setStaffSession({
    token,
    staff: {
      id: 1,
      email: 's@shop.ae',
      name: 'S',
      role: 'staff',
      isActive: true,
      hasPassword: true,
      ...staff,
    },
  });
}

/** A query client for one test: no retries. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders a piece of the back office in a memory router opened at `path`. */
export function renderAdmin(ui: ReactNode, path = '/') {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders a screen mounted at `route` (e.g. "/admin/orders/*"), opened at `path`. */
export function renderAdminRoute(route: string, screen: ReactNode, path: string) {
  return renderAdmin(
    <Routes>
      <Route path={route} element={screen} />
    </Routes>,
    path,
  );
}
