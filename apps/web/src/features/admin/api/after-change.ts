import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { auditKeys } from '../audit/api/audit-keys.ts';
import { bookingKeys } from '../bookings/api/booking-keys.ts';
import { customerKeys } from '../customers/api/customer-keys.ts';
import { dashboardKeys } from '../dashboard/api/dashboard-keys.ts';
import { jobKeys } from '../jobs/api/job-keys.ts';
import { orderKeys } from '../orders/api/order-keys.ts';
import { productKeys } from '../products/api/product-keys.ts';
import { staffKeys } from '../staff/api/staff-keys.ts';

const refresh = (client: QueryClient, keys: readonly QueryKey[]) => {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
};

/**
 * Where each kind of change shows besides its own page: an order's status, payment or refund is on
 * the orders list and printed pages, its customer's page, the day's numbers, the stock (a cancel
 * or refund restocks) and the activity log. Every screen showing it reads it again at once
 * (invalidating marks the hidden ones stale: they read again when shown).
 */
const ORDER_SHOWN_ON = [
  orderKeys.lists(),
  orderKeys.printed(),
  customerKeys.all,
  dashboardKeys.all,
  productKeys.all,
  auditKeys.all,
];

/** The keys each change makes stale. The page that made it has set its own answer already. */
export const shownOn = {
  /** One order moved, was paid, cancelled or refunded. */
  order: (id: number | string): QueryKey[] => [
    orderKeys.refunds(id),
    orderKeys.invoice(id),
    ...ORDER_SHOWN_ON,
  ],
  /** Several orders changed at once (a bulk action). */
  orders: (): QueryKey[] => [orderKeys.details(), ...ORDER_SHOWN_ON],
  /** A booking moved or its notes changed: the list, its customer's page, the day's numbers. */
  booking: (): QueryKey[] => [
    bookingKeys.lists(),
    customerKeys.details(),
    dashboardKeys.all,
    auditKeys.all,
  ],
  /** A customer account was deactivated or reactivated. */
  customer: (): QueryKey[] => [customerKeys.lists(), auditKeys.all],
  /** Products changed (saved, archived, pictures, stock): lists, low stock, activity. */
  products: (): QueryKey[] => [productKeys.lists(), dashboardKeys.all, auditKeys.all],
  /** The catalog was imported: every product list and page, low stock, activity. */
  catalog: (): QueryKey[] => [productKeys.all, dashboardKeys.all, auditKeys.all],
  /** A staff account changed: the list, the signed-in member's permissions, activity. */
  staff: (): QueryKey[] => [staffKeys.all, auditKeys.all],
  /**
   * A background job was run by hand: it may have released checkouts, resumed refunds or sent
   * mail, so the orders (and what shows them) and the Jobs screen's outbox are read again.
   */
  jobRun: (): QueryKey[] => [jobKeys.all, orderKeys.details(), ...ORDER_SHOWN_ON],
  /** A mail given up was queued again: the Jobs screen's outbox and its list of failed mails. */
  mail: (): QueryKey[] => [jobKeys.all],
};

/** Marks stale what a change made stale: every screen showing it reads it again at once. */
export const afterChange = {
  orders: (client: QueryClient) => refresh(client, shownOn.orders()),
  products: (client: QueryClient) => refresh(client, shownOn.products()),
  catalog: (client: QueryClient) => refresh(client, shownOn.catalog()),
  staff: (client: QueryClient) => refresh(client, shownOn.staff()),
  jobRun: (client: QueryClient) => refresh(client, shownOn.jobRun()),
  mail: (client: QueryClient) => refresh(client, shownOn.mail()),
  /** After a refund: the order's page is read again, its refunds were set from the answer. */
  refund: (client: QueryClient, id: number | string) => {
    void client.invalidateQueries({ queryKey: orderKeys.detail(id), exact: true });
    refresh(client, [orderKeys.invoice(id), ...ORDER_SHOWN_ON]);
  },
};
