import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageLoadError } from '../../components/ui/load-error.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import {
  isRetriedCheckout,
  navigationLines,
  prefilledForm,
  prefilledPaymentMethod,
  readCheckoutNavigationState,
} from '../../features/checkout/checkout-navigation.ts';
import {
  CheckoutEmpty,
  CheckoutLoading,
  CheckoutSignIn,
  CheckoutView,
} from '../../features/checkout/components/checkout-view.tsx';
import { savedCheckoutDetails } from '../../features/checkout/saved-details.ts';
import { useOrders } from '../../features/orders/api/get-orders.ts';
import { useAddresses } from '../../features/account/api/get-addresses.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { usePageHead } from '../../lib/page-meta.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/**
 * /checkout — the cart comes from navigation state ('Proceed to Checkout' on /cart, 'Retry
 * Payment' on /payment-failed), else from the customer's cart as the server has it.
 */
export function Component() {
  usePageHead();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const cart = useCart();
  // Read once: the page keeps the lines it opened with while the customer fills the form.
  const [fromState] = useState(() => readCheckoutNavigationState(location.state));
  // A returning customer's address and contact details, offered in the empty fields of a new
  // checkout (not after 'Retry Payment': that form is exactly what they sent).
  const offerSaved = loggedIn && !isRetriedCheckout(fromState);
  const profile = useProfile({ enabled: offerSaved });
  const orders = useOrders({ enabled: offerSaved });
  const savedDetails =
    !offerSaved || profile.isLoading || orders.isLoading
      ? null
      : savedCheckoutDetails(profile.data, orders.data?.[0]);
  // Saved addresses are choices, the default preselected (issue 21); one that cannot be loaded
  // leaves the address fields, as for a customer with none.
  const addresses = useAddresses({ enabled: loggedIn });
  const savedAddresses = addresses.data
    ? { addresses: addresses.data.data, limit: addresses.data.limit }
    : undefined;

  // Spec §6: checkout needs a login. A visitor is asked to log in or register here and comes
  // back with their cart (decision 043).
  if (!loggedIn) return <CheckoutSignIn />;
  // Choices that appear after the form would move it under the customer's fingers.
  if (addresses.isPending) return <CheckoutLoading />;

  if (fromState) {
    return (
      <CheckoutView
        items={navigationLines(fromState)}
        initialForm={prefilledForm(fromState)}
        initialPaymentMethod={prefilledPaymentMethod(fromState)}
        savedDetails={savedDetails}
        savedAddresses={savedAddresses}
        preferNewAddress={isRetriedCheckout(fromState)}
      />
    );
  }
  if (cart.loading) return <CheckoutLoading />;
  // A cart that could not be loaded is not an empty one (issue 20).
  if (cart.unreachable) {
    return <PageLoadError onRetry={() => void cart.refetch()} />;
  }
  if (cart.items.length === 0) return <CheckoutEmpty />;
  return (
    <CheckoutView
      items={cart.items}
      initialForm={prefilledForm(null)}
      initialPaymentMethod="card"
      savedDetails={savedDetails}
      savedAddresses={savedAddresses}
    />
  );
}
