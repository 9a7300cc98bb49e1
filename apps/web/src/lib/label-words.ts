import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shared label table's words (@petshop/contracts/labels: statuses, payment methods, refunds,
 * totals) in the shop's language: the table stays English, for the e-mails and the back office.
 */
const LABELS: Record<string, MessageDescriptor> = {
  'Awaiting payment': msg`Awaiting payment`,
  Pending: msg`Pending`,
  Processing: msg`Processing`,
  Shipped: msg`Shipped`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
  Card: msg`Card`,
  'Cash on delivery': msg`Cash on delivery`,
  'Not specified': msg`Not specified`,
  Unknown: msg`Unknown`,
  'Not paid yet': msg`Not paid yet`,
  Paid: msg`Paid`,
  Failed: msg`Failed`,
  'Refund in progress': msg`Refund in progress`,
  'Partially refunded': msg`Partially refunded`,
  Refunded: msg`Refunded`,
  'Refund due': msg`Refund due`,
  'Cash not collected': msg`Cash not collected`,
  'To pay on delivery': msg`To pay on delivery`,
  'To the card': msg`To the card`,
  'Handed back in cash': msg`Handed back in cash`,
  'Total Paid': msg`Total Paid`,
  'Total to pay on delivery': msg`Total to pay on delivery`,
  Total: msg`Total`,
};

/** A label of the shared table as the customer reads it; anything else as it is. */
export function shownLabel(label: string): string {
  const descriptor = Object.hasOwn(LABELS, label) ? LABELS[label] : undefined;
  return descriptor ? i18n._(descriptor) : label;
}
