import type { Db } from '../../db/client.ts';
import { formatCsv } from '../../lib/csv.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { eachRow } from '../../lib/bulk.ts';
import { filsToAed, formatFils } from '../../lib/money.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { releaseCouponUse } from '../coupons/coupons.service.ts';
import { releaseStock } from '../inventory/inventory.service.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import {
  addNotifications,
  orderStatusNotifications,
} from '../notifications/notifications.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { joinAddress } from '../orders/order-presenter.ts';
import { findOrderWithItems, type OrderRow, type OrderWithItems } from '../orders/orders.repo.ts';
import { moveOrder, recordCashOutcome } from '../orders/orders.service.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import type { AuthenticatedStaff } from '../staff/staff.service.ts';
import { statusMail } from './fulfilment-mails.ts';
import { invoiceOf, type Seller } from './invoice.ts';
import {
  addOrderEvent,
  listOrders,
  orderTimeline,
  ordersPlacedBetween,
  ordersToPack,
  packagingOf,
  pickingLines,
  type OrderListQuery,
} from './fulfilment.repo.ts';
import {
  ALLOWED_FROM,
  CASH_FROM,
  cashRefusal,
  nextMoves,
  refusal,
  STATUS_LABELS,
  type CashOutcome,
  type StaffMove,
} from './order-status.ts';
import { arrivalInstant } from '@petshop/contracts/delivery';
import { shopIsoTime } from '@petshop/contracts/shop-time';
import { listPage } from '@petshop/contracts/admin-lists';
import type { ShopContact } from '../mail/shop-contact.ts';

export interface FulfilmentOptions {
  db: Db;
  /** Every refund, a cancellation's included, goes through it (decision 060). */
  refunds: RefundsService;
  mailer: Mailer;
  imageUrl: ImageUrl;
  shop: ShopContact;
  /** Who sells, as invoices name it. */
  seller: Seller;
}

export interface StatusChange {
  status: Exclude<StaffMove, 'cancelled'>;
  trackingNumber?: string | undefined;
  carrier?: string | undefined;
  /** YYYY-MM-DD, the shop's calendar day. */
  estimatedDelivery?: string | undefined;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const NO_ORDER = 'No order has this id.';

/** What staff can do next with the order; `nextMoves` is the field's first name, kept. */
function orderMoves(order: OrderRow) {
  const moves = nextMoves(order);
  return { allowedMoves: moves, nextMoves: moves };
}

/** What the order list and an order's page both start with. */
function presentOrderHead(order: OrderRow) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: STATUS_LABELS[order.status],
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
}

