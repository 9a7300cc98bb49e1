import { orderStatusLabel } from '@petshop/contracts/labels';
import { shownLabel } from '../../../lib/label-words.ts';
import { STATUS_BADGE_CLASSES } from '../order-status.ts';

/** Spec §4: the status as a coloured badge with its label. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const label = orderStatusLabel(status);
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset ${STATUS_BADGE_CLASSES[label]}`}
    >
      {shownLabel(label)}
    </span>
  );
}
