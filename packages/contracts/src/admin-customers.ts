import { z } from 'zod';
import { adminBookingSchema } from './admin-bookings.ts';
import { ORDER_STATUSES } from './admin-orders.ts';
import { adminListPageSchema } from './admin-lists.ts';
import { LANGUAGES } from './language.ts';

// Staff's view of customer accounts (/api/admin/customers): search, page, deactivate (decision 037).

export const adminCustomerListQuerySchema = z.object({
  /** A name, an e-mail or a phone number. */
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const adminCustomerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  deactivated: z.boolean(),
  deactivatedAt: z.string().nullable(),
  /** The customer deleted the account (decision 053): details erased, shown as "Deleted customer". */
  deleted: z.boolean(),
  deletedAt: z.string().nullable(),
  /** Placed orders, cancelled ones included. */
  orderCount: z.number(),
  /** AED of placed orders that were not cancelled. */
  totalSpent: z.number(),
  lastOrderAt: z.string().nullable(),
  /** The language of the customer's e-mails (issue 34): the back office shows it, in English. */
  language: z.enum(LANGUAGES),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerListSchema = adminListPageSchema(adminCustomerRowSchema);
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

export const adminCustomerSchema = adminCustomerRowSchema.extend({
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  orders: z.array(
    z.object({
      id: z.number(),
      /** Null for a card checkout never paid (numbers are given when placed). */
      orderNumber: z.string().nullable(),
      placedAt: z.string().nullable(),
      status: z.enum(ORDER_STATUSES),
      statusLabel: z.string(),
      total: z.number(),
    }),
  ),
  /** Booked from the account, or with the account's e-mail address. */
  bookings: z.array(adminBookingSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
