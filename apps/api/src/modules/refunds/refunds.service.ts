import type { RefundRequest } from '@petshop/contracts/admin-refunds';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { exactFils, filsToAed, formatFils } from '../../lib/money.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { checkPermission } from '../../plugins/staff-auth.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { addOrderEvent } from '../fulfilment/fulfilment.repo.ts';
import { restockRefundedUnits, sizeLabel } from '../inventory/inventory.service.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import { addNotifications, refundNotifications } from '../notifications/notifications.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { findOrderWithItems, type OrderRow } from '../orders/orders.repo.ts';
import { addRefundedMoney, updateOrder } from '../orders/orders.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { AuthenticatedStaff } from '../staff/staff.service.ts';
import { refundFailedMail, refundMail, type RefundWithLines } from './refund-mails.ts';
import {
  addRefundedUnits,
  claimAttempt,
  findOrderRefunds,
  findRefund,
  findStalledRefunds,
  insertRefund,
  insertRefundLines,
  lockOrder,
  moveRefund,
  orderLines,
  refundStatuses,
  shippingRefunded,
  type RefundRow,
  type RefundStatus,
} from './refunds.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';

export interface RefundsOptions {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  shop: ShopContact;
}

const NO_ORDER = 'No order has this id.';
/** A card refund still 'pending' this long after its latest attempt lost its process. */
export const STALLED_REFUND_MINUTES = 10;

type PaymentStatus = OrderRow['paymentStatus'];

/** The database refused a refund its checks had allowed: another one got there first. */
const concurrentRefund = () =>
  new AppError(409, 'Another refund of this order was made at the same moment: reload and check.');
type OrderLine = Awaited<ReturnType<typeof orderLines>>[number];

/** What a refund will give back, worked out from the order before anything is written. */
interface RefundPlan {
  kind: RefundRow['kind'];
  amountFils: number;
  shippingFils: number;
  lines: { item: OrderLine; quantity: number; amountFils: number; restock: boolean }[];
}

/**
 * The order's payment status once its refunds are counted (decision 060): a refund the shop owes
 * or is asking for says so first; then refunded in full, in part, or not at all.
 */
export function paymentStatusAfterRefunds(
  order: Pick<OrderRow, 'totalFils' | 'refundedFils'>,
  statuses: readonly RefundStatus[],
): PaymentStatus {
  if (statuses.includes('due')) return 'refund_due';
  if (statuses.includes('pending')) return 'refund_pending';
  if (order.refundedFils > 0 && order.refundedFils >= order.totalFils) return 'refunded';
  if (order.refundedFils > 0) return 'partially_refunded';
  return 'paid';
}

/**
 * Why no money can go back on this order now, or null when some can. "Paid" is money the shop
 * received (a card payment, or cash collected), never a status name: a delivered order can be
 * refunded, a cancelled one only while money of it is still to give back.
 */
export function refundBlockedReason(order: OrderRow): string | null {
  if (
    order.paidAt === null ||
    order.paymentStatus === 'pending' ||
    order.paymentStatus === 'failed'
  )
    return order.paymentMethod === 'cod'
      ? 'The cash for this order has not been collected yet, so there is nothing to refund.'
      : 'This order has not been paid, so there is nothing to refund.';
  if (order.refundedFils >= order.totalFils)
    return 'This order has been refunded in full: nothing is left to refund.';
  return null;
}

/**
 * What `quantity` more units of a line give back: their price less their share of the order's
 * coupon discount (issue 32), shared out so that refunding every unit, in any steps, gives back
 * exactly what the line was paid (the fils of rounding fall to the last units).
 */
export function lineRefundFils(
  item: Pick<OrderLine, 'unitPriceFils' | 'quantity' | 'refundedQuantity' | 'discountFils'>,
  quantity: number,
): number {
  const discountUpTo = (units: number) => Math.floor((item.discountFils * units) / item.quantity);
  const share =
    discountUpTo(item.refundedQuantity + quantity) - discountUpTo(item.refundedQuantity);
  return item.unitPriceFils * quantity - share;
}

/**
 * The delivery fee still to give back: what was paid for delivery (the fee less a free-delivery
 * coupon's discount: the part of the order's discount its lines do not hold) less what refunds
 * gave back of it.
 */
