import {
  COUPON_STATUS_LABELS,
  STALE_COUPON_MESSAGE,
  type AdminCoupon,
  type AdminCouponRow,
  type AdminCouponUse,
} from '@petshop/contracts/admin-coupons';
import { listPage } from '@petshop/contracts/admin-lists';
import { shopDay, shopInstant, shopIsoTime, shopWallClock } from '@petshop/contracts/shop-time';
import type { z } from 'zod';
import type {
  adminCouponCreateSchema,
  adminCouponUpdateSchema,
} from '@petshop/contracts/admin-coupons';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { formatCsv } from '../../lib/csv.ts';
import { exactFils, filsAsDecimal, filsToAed, formatFils } from '../../lib/money.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthenticatedStaff } from '../staff/staff.service.ts';
import {
  allCouponUses,
  deleteCouponGrant,
  existingScope,
  findCodeOwner,
  findCoupon,
  findCouponGrant,
  findCustomerForGrant,
  insertCoupon,
  insertCouponGrant,
  listCouponGrants,
  listCouponUses,
  listCoupons,
  lockCoupon,
  scopeOptions,
  scopeProducts,
  updateCoupon,
  type CouponListQuery,
  type CouponRow,
  type CouponUseRow,
  type CouponValues,
} from './admin-coupons.repo.ts';

type CreateInput = z.output<typeof adminCouponCreateSchema>;
type UpdateInput = Omit<z.output<typeof adminCouponUpdateSchema>, 'updatedAt'>;
type Paging = { page: number; pageSize: number };

export const NO_COUPON = 'No coupon has this id.';
const NO_GRANT = 'This customer was not given this coupon.';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The CSV of uses holds at most this many rows (newest first). */
const CSV_ROWS = 50_000;

// Dubai days and moments, as the form writes them, to the coupon's instants and back. A day's
// end is its last millisecond: "until 31 Dec" reads "until 31 Dec 2026, 23:59" to customers.

const momentParts = (text: string) => [text.slice(0, 10), text.slice(11) || undefined] as const;

function startOf(text: string): Date {
  const [day, time] = momentParts(text);
  return shopInstant(day, time);
}

function endOf(text: string): Date {
  const [day, time] = momentParts(text);
  return time ? shopInstant(day, time) : new Date(shopInstant(day).getTime() + DAY_MS - 1);
}

function validFromText(instant: Date | null): string | null {
  if (!instant) return null;
  const wall = shopWallClock(instant);
  return wall.endsWith('T00:00:00') && instant.getMilliseconds() === 0
    ? wall.slice(0, 10)
    : wall.slice(0, 16);
}

function validUntilText(instant: Date | null): string | null {
  if (!instant) return null;
  const next = new Date(instant.getTime() + 1);
  return shopWallClock(next).endsWith('T00:00:00') && next.getMilliseconds() === 0
    ? shopDay(instant)
    : shopWallClock(instant).slice(0, 16);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the coupon gives: '10% off', 'AED 30.00 off', 'Free delivery'. */
function valueText(coupon: Pick<CouponRow, 'kind' | 'percent' | 'amountFils'>) {
  if (coupon.kind === 'percent') return `${coupon.percent ?? 0}% off`;
  if (coupon.kind === 'fixed') return `${formatFils(coupon.amountFils ?? 0)} off`;
  return 'Free delivery';
}

type ListedCoupon = Awaited<ReturnType<typeof listCoupons>>['rows'][number];

function presentRow({ coupon, status, revenueFils, discountFils }: ListedCoupon): AdminCouponRow {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    percent: coupon.kind === 'percent' ? coupon.percent : null,
    amount:
      coupon.kind === 'fixed' && coupon.amountFils !== null ? filsToAed(coupon.amountFils) : null,
    valueText: valueText(coupon),
    status,
    statusLabel: COUPON_STATUS_LABELS[status],
    isActive: coupon.isActive,
    usesCount: coupon.usesCount,
    usageLimit: coupon.usageLimit,
    discountedRevenue: filsToAed(revenueFils),
    discountGiven: filsToAed(discountFils),
    startsAt: iso(coupon.startsAt),
    endsAt: iso(coupon.endsAt),
    grantOnRegistration: coupon.grantOnRegistration,
  };
}

function presentUse(row: CouponUseRow): AdminCouponUse {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customerId: row.customerId,
    customerName: row.orderCustomerName || row.accountName || 'Deleted customer',
    customerEmail: row.orderCustomerEmail || row.accountEmail || '',
    usedAt: row.usedAt.toISOString(),
    discount: filsToAed(row.discountFils),
    orderTotal: filsToAed(row.orderTotalFils),
    released: row.releasedAt !== null,
    releasedAt: iso(row.releasedAt),
  };
}

