import type { DeliveryAddress } from '../features/checkout/checkout-types.ts';

/** A pending order's delivery address in Dubai, UAE: one street, no house number or postcode. */
export function dubaiDeliveryAddress(
  fullName: string,
  phoneNumber: string,
  street: string,
): DeliveryAddress {
  return {
    fullName,
    phoneNumber,
    addressLine1: street,
    addressLine2: '',
    city: 'Dubai',
    state: 'Dubai',
    postalCode: '',
    country: 'UAE',
    houseNumber: '',
    street,
    zipCode: '',
  };
}
