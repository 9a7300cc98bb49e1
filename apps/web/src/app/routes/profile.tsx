import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useToaster } from '../../components/ui/toast.tsx';
import { paths } from '../../config/paths.ts';
import { MyAppointments } from '../../features/appointment/my-appointments.tsx';
import { AddressesPanel } from '../../features/account/components/addresses-panel.tsx';
import { ProfileView } from '../../features/account/components/profile-view.tsx';
import { parseProfileTab } from '../../features/account/profile-tabs.ts';
import { MyBookings } from '../../features/booking/components/my-bookings.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import {
  ARRIVAL_LOAD_DELAY_MS,
  OrdersPanel,
} from '../../features/orders/components/orders-panel.tsx';
import { useUnreadNotifications } from '../../features/notifications/api/get-unread-count.ts';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel.tsx';
import { WishlistPanel } from '../../features/wishlist/components/wishlist-panel.tsx';
import { usePageHead } from '../../lib/page-meta.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

const SecurityPanel = lazy(() =>
  import('../../features/account/components/security-panel.tsx').then((module) => ({
    default: module.SecurityPanel,
  })),
);

/** /profile?tab=… — the account area. */
export function Component() {
  usePageHead();
  useToaster();
  const loggedIn = useIsLoggedIn();
  const [searchParams] = useSearchParams();
  const tab = parseProfileTab(searchParams.get('tab'));
  // Spec §2: arriving on the wishlist tab by its address, its loading starts after 100 ms.
  const [arrivedOnWishlist] = useState(() => tab === 'wishlist');
  // The same for the orders tab.
  const [arrivedOnOrders] = useState(() => tab === 'orders');
  const { refetch: refetchCart } = useCart();
  const unreadNotifications = useUnreadNotifications();

  // Spec §2: the wishlist tab without a session sends the visitor to the login page.
  if (tab === 'wishlist' && !loggedIn) return <Navigate to={paths.login.getHref()} replace />;
  // Spec §2: so does the orders tab.
  if (tab === 'orders' && !loggedIn) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <ProfileView
      tabCounts={{ notifications: unreadNotifications }}
      panels={{
        // Grooming booking requests sit under the account summary (docs/decisions/006).
        general: loggedIn ? (
          <div className="mt-10 border-t border-gray-200 pt-8">
            <MyBookings />
          </div>
        ) : null,
        orders: (
          <OrdersPanel
            startDelayMs={arrivedOnOrders ? ARRIVAL_LOAD_DELAY_MS : 0}
            onReordered={refetchCart}
          />
        ),
        notifications: <NotificationsPanel />,
        appointments: <MyAppointments enabled={loggedIn} />,
        wishlist: <WishlistPanel delayStart={arrivedOnWishlist} onMovedToCart={refetchCart} />,
        addresses: <AddressesPanel />,
        security: (
          <Suspense fallback={<p className="text-sm text-gray-600">{t`Loading...`}</p>}>
            <SecurityPanel />
          </Suspense>
        ),
      }}
    />
  );
}