const presentGrant = (row: {
  id: number;
  name: string;
  email: string;
  grantedAt: Date;
  uses: number;
}) => ({
  ...row,
  grantedAt: row.grantedAt.toISOString(),
});

/** What the audit log keeps of a coupon: its terms, not its counters. */
const auditView = (row: CouponRow) => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amountFils: row.amountFils,
  minSubtotalFils: row.minSubtotalFils,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  petTypes: row.petTypes,
  productTypeIds: row.productTypeIds,
  productIds: row.productIds,
  firstOrderOnly: row.firstOrderOnly,
  saleItemsCount: row.saleItemsCount,
  grantedOnly: row.grantedOnly,
  grantOnRegistration: row.grantOnRegistration,
  isActive: row.isActive,
});

const sameCodeMessage = (code: string, taken: string) =>
  taken === code
    ? `The code ${code} is already used by another coupon.`
    : `The code ${code} is already used by the coupon ${taken}: codes are the same whatever the case.`;

/**
 * The coupons as the back office handles them (issue 32, decision 123): the owner writes their
 * terms and gives them to customers; staff read them with their uses. The checkout counts uses.
 */
export function createAdminCouponService(db: Db) {
  /** The input over the stored coupon (none for a new one) as the row's values, or a 422. */
  async function couponValues(
    conn: Db,
    input: UpdateInput,
    stored: CouponRow | undefined,
  ): Promise<CouponValues> {
    const errors: Record<string, string[]> = {};
    const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

    const kind = input.kind ?? stored?.kind ?? 'percent';
    const percent = input.percent !== undefined ? input.percent : (stored?.percent ?? null);
    const amountFils =
      input.amount !== undefined
        ? input.amount === null
          ? null
          : exactFils(input.amount)
        : (stored?.amountFils ?? null);
    if (kind === 'percent' && percent === null) {
      fail('percent', 'Enter the percent off, a whole number from 1 to 100.');
    }
    if (kind === 'fixed') {
      if (input.amount !== undefined && input.amount !== null && amountFils === undefined) {
        fail('amount', 'The amount has at most two decimals (fils).');
      } else if (amountFils === null || amountFils === undefined) {
        fail('amount', 'Enter the amount off in AED, more than 0.');
      }
    }

    let minSubtotalFils = stored?.minSubtotalFils ?? 0;
    if (input.minSubtotal !== undefined) {
      const fils = exactFils(input.minSubtotal);
      if (fils === undefined) fail('minSubtotal', 'The minimum subtotal has at most two decimals.');
      else minSubtotalFils = fils;
    }

    const startsAt =
      input.validFrom !== undefined
        ? input.validFrom === null
          ? null
          : startOf(input.validFrom)
        : (stored?.startsAt ?? null);
    const endsAt =
      input.validUntil !== undefined
        ? input.validUntil === null
          ? null
          : endOf(input.validUntil)
        : (stored?.endsAt ?? null);
    if (startsAt && endsAt && endsAt <= startsAt) {
      fail('validUntil', 'The coupon must end after it starts.');
    }

    const usageLimit =
      input.usageLimit !== undefined ? input.usageLimit : (stored?.usageLimit ?? null);
    if (stored && usageLimit !== null && usageLimit < stored.usesCount) {
      fail(
        'usageLimit',
        `This coupon has been used ${stored.usesCount} times: the total-use limit cannot be lower.`,
      );
    }

    const scope = {
      petTypes: input.petTypes ?? stored?.petTypes ?? [],
      productTypeIds: input.productTypeIds ?? stored?.productTypeIds ?? [],
      productIds: input.productIds ?? stored?.productIds ?? [],
    };
    const known = await existingScope(conn, {
      petTypes: input.petTypes ?? [],
      productTypeIds: input.productTypeIds ?? [],
      productIds: input.productIds ?? [],
    });
    const unknownPets = (input.petTypes ?? []).filter((code) => !known.petTypes.has(code));
    if (unknownPets.length) fail('petTypes', `Unknown pet type: ${unknownPets.join(', ')}.`);
    const unknownTypes = (input.productTypeIds ?? []).filter((id) => !known.productTypeIds.has(id));
    if (unknownTypes.length) {
      fail('productTypeIds', `No product type has the id ${unknownTypes.join(', ')}.`);
    }
    const unknownProducts = (input.productIds ?? []).filter((id) => !known.productIds.has(id));
    if (unknownProducts.length) {
      fail('productIds', `No product has the id ${unknownProducts.join(', ')}.`);
    }

    const code = input.code ?? stored?.code ?? '';
    if (input.code !== undefined) {
      const taken = await findCodeOwner(conn, code, stored?.id);
      if (taken) fail('code', sameCodeMessage(code, taken.code));
    }

    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return {
      code,
      description: input.description ?? stored?.description ?? '',
      kind,
      percent: kind === 'percent' ? percent : null,
      amountFils: kind === 'fixed' ? (amountFils ?? null) : null,
      minSubtotalFils,
      startsAt,
      endsAt,
      usageLimit,
      perCustomerLimit:
        input.perCustomerLimit !== undefined
          ? input.perCustomerLimit
          : (stored?.perCustomerLimit ?? null),
      ...scope,
      firstOrderOnly: input.firstOrderOnly ?? stored?.firstOrderOnly ?? false,
      saleItemsCount: input.saleItemsCount ?? stored?.saleItemsCount ?? true,
      grantedOnly: input.grantedOnly ?? stored?.grantedOnly ?? false,
      grantOnRegistration: input.grantOnRegistration ?? stored?.grantOnRegistration ?? false,
      isActive: input.isActive ?? stored?.isActive ?? true,
    };
  }

  /** A code taken by a concurrent save between our check and our write: the same 422. */
  async function withCodeGuard<T>(
    code: string,
    exceptId: number | undefined,
    work: () => Promise<T>,
  ) {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'code')) {
        const taken = await findCodeOwner(db, code, exceptId);
        throw new ValidationError({ code: [sameCodeMessage(code, taken?.code ?? code)] });
      }
      throw error;
    }
  }

  async function detail(id: number): Promise<AdminCoupon> {
    const row = await findCoupon(db, id);
    if (!row) throw new NotFoundError(NO_COUPON);
    const { coupon, grantsCount } = row;
    return {
      ...presentRow(row),
      minSubtotal: filsToAed(coupon.minSubtotalFils),
      perCustomerLimit: coupon.perCustomerLimit,
      petTypes: coupon.petTypes,
      productTypeIds: coupon.productTypeIds,
      productIds: coupon.productIds,
      products: await scopeProducts(db, coupon.productIds),
      firstOrderOnly: coupon.firstOrderOnly,
      saleItemsCount: coupon.saleItemsCount,
      grantedOnly: coupon.grantedOnly,
      validFrom: validFromText(coupon.startsAt),
      validUntil: validUntilText(coupon.endsAt),
      grantsCount,
      createdAt: coupon.createdAt.toISOString(),
      updatedAt: coupon.updatedAt.toISOString(),
    };
  }

  /** The coupon, or 404. */
  async function exists(id: number) {
    const row = await findCoupon(db, id);
    if (!row) throw new NotFoundError(NO_COUPON);
    return row.coupon;
  }

  return {
    NO_COUPON,

    async list(query: CouponListQuery) {
      const { rows, total } = await listCoupons(db, query);
      return listPage(rows.map(presentRow), total, query.page, query.pageSize);
    },

    detail,

    scopeOptions: () => scopeOptions(db),

    async create(actor: AuthenticatedStaff, input: CreateInput) {
      const values = await couponValues(db, input, undefined);
      const created = await withCodeGuard(values.code, undefined, () =>
        db.transaction(async (tx) => {
          const row = await insertCoupon(tx, values);
          await recordAudit(tx, actor, {
            action: 'coupon.create',
            entityType: 'coupon',
            entityId: row.id,
            after: auditView(row),
          });
          return row;
        }),
      );
      return detail(created.id);
    },

    async update(
      actor: AuthenticatedStaff,
      id: number,
      input: z.output<typeof adminCouponUpdateSchema>,
    ) {
      await exists(id);
      const code = input.code;
      await withCodeGuard(code ?? '', id, () =>
        db.transaction(async (tx) => {
          // Locked: a checkout counting a use waits, so the limit is checked against the count.
          const stored = await lockCoupon(tx, id);
          if (!stored) throw new NotFoundError(NO_COUPON);
          const { updatedAt: seen, ...fields } = input;
          if (seen !== undefined && seen !== stored.updatedAt.toISOString()) {
            throw new AppError(409, STALE_COUPON_MESSAGE);
          }
          const values = await couponValues(tx, fields, stored);
          const row = (await updateCoupon(tx, id, values))!;
          await recordAudit(tx, actor, {
            action: 'coupon.update',
            entityType: 'coupon',
            entityId: id,
            before: auditView(stored),
            after: auditView(row),
          });
        }),
      );
      return detail(id);
    },

    /** Disables (no checkout accepts it) or enables the coupon again. */
    async setActive(actor: AuthenticatedStaff, id: number, active: boolean) {
      await exists(id);
      const changed = await db.transaction(async (tx) => {
        const stored = await lockCoupon(tx, id);
        if (!stored) throw new NotFoundError(NO_COUPON);
        if (stored.isActive === active) return false;
        await updateCoupon(tx, id, { isActive: active });
        await recordAudit(tx, actor, {
          action: active ? 'coupon.enable' : 'coupon.disable',
          entityType: 'coupon',
          entityId: id,
          before: { code: stored.code, isActive: stored.isActive },
          after: { code: stored.code, isActive: active },
        });
        return true;
      });
      if (!changed) {
        throw new AppError(
          409,
          active ? 'This coupon is already enabled.' : 'This coupon is already disabled.',
        );
      }
      return detail(id);
    },

    async uses(id: number, paging: Paging) {
      await exists(id);
      const { rows, total } = await listCouponUses(db, id, paging);
      return listPage(rows.map(presentUse), total, paging.page, paging.pageSize);
    },

    /** The coupon's uses as a spreadsheet: one row per order, times in Dubai. */
    async usesCsv(id: number) {
      const coupon = await exists(id);
      const rows = await allCouponUses(db, id, CSV_ROWS);
      const csv = formatCsv(
        [
          'Order',
          'Customer',
          'Email',
          'Used at',
          'Discount (AED)',
          'Order total (AED)',
          'Use',
          'Released at',
        ],
        rows.map((row) => {
          const use = presentUse(row);
          return [
            use.orderNumber ?? `Unpaid checkout #${use.orderId}`,
            use.customerName,
            use.customerEmail,
            shopIsoTime(row.usedAt),
            filsAsDecimal(row.discountFils),
            filsAsDecimal(row.orderTotalFils),
            use.released ? 'Released' : 'Standing',
            row.releasedAt ? shopIsoTime(row.releasedAt) : '',
          ];
        }),
      );
      return { csv, fileName: `coupon-${coupon.code.replace(/[^A-Za-z0-9_-]/g, '_')}-uses.csv` };
    },

    async grants(id: number, paging: Paging) {
      await exists(id);
      const { rows, total } = await listCouponGrants(db, id, paging);
      return listPage(rows.map(presentGrant), total, paging.page, paging.pageSize);
    },

    /** Gives the coupon to one customer, by number or e-mail; giving it again changes nothing. */
    async grant(actor: AuthenticatedStaff, id: number, customer: string) {
      const coupon = await exists(id);
      const byNumber = /^\d{1,10}$/.test(customer);
      if (!byNumber && !customer.includes('@')) {
        throw new ValidationError({
          customer: ["Enter the customer's e-mail address or customer number."],
        });
      }
      const found = await findCustomerForGrant(
        db,
        byNumber ? { id: Number(customer) } : { email: customer },
      );
      if (!found) {
        throw new ValidationError({
          customer: [
            byNumber
              ? `No customer has the number ${customer}.`
              : `No customer has the e-mail address ${customer}.`,
          ],
        });
      }
      const created = await db.transaction(async (tx) => {
        const inserted = await insertCouponGrant(tx, id, found.id);
        if (inserted) {
          await recordAudit(tx, actor, {
            action: 'coupon.grant',
            entityType: 'coupon',
            entityId: id,
            after: { code: coupon.code, customerId: found.id, email: found.email },
          });
        }
        return inserted;
      });
      const grant = await findCouponGrant(db, id, found.id);
      return { grant: presentGrant(grant!), created };
    },

    async ungrant(actor: AuthenticatedStaff, id: number, userId: number) {
      const coupon = await exists(id);
      const removed = await db.transaction(async (tx) => {
        const deleted = await deleteCouponGrant(tx, id, userId);
        if (deleted) {
          await recordAudit(tx, actor, {
            action: 'coupon.ungrant',
            entityType: 'coupon',
            entityId: id,
            before: { code: coupon.code, customerId: userId },
          });
        }
        return deleted;
      });
      if (!removed) throw new NotFoundError(NO_GRANT);
      return detail(id);
    },
  };
}

export type AdminCouponService = ReturnType<typeof createAdminCouponService>;