/** An order as the back office shows it (camelCase, AED). */
function presentAdminOrder(order: OrderWithItems, imageUrl: ImageUrl) {
  return {
    ...presentOrderHead(order),
    paymentProvider: order.paymentProvider,
    transactionId: order.transactionId,
    paidAt: iso(order.paidAt),
    refundId: order.refundId,
    refundedAt: iso(order.refundedAt),
    subtotal: filsToAed(order.subtotalFils),
    shipping: filsToAed(order.shippingFils),
    discount: filsToAed(order.discountFils),
    couponCode: order.couponCode,
    total: filsToAed(order.totalFils),
    currency: order.currency,
    customer: {
      userId: order.userId,
      name: order.customerName ?? order.user.name,
      email: order.customerEmail ?? order.user.email,
      phone: order.customerPhone,
      language: order.user.language,
    },
    address: joinAddress(order),
    notes: order.notes,
    trackingNumber: order.trackingNumber,
    carrier: order.shippingCarrier,
    estimatedDelivery: iso(order.estimatedDelivery),
    placedAt: iso(order.placedAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    refunded: filsToAed(order.refundedFils),
    ...orderMoves(order),
    items: order.items.map((item) => ({
      productId: item.productId,
      name: item.productName,
      size: item.sizeName,
      sku: item.sku,
      packaging: item.product?.packaging ?? null,
      image: item.imagePath ? imageUrl(item.imagePath) : null,
      unitPrice: filsToAed(item.unitPriceFils),
      quantity: item.quantity,
      lineTotal: filsToAed(item.lineTotalFils),
    })),
  };
}

/** A row of the order list. */
function presentListRow(order: OrderRow) {
  return {
    ...presentOrderHead(order),
    total: filsToAed(order.totalFils),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    placedAt: iso(order.placedAt),
    couponCode: order.couponCode,
    allowedMoves: nextMoves(order),
  };
}

/**
 * What staff do with placed orders: move them along (pending → processing → shipped →
 * delivered), cancel them (stock back once, a paid card order refunded once), and read them.
 * Every move is one conditional statement, so two staff acting at once cannot both win.
 */
export function createFulfilmentService(options: FulfilmentOptions) {
  const { db, refunds, mailer, imageUrl, shop, seller } = options;

  async function load(tx: Db, orderId: number) {
    const order = await findOrderWithItems(tx, orderId);
    if (!order || order.placedAt === null) throw new NotFoundError(NO_ORDER);
    return order;
  }

  /** Why `move` failed: the order is gone, not placed, or no longer where the move starts. */
  async function explainRefusal(orderId: number, move: StaffMove): Promise<never> {
    const order = await findOrderWithItems(db, orderId);
    if (!order) throw new NotFoundError(NO_ORDER);
    throw new AppError(409, refusal(order.status, move));
  }

  return {
    async list(query: OrderListQuery) {
      const { rows, total } = await listOrders(db, query);
      return listPage(rows.map(presentListRow), total, query.page, query.pageSize);
    },

    async detail(orderId: number) {
      const order = await load(db, orderId);
      const events = await orderTimeline(db, orderId);
      return {
        ...presentAdminOrder(order, imageUrl),
        events: events.map((event) => ({
          id: event.id,
          kind: event.kind,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          staffId: event.staffId,
          message: event.message,
          createdAt: event.createdAt.toISOString(),
        })),
      };
    },

    /** processing, shipped (tracking number and carrier required) or delivered. */
    async move(actor: AuthenticatedStaff, orderId: number, change: StatusChange) {
      const trackingNumber = change.trackingNumber?.trim() || undefined;
      const carrier = change.carrier?.trim() || undefined;
      if (change.status === 'shipped') {
        const errors: Record<string, string[]> = {};
        if (!trackingNumber) errors.trackingNumber = ['Enter the tracking number.'];
        if (!carrier) errors.carrier = ['Enter the carrier.'];
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      }
      const now = new Date();
      const stamp =
        change.status === 'shipped'
          ? {
              shippedAt: now,
              trackingNumber,
              shippingCarrier: carrier,
              ...(change.estimatedDelivery
                ? { estimatedDelivery: arrivalInstant(change.estimatedDelivery) }
                : {}),
            }
          : change.status === 'delivered'
            ? { deliveredAt: now }
            : {};
      const moved = await db.transaction(async (tx) => {
        const before = await load(tx, orderId);
        const row = await moveOrder(tx, orderId, ALLOWED_FROM[change.status], change.status, stamp);
        if (!row) return undefined;
        const order = await load(tx, orderId);
        await addOrderEvent(tx, {
          orderId,
          kind: 'status',
          fromStatus: before.status,
          toStatus: row.status,
          staffId: actor.id,
          message:
            change.status === 'shipped'
              ? `Shipped with ${carrier}, tracking number ${trackingNumber}.`
              : `Marked ${STATUS_LABELS[row.status]}.`,
        });
        await recordAudit(tx, actor, {
          action: 'order.status',
          entityType: 'order',
          entityId: orderId,
          before: { status: before.status },
          after: {
            status: row.status,
            ...(change.status === 'shipped' ? { trackingNumber, carrier } : {}),
          },
        });
        const mail = statusMail(order, shop);
        if (mail) await enqueueMails(tx, [mail]);
        await addNotifications(tx, orderStatusNotifications(order));
        return order;
      });
      if (!moved) return explainRefusal(orderId, change.status);
      mailer.kick();
      return this.detail(orderId);
    },

    /**
     * Cash on delivery as the courier reports it (issue 27): collected (the payment becomes
     * paid, today) or not collected; with the order's timeline and the audit log, in one
     * conditional statement so two staff recording at once cannot both win.
     */
    async recordCash(
      actor: AuthenticatedStaff,
      orderId: number,
      outcome: CashOutcome,
      note?: string,
    ) {
      const text = note?.trim() || undefined;
      const recorded = await db.transaction(async (tx) => {
        const before = await load(tx, orderId);
        const row = await recordCashOutcome(
          tx,
          orderId,
          CASH_FROM[outcome],
          outcome === 'collected'
            ? { paymentStatus: 'paid', paidAt: new Date() }
            : { paymentStatus: 'collection_failed' },
        );
        if (!row) return undefined;
        await addOrderEvent(tx, {
          orderId,
          kind: 'payment',
          fromStatus: before.status,
          toStatus: row.status,
          staffId: actor.id,
          message:
            outcome === 'collected'
              ? `Cash collected: ${formatFils(row.totalFils)}.${text ? ` ${text}` : ''}`
              : `Cash not collected${text ? `: ${text}` : '.'}`,
        });
        await recordAudit(tx, actor, {
          action: 'order.payment',
          entityType: 'order',
          entityId: orderId,
          before: { paymentStatus: before.paymentStatus },
          after: {
            paymentStatus: row.paymentStatus,
            ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
            ...(text ? { note: text } : {}),
          },
        });
        return row;
      });
      if (!recorded) {
        const order = await load(db, orderId);
        throw new AppError(409, cashRefusal(order, outcome));
      }
      return this.detail(orderId);
    },

    /**
     * Cancels a pending or processing order: its units go back to stock once, and what was paid
     * and not yet refunded goes back through the refunds module (decision 060), in the same
     * transaction; a card refund is then asked of the provider once.
     */
    async cancel(actor: AuthenticatedStaff, orderId: number, reason?: string) {
      const note = reason?.trim() || undefined;
      const cancelled = await db.transaction(async (tx) => {
        const before = await load(tx, orderId);
        const row = await moveOrder(tx, orderId, ALLOWED_FROM.cancelled, 'cancelled', {
          cancelledAt: new Date(),
        });
        if (!row) return undefined;
        // A cancelled order gives its coupon use back (decision 122; a refund keeps it).
        await releaseCouponUse(tx, orderId);
        await releaseStock(tx, orderId);
        await addOrderEvent(tx, {
          orderId,
          kind: 'status',
          fromStatus: before.status,
          toStatus: 'cancelled',
          staffId: actor.id,
          message: note ? `Cancelled: ${note}` : 'Cancelled.',
        });
        const refund = await refunds.refundRest(
          tx,
          actor,
          orderId,
          note ? `Order cancelled: ${note}` : 'Order cancelled',
        );
        const order = await load(tx, orderId);
        await recordAudit(tx, actor, {
          action: 'order.cancel',
          entityType: 'order',
          entityId: orderId,
          before: { status: before.status, paymentStatus: before.paymentStatus },
          after: { status: order.status, paymentStatus: order.paymentStatus, reason: note ?? null },
        });
        const mail = statusMail(order, shop, refund);
        if (mail) await enqueueMails(tx, [mail]);
        await addNotifications(tx, orderStatusNotifications(order));
        return { refund };
      });
      if (!cancelled) return explainRefusal(orderId, 'cancelled');
      mailer.kick();
      if (cancelled.refund) await refunds.settle(cancelled.refund.id);
      return this.detail(orderId);
    },

    /** Tries again the order's refunds the provider refused (refund_due); never refunds twice. */
    async retryRefund(actor: AuthenticatedStaff, orderId: number) {
      await refunds.retryDue(actor, orderId);
      return this.detail(orderId);
    },

    /** The order's invoice (a UAE tax invoice when the shop has a TRN). */
    async invoice(orderId: number) {
      const order = await load(db, orderId);
      if (!order.orderNumber) {
        throw new AppError(409, 'This card checkout was never paid, so it has no invoice.');
      }
      return invoiceOf({ ...order, orderNumber: order.orderNumber }, seller);
    },

    /** Marks each chosen order processing, as its own move: a row that cannot move says why. */
    async markProcessing(actor: AuthenticatedStaff, orderIds: readonly number[]) {
      return eachRow(orderIds, async (orderId) => {
        await this.move(actor, orderId, { status: 'processing' });
        return {};
      });
    },

    /**
     * What the packer needs: items, sizes, units still to send, SKU, packaging, the address and
     * the customer's notes; no prices. Only for an order there is something to pack for.
     */
    async packingSlip(orderId: number) {
      const order = await load(db, orderId);
      if (!order.orderNumber || !order.placedAt) {
        throw new AppError(409, 'This card checkout was never paid, so there is nothing to pack.');
      }
      if (order.status === 'cancelled') {
        throw new AppError(
          409,
          `Order ${order.orderNumber} was cancelled: there is nothing to pack.`,
        );
      }
      const packaging = await packagingOf(
        db,
        order.items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
      );
      const items = order.items
        .map((item) => ({
          name: item.productName,
          size: item.sizeName,
          sku: item.sku,
          quantity: item.quantity - item.refundedQuantity,
          packaging: item.productId === null ? null : (packaging.get(item.productId) ?? null),
        }))
        .filter((item) => item.quantity > 0);
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        placedAt: order.placedAt.toISOString(),
        status: order.status,
        statusLabel: STATUS_LABELS[order.status],
        customer: { name: order.customerName ?? order.user.name, phone: order.customerPhone },
        address: joinAddress(order),
        notes: order.notes,
        items,
        units: items.reduce((sum, item) => sum + item.quantity, 0),
      };
    },

    /** The chosen orders' packing slips, each refused on its own (bulk "print slips"). */
    async packingSlips(orderIds: readonly number[]) {
      return eachRow(orderIds, async (orderId) => ({ slip: await this.packingSlip(orderId) }));
    },

    /**
     * The picking list of a Dubai calendar day: its orders still to be packed (pending, paid,
     * processing) and what to take off the shelves for them, summed by SKU.
     */
    async pickingList(day: string, from: Date, to: Date) {
      const toPack = await ordersToPack(db, from, to);
      const lines = await pickingLines(
        db,
        toPack.map((order) => order.id),
      );
      return {
        day,
        orders: toPack.map((order) => ({
          id: order.id,
          orderNumber: order.orderNumber ?? '',
          statusLabel: STATUS_LABELS[order.status],
        })),
        lines,
        units: lines.reduce((sum, line) => sum + line.quantity, 0),
      };
    },

    /** The accountant's CSV: one row per order placed in [from, to). */
    async exportCsv(from: Date, to: Date) {
      const rows = await ordersPlacedBetween(db, from, to);
      const header = [
        'order_number',
        'placed_at',
        'status',
        'payment_method',
        'payment_status',
        'customer_name',
        'customer_email',
        'items',
        'subtotal_aed',
        'shipping_aed',
        'discount_aed',
        'total_aed',
        'paid_at',
        'refunded_aed',
        'paid_net_aed',
        'transaction_id',
        'refund_id',
        // Last, so a spreadsheet built on the earlier columns keeps working (issue 32).
        'coupon_code',
      ];
      const lines = rows.map((order) => [
        order.orderNumber,
        // Dubai time with its offset: what staff saw on the order page (issue 27).
        order.placedAt ? shopIsoTime(order.placedAt) : null,
        order.status,
        order.paymentMethod,
        order.paymentStatus,
        order.customerName,
        order.customerEmail,
        order.items.reduce((sum, item) => sum + item.quantity, 0),
        filsToAed(order.subtotalFils).toFixed(2),
        filsToAed(order.shippingFils).toFixed(2),
        filsToAed(order.discountFils).toFixed(2),
        filsToAed(order.totalFils).toFixed(2),
        order.paidAt ? shopIsoTime(order.paidAt) : null,
        filsToAed(order.refundedFils).toFixed(2),
        // Money received less refunds: the dashboard's "Paid".
        filsToAed(order.paidAt ? order.totalFils - order.refundedFils : 0).toFixed(2),
        order.transactionId,
        order.refundId,
        order.couponCode,
      ]);
      return formatCsv(header, lines);
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
