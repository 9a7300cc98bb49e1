import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { StaffPermission } from '@petshop/contracts/admin';
import type { IconName } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StaffForgotPasswordPage, StaffResetPasswordPage } from './auth/forgot-password-pages.tsx';
import { LoginPage } from './auth/login-page.tsx';
import { SetPasswordPage } from './auth/set-password-page.tsx';
import { TwoFactorGate } from './security/two-factor-gate.tsx';
import { useMyAccount } from './staff/my-permissions.ts';
import { useStaffSession } from './staff-session.ts';
import { adminPaths } from './admin-paths.ts';

/** A screen of the back office: its path under /admin, its entry in the navigation, its code. */
export interface AdminScreen {
  path: string;
  label: string;
  icon: IconName;
  /** Shown to owners only (the API refuses staff with 403 anyway). */
  ownerOnly?: boolean;
  /** Shown to owners and to staff the owner gave this permission (decision 076). */
  permission?: StaffPermission;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The back office's screens in navigation order; each is its own chunk. Add a screen here: the
 * layout lists it and the router shows it. The first one a person may see is the start screen.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: 'today',
    label: 'Today',
    icon: 'zap',
    Page: lazy(() => import('./dashboard/dashboard-page.tsx')),
  },
  {
    path: 'orders',
    label: 'Orders',
    icon: 'receipt',
    Page: lazy(() => import('./orders/orders-screen.tsx')),
  },
  {
    path: 'bookings',
    label: 'Bookings',
    icon: 'calendar',
    Page: lazy(() => import('./bookings/bookings-screen.tsx')),
  },
  {
    path: 'grooming-setup',
    label: 'Grooming setup',
    icon: 'scissors',
    ownerOnly: true,
    Page: lazy(() => import('./grooming-setup/grooming-setup-page.tsx')),
  },
  {
    path: 'calendar',
    label: 'Calendar',
    icon: 'clock',
    Page: lazy(() => import('./calendar/calendar-page.tsx')),
  },
  {
    path: 'customers',
    label: 'Customers',
    icon: 'user-circle',
    Page: lazy(() => import('./customers/customers-screen.tsx')),
  },
  {
    path: 'coupons',
    label: 'Coupons',
    icon: 'ticket',
    Page: lazy(() => import('./coupons/coupons-screen.tsx')),
  },
  {
    path: 'reviews',
    label: 'Reviews',
    icon: 'star',
    Page: lazy(() => import('./reviews/reviews-screen.tsx')),
  },
  {
    path: 'products',
    label: 'Products',
    icon: 'package',
    Page: lazy(() => import('./products/products-screen.tsx')),
  },
  {
    path: 'import',
    label: 'Import and export',
    icon: 'refresh',
    Page: lazy(() => import('./import/import-page.tsx')),
  },
  {
    path: 'staff',
    label: 'Staff',
    icon: 'user',
    permission: 'staff',
    Page: lazy(() => import('./staff/staff-page.tsx')),
  },
  {
    path: 'activity',
    label: 'Activity',
    icon: 'clock',
    ownerOnly: true,
    Page: lazy(() => import('./audit/audit-page.tsx')),
  },
  {
    path: 'jobs',
    label: 'Jobs',
    icon: 'play',
    ownerOnly: true,
    Page: lazy(() => import('./jobs/jobs-page.tsx')),
  },
];

/** The staff member's own devices and two-factor sign-in: not in the menu, under their name. */
const SecurityPage = lazy(() => import('./security/security-page.tsx'));

export const screensFor = (role: 'owner' | 'staff', permissions: readonly StaffPermission[] = []) =>
  ADMIN_SCREENS.filter(
    (screen) =>
      role === 'owner' ||
      (!screen.ownerOnly && (!screen.permission || permissions.includes(screen.permission))),
  );

function ScreenLoading() {
  return (
    <div className="flex justify-center py-24" role="status">
      <Spinner />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** /admin/*: the log-in screens without a staff session, the back office with one. */
export function AdminRoutes() {
  const session = useStaffSession();
  const me = useMyAccount(session !== null);
  if (!session) {
    return (
      <Routes>
        <Route path="set-password" element={<SetPasswordPage />} />
        <Route path="forgot-password" element={<StaffForgotPasswordPage />} />
        <Route path="reset-password" element={<StaffResetPasswordPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<LoginPage />} />
      </Routes>
    );
  }
  const screens = screensFor(
    me.data?.role ?? session.staff.role,
    me.data?.permissions ?? session.staff.permissions,
  );
  return (
    <Routes>
      <Route path="set-password" element={<SetPasswordPage />} />
      <Route path="reset-password" element={<StaffResetPasswordPage />} />
      <Route path="login" element={<Navigate to={adminPaths.home()} replace />} />
      <Route element={<TwoFactorGate screens={screens} />}>
        <Route
          path="security"
          element={
            <Suspense fallback={<ScreenLoading />}>
              <SecurityPage />
            </Suspense>
          }
        />
        {screens.map(({ path, Page }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={
              <Suspense fallback={<ScreenLoading />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route
          index
          element={screens[0] ? <Navigate to={screens[0].path} replace /> : <NoScreens />}
        />
        <Route path="*" element={<UnknownScreen />} />
      </Route>
    </Routes>
  );
}

function NoScreens() {
  return <p className="py-16 text-center text-gray-600">Your account has no screens yet.</p>;
}

function UnknownScreen() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-xl font-bold text-ink">This screen does not exist</h1>
      <p className="mt-2 text-gray-600">Choose a screen from the menu.</p>
    </div>
  );
}
