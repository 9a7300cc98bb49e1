import type { Order } from '@petshop/contracts';
import { emirateNamed } from '@petshop/contracts/constants';
import type { CheckoutField, CheckoutFormValues } from './checkout-types.ts';

/** Details the checkout form can start with; a field left out (or empty) starts empty. */
export type SavedCheckoutDetails = Partial<CheckoutFormValues>;

/** The account's contact details, as the profile gives them ('' when missing). */
export interface AccountContact {
  fullName: string;
  email: string;
  phone: string;
}

const firstFilled = (...values: (string | null | undefined)[]) =>
  values.map((value) => value?.trim() ?? '').find(Boolean) ?? '';

/**
 * What a returning customer would otherwise type again (docs/decisions/014): the delivery
 * address of their latest order, and the contact details of that order or, before a first
 * order, of their account.
 */
export function savedCheckoutDetails(
  account: AccountContact | undefined,
  latestOrder: Order | undefined,
): SavedCheckoutDetails {
  return {
    emirate: firstFilled(
      latestOrder?.shipping_emirate,
      emirateNamed(latestOrder?.shipping_city ?? undefined),
    ),
    area: firstFilled(latestOrder?.shipping_area),
    street: firstFilled(latestOrder?.shipping_street),
    building: firstFilled(latestOrder?.shipping_building, latestOrder?.shipping_house_number),
    flat: firstFilled(latestOrder?.shipping_flat),
    landmark: firstFilled(latestOrder?.shipping_landmark),
    country: firstFilled(latestOrder?.shipping_country),
    name: firstFilled(latestOrder?.customer_name, account?.fullName),
    email: firstFilled(latestOrder?.customer_email, account?.email),
    phone: firstFilled(latestOrder?.customer_phone, account?.phone),
  };
}

/**
 * The form as the customer sees it: what they typed, and saved details in the fields that are
 * empty and that they have not edited (a field they cleared stays clear).
 */
export function withSavedDetails(
  form: CheckoutFormValues,
  saved: SavedCheckoutDetails | null | undefined,
  edited: ReadonlySet<CheckoutField>,
): CheckoutFormValues {
  if (!saved) return form;
  const shown = { ...form };
  for (const field of Object.keys(form) as CheckoutField[]) {
    if (!shown[field] && !edited.has(field)) shown[field] = saved[field] ?? '';
  }
  return shown;
}
