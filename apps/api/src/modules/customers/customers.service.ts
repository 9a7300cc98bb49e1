import type { Db } from '../../db/client.ts';
import { filsToAed } from '../../lib/money.ts';
import { AppError, NotFoundError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { bookingsOfCustomer } from '../bookings/admin-bookings.repo.ts';
import { presentAdminBooking } from '../bookings/admin-bookings.service.ts';
import { STATUS_LABELS } from '../fulfilment/order-status.ts';
import type { AuthenticatedStaff } from '../staff/staff.service.ts';
import { deactivateCustomer, reactivateCustomer } from '../account/users.service.ts';
import {
  findCustomer,
  listCustomers,
  ordersOfCustomer,
  type CustomerListQuery,
} from './customers.repo.ts';
import { listPage } from '@petshop/contracts/admin-lists';

const NO_CUSTOMER = 'No customer has this id.';
export const CUSTOMER_DELETED =
  'This customer deleted their account: it stays closed, and its details cannot be changed.';
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Row = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

function presentRow(row: Row) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    deactivated: row.deactivatedAt !== null,
    deactivatedAt: iso(row.deactivatedAt),
    deleted: row.deletedAt !== null,
    deletedAt: iso(row.deletedAt),
    orderCount: row.orderCount,
    totalSpent: filsToAed(row.spentFils),
    lastOrderAt: iso(row.lastOrderAt),
    language: row.language,
  };
}

/** Customer accounts as staff see them; deactivating one signs it out everywhere (decision 037). */
export function createCustomerService(db: Db) {
  async function load(id: number) {
    const row = await findCustomer(db, id);
    if (!row) throw new NotFoundError(NO_CUSTOMER);
    return row;
  }

  return {
    async list(query: CustomerListQuery) {
      const { rows, total } = await listCustomers(db, query);
      return listPage(rows.map(presentRow), total, query.page, query.pageSize);
    },

    async detail(id: number) {
      const row = await load(id);
      const [orderRows, bookingRows] = await Promise.all([
        ordersOfCustomer(db, id),
        bookingsOfCustomer(db, id, row.email),
      ]);
      return {
        ...presentRow(row),
        address: row.address,
        city: row.city,
        country: row.country,
        postalCode: row.postalCode,
        gender: row.gender,
        dateOfBirth: row.dateOfBirth,
        orders: orderRows.map((order) => ({
          id: order.id,
          orderNumber: order.orderNumber,
          placedAt: iso(order.placedAt),
          status: order.status,
          statusLabel: STATUS_LABELS[order.status],
          total: filsToAed(order.totalFils),
        })),
        bookings: bookingRows.map(presentAdminBooking),
      };
    },

    /** Blocks logging in and ends every session of the account, in one transaction. */
    async deactivate(actor: AuthenticatedStaff, id: number) {
      const done = await db.transaction(async (tx) => {
        const result = await deactivateCustomer(tx, id);
        if (!result) return undefined;
        await recordAudit(tx, actor, {
          action: 'customer.deactivate',
          entityType: 'customer',
          entityId: id,
          before: { deactivated: false },
          after: { deactivated: true, sessionsEnded: result.sessionsEnded },
        });
        return result;
      });
      if (!done) {
        if ((await load(id)).deletedAt) throw new AppError(409, CUSTOMER_DELETED);
        throw new AppError(409, 'This customer is already deactivated.');
      }
      return this.detail(id);
    },

    async reactivate(actor: AuthenticatedStaff, id: number) {
      const done = await db.transaction(async (tx) => {
        const row = await reactivateCustomer(tx, id);
        if (!row) return undefined;
        await recordAudit(tx, actor, {
          action: 'customer.reactivate',
          entityType: 'customer',
          entityId: id,
          before: { deactivated: true },
          after: { deactivated: false },
        });
        return row;
      });
      if (!done) {
        if ((await load(id)).deletedAt) throw new AppError(409, CUSTOMER_DELETED);
        throw new AppError(409, 'This customer is not deactivated.');
      }
      return this.detail(id);
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