export function shippingLeftFils(
  order: Pick<OrderRow, 'shippingFils' | 'discountFils'>,
  lines: readonly Pick<OrderLine, 'discountFils'>[],
  refunded: number,
): number {
  const onLines = lines.reduce((sum, line) => sum + line.discountFils, 0);
  const onDelivery = Math.max(0, order.discountFils - onLines);
  return Math.max(0, order.shippingFils - onDelivery - refunded);
}

/** A request's lines or amount checked against the order; a 422 says what to change. */
function planRefund(request: RefundRequest, lines: OrderLine[], shippingLeft: number): RefundPlan {
  const hasLines = request.lines !== undefined && request.lines.length > 0;
  if (request.amount !== undefined && (hasLines || request.shipping)) {
    throw new ValidationError({
      amount: ['Refund either items (and the delivery fee) or an amount, not both.'],
    });
  }
  if (request.amount === undefined && !hasLines && !request.shipping) {
    throw new ValidationError({ lines: ['Choose the items to refund, or an amount.'] });
  }
  if (request.amount !== undefined) {
    const fils = exactFils(request.amount);
    if (fils === undefined) {
      throw new ValidationError({ amount: ['The amount may have at most two decimals.'] });
    }
    return { kind: 'amount', amountFils: fils, shippingFils: 0, lines: [] };
  }
  const byId = new Map(lines.map((line) => [line.id, line]));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  const planned: RefundPlan['lines'] = [];
  (request.lines ?? []).forEach((wanted, index) => {
    const item = byId.get(wanted.orderItemId);
    if (!item) {
      errors[`lines.${index}.orderItemId`] = ['This line is not part of the order.'];
      return;
    }
    if (seen.has(item.id)) {
      errors[`lines.${index}.orderItemId`] = ['Each line may be chosen once.'];
      return;
    }
    seen.add(item.id);
    const left = item.quantity - item.refundedQuantity;
    if (wanted.quantity > left) {
      const label = sizeLabel(item.productName, item.sizeName);
      errors[`lines.${index}.quantity`] = [
        left === 0
          ? `${label} has been refunded in full already.`
          : `Only ${left} of ${label} can still be refunded.`,
      ];
      return;
    }
    planned.push({
      item,
      quantity: wanted.quantity,
      amountFils: lineRefundFils(item, wanted.quantity),
      restock: wanted.restock ?? false,
    });
  });
  if (request.shipping && shippingLeft <= 0) {
    errors.shipping = ['There is no delivery fee left to refund on this order.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const shippingFils = request.shipping ? shippingLeft : 0;
  return {
    kind: 'lines',
    amountFils: planned.reduce((sum, line) => sum + line.amountFils, 0) + shippingFils,
    shippingFils,
    lines: planned,
  };
}

/** A refund's lines, delivery fee and reason in a line of the order's timeline. */
function describe(
  order: { items: { id: number; productName: string; sizeName: string }[] },
  refund: RefundWithLines,
) {
  const items = new Map(order.items.map((item) => [item.id, item]));
  const parts = refund.lines.map((line) => {
    const item = items.get(line.orderItemId);
    const name = item ? sizeLabel(item.productName, item.sizeName) : 'an item';
    return `${line.quantity} × ${name}${line.restock ? ' (back in stock)' : ''}`;
  });
  if (refund.shippingFils > 0) parts.push('the delivery fee');
  const what = parts.length > 0 ? `: ${parts.join(', ')}` : '';
  return `${what}. Reason: ${refund.reason}`;
}

/**
 * Every way money goes back on a placed order (decision 060): refunds of chosen lines or of an
 * amount, after delivery too, and the rest of the order when staff cancel it. The order's row is
 * locked while a refund is worked out and recorded, so refunds never add up to more than was
 * paid; a card refund is then asked of the provider once (one idempotency key per attempt), a
 * cash refund is recorded as handed back. The customer is mailed for each.
 */
export function createRefundsService(options: RefundsOptions) {
  const { db, provider, mailer, log, shop } = options;

  async function loadOrder(tx: Db, orderId: number) {
    const order = await findOrderWithItems(tx, orderId);
    if (!order || order.placedAt === null) throw new NotFoundError(NO_ORDER);
    return order;
  }

  async function withLines(tx: Db, refund: RefundRow): Promise<RefundWithLines> {
    const refunds = await findOrderRefunds(tx, refund.orderId);
    return refunds.find((entry) => entry.id === refund.id) ?? { ...refund, lines: [] };
  }

  /** The order's payment status from its refunds, written with `changes` (in `tx`). */
  async function settleOrderPayment(tx: Db, orderId: number, changes: Partial<OrderRow> = {}) {
    const row = await lockOrder(tx, orderId);
    const status = paymentStatusAfterRefunds(row!, await refundStatuses(tx, orderId));
    return updateOrder(tx, orderId, { ...changes, paymentStatus: status });
  }

  /**
   * Records a planned refund on the locked order `order` (in `tx`): its rows, the units and
   * money it counts, the stock it puts back, the audit entry; a cash refund is done at once
   * (event and mail), a card refund is left pending for `settle` after commit.
   */
  async function record(
    tx: Db,
    actor: AuditActor | null,
    order: OrderRow,
    plan: RefundPlan,
    reason: string,
  ): Promise<RefundRow> {
    const method = order.paymentMethod === 'card' ? ('card' as const) : ('cash' as const);
    const now = new Date();
    const refund = await insertRefund(tx, {
      orderId: order.id,
      kind: plan.kind,
      amountFils: plan.amountFils,
      shippingFils: plan.shippingFils,
      method,
      status: method === 'card' ? 'pending' : 'refunded',
      reason,
      staffId: actor?.id ?? null,
      refundedAt: method === 'cash' ? now : null,
    });
    await insertRefundLines(
      tx,
      plan.lines.map((line) => ({
        refundId: refund.id,
        orderItemId: line.item.id,
        quantity: line.quantity,
        amountFils: line.amountFils,
        restock: line.restock,
      })),
    );
    for (const line of plan.lines) {
      // The order is locked, so the guard agrees with planRefund; should it not, nothing is written.
      if (!(await addRefundedUnits(tx, line.item.id, line.quantity))) throw concurrentRefund();
    }
    await restockRefundedUnits(
      tx,
      order.id,
      plan.lines
        .filter((line) => line.restock)
        .map((line) => ({ productSizeId: line.item.productSizeId, quantity: line.quantity })),
      { staffId: actor?.id ?? null, note: `Refund #${refund.id}: ${reason}`.slice(0, 500) },
    );
    if (!(await addRefundedMoney(tx, order.id, plan.amountFils))) throw concurrentRefund();
    await settleOrderPayment(tx, order.id, method === 'cash' ? { refundedAt: now } : {});
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before: { paymentStatus: order.paymentStatus, refunded: filsToAed(order.refundedFils) },
        after: {
          refundId: refund.id,
          amount: filsToAed(plan.amountFils),
          method,
          reason,
          lines: plan.lines.map((line) => ({
            sku: line.item.sku,
            quantity: line.quantity,
            restock: line.restock,
          })),
          shipping: filsToAed(plan.shippingFils),
        },
      });
    }
    if (method === 'cash') {
      const full = await loadOrder(tx, order.id);
      const done = await withLines(tx, refund);
      await addOrderEvent(tx, {
        orderId: order.id,
        kind: 'refund',
        staffId: actor?.id ?? null,
        message: `Refund of ${formatFils(refund.amountFils)} handed back in cash${describe(full, done)}`,
        details: { refundId: refund.id },
      });
      await enqueueMails(tx, [refundMail(full, done, shop)]);
      await addNotifications(tx, refundNotifications(full, done));
    }
    return refund;
  }

  /**
   * Asks the provider for a pending card refund and records the answer, once: each attempt is
   * claimed first (so two callers never ask twice), and an attempt after the first looks for a
   * refund an earlier one made before asking again (its answer may have been lost).
   */
  async function settle(refundId: number): Promise<void> {
    const refund = await findRefund(db, refundId);
    if (!refund || refund.status !== 'pending' || refund.method !== 'card') return;
    const attempt = await claimAttempt(db, refund.id, refund.attempts);
    if (attempt === undefined) return;
    const order = await loadOrder(db, refund.orderId);
    const reference = `order-${order.id}-refund-${refund.id}`;
    let providerRefundId: string | undefined;
    try {
      const payment = order.checkoutSessionId
        ? await provider.retrieveSession(order.checkoutSessionId)
        : undefined;
      if (!payment?.paid) throw new Error('the provider shows no payment to refund');
      if (attempt > 1) providerRefundId = await provider.findRefund(payment, reference);
      providerRefundId ??= await provider.refund({
        payment,
        amountFils: refund.amountFils,
        idempotencyKey: attempt === 1 ? reference : `${reference}-attempt-${attempt}`,
        reference,
      });
    } catch (error) {
      log.error({ err: error, orderId: order.id, refundId }, 'a card refund failed');
    }
    await db.transaction(async (tx) => {
      await lockOrder(tx, order.id);
      const now = new Date();
      const row = providerRefundId
        ? await moveRefund(tx, refund.id, 'pending', {
            status: 'refunded',
            providerRefundId,
            refundedAt: now,
          })
        : await moveRefund(tx, refund.id, 'pending', { status: 'due' });
      if (!row) return;
      await settleOrderPayment(
        tx,
        order.id,
        providerRefundId ? { refundId: providerRefundId, refundedAt: now } : {},
      );
      const full = await loadOrder(tx, order.id);
      const done = await withLines(tx, row);
      await addOrderEvent(tx, {
        orderId: order.id,
        kind: 'refund',
        staffId: row.staffId,
        message: providerRefundId
          ? `Refund of ${formatFils(row.amountFils)} to the card (${providerRefundId})${describe(full, done)}`
          : `The refund of ${formatFils(row.amountFils)} to the card failed: refund due.`,
        details: providerRefundId ? { refundId: row.id, providerRefundId } : { refundId: row.id },
      });
      await enqueueMails(tx, [
        providerRefundId ? refundMail(full, done, shop) : refundFailedMail(full, done, shop),
      ]);
      if (providerRefundId) await addNotifications(tx, refundNotifications(full, done));
    });
    mailer.kick();
  }

  /** Moves a due refund back to pending (one caller wins), with the audit entry. */
  async function claimRetry(actor: AuditActor, refund: RefundRow) {
    return db.transaction(async (tx) => {
      const row = await moveRefund(tx, refund.id, 'due', { status: 'pending' });
      if (!row) return undefined;
      await settleOrderPayment(tx, refund.orderId);
      await recordAudit(tx, actor, {
        action: 'order.refund_retry',
        entityType: 'order',
        entityId: refund.orderId,
        before: { refundId: refund.id, status: 'due' },
        after: { refundId: refund.id, status: 'pending' },
      });
      return row;
    });
  }

  /** The order's refunds as the back office shows them, with what is left to refund. */
  async function overview(orderId: number) {
    const order = await loadOrder(db, orderId);
    const refunds = await findOrderRefunds(db, orderId);
    const shippingBack = refunds.reduce((sum, refund) => sum + refund.shippingFils, 0);
    const items = new Map(order.items.map((item) => [item.id, item]));
    const blockedReason = refundBlockedReason(order);
    const paid = order.paidAt ? order.totalFils : 0;
    return {
      orderId: order.id,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      blockedReason,
      paid: filsToAed(paid),
      refunded: filsToAed(order.refundedFils),
      refundable: filsToAed(blockedReason ? 0 : order.totalFils - order.refundedFils),
      shipping: {
        charged: filsToAed(order.shippingFils),
        refunded: filsToAed(shippingBack),
        refundable: filsToAed(
          blockedReason ? 0 : shippingLeftFils(order, order.items, shippingBack),
        ),
      },
      lines: order.items.map((item) => ({
        orderItemId: item.id,
        name: item.productName,
        size: item.sizeName,
        sku: item.sku,
        unitPrice: filsToAed(item.unitPriceFils),
        quantity: item.quantity,
        refundedQuantity: item.refundedQuantity,
        refundableQuantity: blockedReason ? 0 : item.quantity - item.refundedQuantity,
        refundFor: blockedReason
          ? []
          : Array.from({ length: item.quantity - item.refundedQuantity }, (_, index) =>
              filsToAed(lineRefundFils(item, index + 1)),
            ),
      })),
      refunds: refunds.map((refund) => ({
        id: refund.id,
        kind: refund.kind,
        amount: filsToAed(refund.amountFils),
        shipping: filsToAed(refund.shippingFils),
        method: refund.method,
        status: refund.status,
        reason: refund.reason,
        staffName: refund.staffName,
        providerRefundId: refund.providerRefundId,
        createdAt: refund.createdAt.toISOString(),
        refundedAt: refund.refundedAt ? refund.refundedAt.toISOString() : null,
        lines: refund.lines.map((line) => {
          const item = items.get(line.orderItemId);
          return {
            orderItemId: line.orderItemId,
            name: item?.productName ?? 'Item',
            size: item?.sizeName ?? '',
            quantity: line.quantity,
            amount: filsToAed(line.amountFils),
            restock: line.restock,
          };
        }),
      })),
    };
  }

  /** The overview with the refund `refundId` beside it: the answer to a refund or a retry. */
  async function result(orderId: number, refundId: number) {
    const view = await overview(orderId);
    const refund = view.refunds.find((entry) => entry.id === refundId)!;
    return { ...view, refund };
  }

  return {
    overview,
    settle,

    /** A refund of chosen lines or of an amount, by staff (decision 060). */
    async refund(actor: AuditActor, orderId: number, request: RefundRequest) {
      const reason = request.reason.trim();
      const created = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order || order.placedAt === null) throw new NotFoundError(NO_ORDER);
        const blocked = refundBlockedReason(order);
        if (blocked) throw new AppError(409, blocked);
        const lines = await orderLines(tx, orderId);
        const shippingLeft = shippingLeftFils(order, lines, await shippingRefunded(tx, orderId));
        const plan = planRefund(request, lines, shippingLeft);
        const left = order.totalFils - order.refundedFils;
        if (plan.amountFils > left) {
          throw new ValidationError({
            [plan.kind === 'amount' ? 'amount' : 'lines']: [
              `At most ${formatFils(left)} is left to refund on this order.`,
            ],
          });
        }
        if (plan.amountFils <= 0) {
          throw new ValidationError({ lines: ['Choose at least one item to refund.'] });
        }
        return record(tx, actor, order, plan, reason);
      });
      mailer.kick();
      await settle(created.id);
      return result(orderId, created.id);
    },

    /**
     * The rest of a paid order's money, when staff cancel it (in the cancellation's transaction,
     * after its stock went back): answers the refund, or undefined when nothing is left to give
     * back (never paid, or refunded already). A card refund is then `settle`d after commit.
     */
    async refundRest(tx: Db, actor: AuthenticatedStaff, orderId: number, reason: string) {
      const order = await lockOrder(tx, orderId);
      if (!order || refundBlockedReason(order)) return undefined;
      // Cancelling a paid order gives its money back: the refunds permission (decision 076).
      checkPermission(actor, 'refunds');
      const shippingLeft = shippingLeftFils(
        order,
        await orderLines(tx, orderId),
        await shippingRefunded(tx, orderId),
      );
      const left = order.totalFils - order.refundedFils;
      return record(
        tx,
        actor,
        order,
        {
          kind: 'cancellation',
          amountFils: left,
          shippingFils: Math.min(shippingLeft, left),
          lines: [],
        },
        reason,
      );
    },

    /** Tries a due refund again, once however many staff press Retry. */
    async retry(actor: AuditActor, orderId: number, refundId: number) {
      const refund = await findRefund(db, refundId);
      if (!refund || refund.orderId !== orderId) throw new NotFoundError('No refund has this id.');
      const claimed = await claimRetry(actor, refund);
      if (!claimed) {
        const now = await findRefund(db, refundId);
        throw new AppError(
          409,
          now?.status === 'refunded'
            ? 'This refund has been made already.'
            : 'This refund is already under way.',
        );
      }
      await settle(refundId);
      return result(orderId, refundId);
    },

    /** Tries every due refund of the order again (the order page's "Retry refund"). */
    async retryDue(actor: AuditActor, orderId: number) {
      const order = await loadOrder(db, orderId);
      const due = (await findOrderRefunds(db, orderId)).filter((refund) => refund.status === 'due');
      const claimed: RefundRow[] = [];
      for (const refund of due) {
        const row = await claimRetry(actor, refund);
        if (row) claimed.push(row);
      }
      if (claimed.length === 0) {
        const now = await loadOrder(db, orderId);
        throw new AppError(
          409,
          now.paymentStatus === 'refunded'
            ? 'This order has already been refunded.'
            : now.paymentStatus === 'refund_pending'
              ? 'A refund of this order is already under way.'
              : 'This order has no refund due.',
        );
      }
      for (const refund of claimed) await settle(refund.id);
      return order.id;
    },

    /** Card refunds whose process stopped while asking the provider: asked again, safely. */
    async resumeStalledRefunds(now = new Date()) {
      const stalled = await findStalledRefunds(
        db,
        new Date(now.getTime() - STALLED_REFUND_MINUTES * 60_000),
      );
      for (const { id } of stalled) await settle(id);
      return stalled.length;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
