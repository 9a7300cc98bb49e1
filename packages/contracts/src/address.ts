/**
 * The one way a delivery address is written (issue 27): the shop's forms, My Orders, the back
 * office, invoices and mails all print the same parts in the same order (decision 045): flat,
 * building (or house number), street, area, landmark, emirate (or city), zip code, country.
 * Zod-free, for the API and both web apps.
 */

export interface AddressParts {
  flat?: string | null | undefined;
  building?: string | null | undefined;
  street?: string | null | undefined;
  area?: string | null | undefined;
  landmark?: string | null | undefined;
  emirate?: string | null | undefined;
  postalCode?: string | null | undefined;
  country?: string | null | undefined;
}

/** "near Circle Mall"; a landmark already written "Near Circle Mall" keeps its own word. */
export function landmarkText(landmark: string | null | undefined): string {
  const text = landmark?.trim() ?? '';
  if (!text) return '';
  return /^near\b/i.test(text) ? text : `near ${text}`;
}

const joined = (parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * The address as lines for a label: flat, building and street; area and landmark; emirate and
 * zip code; country. Empty lines are left out.
 */
export function addressLines(address: AddressParts): string[] {
  return [
    joined([address.flat, address.building, address.street]),
    joined([address.area, landmarkText(address.landmark)]),
    joined([address.emirate, address.postalCode]),
    joined([address.country]),
  ].filter(Boolean);
}

/** The address on one line, comma-joined (spec §3's `shipping_address`). */
export const joinAddress = (address: AddressParts): string => addressLines(address).join(', ');

/** An order's address parts from its columns as the API answers them (spec §7 names). */
export function orderAddressParts(order: {
  shipping_flat?: string | null;
  shipping_building?: string | null;
  shipping_house_number?: string | null;
  shipping_street?: string | null;
  shipping_area?: string | null;
  shipping_landmark?: string | null;
  shipping_emirate?: string | null;
  shipping_city?: string | null;
  shipping_postal_code?: string | null;
  shipping_country?: string | null;
}): AddressParts {
  return {
    flat: order.shipping_flat,
    building: order.shipping_building ?? order.shipping_house_number,
    street: order.shipping_street,
    area: order.shipping_area,
    landmark: order.shipping_landmark,
    emirate: order.shipping_emirate ?? order.shipping_city,
    postalCode: order.shipping_postal_code,
    country: order.shipping_country,
  };
}
