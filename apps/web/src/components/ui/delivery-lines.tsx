import { t } from '@lingui/core/macro';
import { formatAed } from '../../lib/money.ts';
import {
  arrivesBy,
  deliveryFeeAed,
  freeDeliveryNote,
  useDeliverySettings,
  type DeliverySettings,
} from '../../lib/delivery.ts';

/** The order summary's delivery row: 'Free' or the fee (a row of the summary's <dl>). */
export function DeliveryRow({ subtotal }: { subtotal: number }) {
  const fee = deliveryFeeAed(subtotal, useDeliverySettings());
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-600">{t`Delivery`}</dt>
      <dd className={`font-semibold ${fee > 0 ? 'text-ink' : 'text-green-700'}`}>
        {fee > 0 ? formatAed(fee) : t`Free`}
      </dd>
    </div>
  );
}

/** 'Arrives by Thu 27 Nov' for an order placed now; nothing until the settings are known. */
export function ArrivesBy({
  emirate,
  className = 'text-sm font-semibold text-green-700',
}: {
  emirate?: string | null | undefined;
  className?: string;
}) {
  const delivery = useDeliverySettings();
  if (!delivery) return null;
  return (
    <p className={className} data-testid="arrives-by">
      {arrivesBy(delivery, emirate)}
    </p>
  );
}

/** Under a summary: how far the free-delivery threshold is, and when the order would arrive. */
export function DeliveryNotes({
  subtotal,
  emirate,
}: {
  subtotal: number;
  emirate?: string | null | undefined;
}) {
  const delivery: DeliverySettings | undefined = useDeliverySettings();
  const note = freeDeliveryNote(subtotal, delivery);
  return (
    <div className="mt-3 space-y-1">
      {note && <p className="text-sm text-gray-700">{note}</p>}
      <ArrivesBy emirate={emirate} />
    </div>
  );
}
