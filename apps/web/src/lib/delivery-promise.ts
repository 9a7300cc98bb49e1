import { t } from '@lingui/core/macro';
import type { ShopSettings } from '@petshop/contracts';

type DeliverySettings = ShopSettings['delivery'];

/** 'Free delivery from AED 1,200': the threshold as the shop states it, whole dirhams bare. */
export function freeFromText(freeFrom: number): string {
  const amount = Number.isInteger(freeFrom) ? String(freeFrom) : freeFrom.toFixed(2);
  const figure = amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return t`Free delivery from AED ${figure}`;
}

/**
 * The contact bar's promise, true to the delivery settings (decision 045): free on every order
 * only while there is no fee; the threshold when there is one; otherwise where the shop delivers.
 * Nothing until the settings are known: a wrong promise for a moment is still a wrong promise.
 */
export function deliveryPromise(delivery: DeliverySettings | undefined): string | undefined {
  if (!delivery) return undefined;
  if (delivery.fee <= 0) return t`Free delivery on every order`;
  if (delivery.free_from > 0) return freeFromText(delivery.free_from);
  return t`Delivery across the UAE`;
}
