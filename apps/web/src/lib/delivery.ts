import { t } from '@lingui/core/macro';
import type { ShopSettings } from '@petshop/contracts';
import { arrivalDay, deliveryFeeFils, formatArrival } from '@petshop/contracts/delivery';
import { localeOf } from '@petshop/contracts/language';
import { freeFromText } from './delivery-promise.ts';
import { currentLanguage } from './i18n.ts';
import { useShopSettings } from './shop-settings.ts';

/** A calendar day ('2026-11-27') as Arabic writes it: 'الجمعة 27 نوفمبر'. */
function arabicDay(day: string): string {
  return new Intl.DateTimeFormat(localeOf('ar'), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Delivery as GET /api/settings gives it: fee and threshold in AED, working days, days off. */
export type DeliverySettings = ShopSettings['delivery'];

const toFils = (aed: number) => Math.round(aed * 100);

/** The shop's delivery settings, once the server has answered (decision 045). */
export function useDeliverySettings(): DeliverySettings | undefined {
  return useShopSettings().data?.delivery;
}

/** The fee the server will charge for this subtotal (the same rule, in AED); 0 until known. */
export function deliveryFeeAed(subtotal: number, delivery: DeliverySettings | undefined): number {
  if (!delivery) return 0;
  const fee = { feeFils: toFils(delivery.fee), freeFromFils: toFils(delivery.free_from) };
  return deliveryFeeFils(toFils(subtotal), fee) / 100;
}

/** 'Free delivery from AED 200' while a threshold is set, there is a fee, and it is not reached. */
export function freeDeliveryNote(
  subtotal: number,
  delivery: DeliverySettings | undefined,
): string | undefined {
  if (!delivery || delivery.free_from <= 0 || delivery.fee <= 0) return undefined;
  if (subtotal >= delivery.free_from) return undefined;
  return freeFromText(delivery.free_from);
}

/** 'Arrives by Thu 27 Nov': an order placed now, to this emirate (Dubai when unknown). */
export function arrivesBy(
  delivery: DeliverySettings,
  emirate: string | null | undefined,
  now = new Date(),
): string {
  const arrival = arrivalDay(now, emirate || 'Dubai', delivery);
  // Arabic writes the day with its own names ('الخميس 27 نوفمبر'); English as the mails do.
  const day = currentLanguage() === 'ar' ? arabicDay(arrival) : formatArrival(arrival);
  return t`Arrives by ${day}`;
}
