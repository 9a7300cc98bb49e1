import { emirateNamed } from '@petshop/contracts/constants';
import type {
  CheckoutFormValues,
  CheckoutItem,
  CheckoutNavigationState,
  PaymentMethod,
} from './checkout-types.ts';
import { EMPTY_CHECKOUT_FORM } from './checkout-validation.ts';
import { checkoutLines } from './pending-order.ts';

/**
 * Navigation state as /checkout reads it (from /cart's 'Proceed to Checkout' or from
 * /payment-failed's 'Retry Payment'); without a non-empty list of items it is no cart data.
 */
export function readCheckoutNavigationState(value: unknown): CheckoutNavigationState | null {
  if (!value || typeof value !== 'object') return null;
  const state = value as Partial<CheckoutNavigationState> & { items?: unknown };
  const items = Array.isArray(state.cartItems)
    ? state.cartItems
    : Array.isArray(state.items)
      ? (state.items as CheckoutItem[])
      : null;
  if (!items || items.length === 0) return null;
  return { ...state, cartItems: items };
}

/** The lines of that state, with the quantity map applied. */
export function navigationLines(state: CheckoutNavigationState): CheckoutItem[] {
  return checkoutLines(state.cartItems, state.quantities);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A retry ('Retry Payment') carries the form the customer sent; the cart's state carries none. */
export function isRetriedCheckout(state: CheckoutNavigationState | null): boolean {
  return Boolean(state?.deliveryAddress || state?.contactInfo);
}

/** A retried checkout opens with what the customer typed the first time. */
export function prefilledForm(state: CheckoutNavigationState | null): CheckoutFormValues {
  if (!state) return EMPTY_CHECKOUT_FORM;
  const address = state.deliveryAddress ?? {};
  const contact = state.contactInfo ?? {};
  return {
    emirate: text(address.emirate ?? emirateNamed(text(address.city))),
    area: text(address.area),
    street: text(address.street ?? address.addressLine1),
    building: text(address.building ?? address.houseNumber ?? address.addressLine2),
    flat: text(address.flat),
    landmark: text(address.landmark),
    country: text(address.country),
    name: text(contact.name ?? address.fullName),
    email: text(contact.email),
    phone: text(contact.phone ?? address.phoneNumber),
  };
}

export function prefilledPaymentMethod(state: CheckoutNavigationState | null): PaymentMethod {
  return state?.paymentMethod === 'cod' ? 'cod' : 'card';
}
