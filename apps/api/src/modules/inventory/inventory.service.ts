import {
  STOCK_ADJUSTMENT_REASONS,
  type StockAdjustmentReason,
} from '@petshop/contracts/admin-stock';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import {
  findProductSizeIds,
  findSizeStock,
  findStockMovement,
  findStockMovements,
  lockSize,
  moveStock,
  returnRefundedStock,
  returnStock,
  takeStockForOrder,
  type StockMovementRow,
} from './inventory.repo.ts';

export type { StockMovementRow, StockReason } from './inventory.repo.ts';

/** "Salmon Kibble (2 kg)": a product with its size, or the product alone when it has one size. */
export const sizeLabel = (productName: string, sizeName: string) =>
  sizeName === 'One Size' ? productName : `${productName} (${sizeName})`;

/**
 * "Only 3 left of Salmon Kibble (2 kg)." — what a customer needs to fix the quantity; with units
 * already in the cart (`inCart`), it says how many.
 */
export function stockMessage(label: string, stock: number, inCart = 0): string {
  if (stock === 0) return `${label} is out of stock.`;
  const left = `Only ${stock} left of ${label}.`;
  return inCart > 0 ? `${left} Your cart already has ${inCart}.` : left;
}

/**
 * Takes every line's units for an order (already inserted in `tx`) or none: the first short line
 * aborts the whole transaction with a 422 naming it. Each take writes its ledger row (reason
 * 'order', the order's id). Sizes are taken in id order, so two orders taking the same sizes
 * queue, never deadlock.
 */
export async function reserveStock(
  tx: Db,
  orderId: number,
  items: { productSizeId?: number | null; quantity: number; label: string }[],
) {
  const ordered = [...items].sort((a, b) => (a.productSizeId ?? 0) - (b.productSizeId ?? 0));
  for (const item of ordered) {
    if (item.productSizeId == null)
      throw new ValidationError({ items: [`${item.label} is no longer available.`] });
    const left = await takeStockForOrder(tx, item.productSizeId, item.quantity, orderId);
    if (left === undefined) {
      const stock = await findSizeStock(tx, item.productSizeId);
      throw new ValidationError({ items: [stockMessage(item.label, stock)] });
    }
  }
}

/**
 * Puts an order's units back on the shelf (an order cancelled before it was paid, a card checkout
 * that expired), each with its ledger row (reason 'order_cancelled', the order's id). The caller
 * makes sure it happens once per order (the order's status change in the same transaction).
 */
export async function releaseStock(tx: Db, orderId: number) {
  await returnStock(tx, orderId);
}

/**
 * Puts the units of a refund back on the shelf (a return staff chose to restock, decision 060),
 * in the refund's transaction: one ledger row per line, reason 'returned', with the order and the
 * staff member. Lines whose size is no longer sold are skipped (nothing to put back).
 */
export async function restockRefundedUnits(
  tx: Db,
  orderId: number,
  lines: { productSizeId: number | null; quantity: number }[],
  by: { staffId: number | null; note: string | null },
) {
  const sized = lines.flatMap((line) =>
    line.productSizeId === null || line.quantity <= 0
      ? []
      : [{ productSizeId: line.productSizeId, quantity: line.quantity }],
  );
  await returnRefundedStock(tx, orderId, sized, by);
}

/** Why staff change a stock by hand (the ledger's other reasons are written by orders). */
export const ADJUSTMENT_REASONS = STOCK_ADJUSTMENT_REASONS;
export type AdjustmentReason = StockAdjustmentReason;

export interface StockAdjustment {
  productSizeId: number;
  /** Units to add (positive) or take away (negative). Give this or `setTo`. */
  delta?: number | undefined;
  /** The counted stock: the movement is the difference from the stock at that moment. */
  setTo?: number | undefined;
  reason: AdjustmentReason;
  note?: string | null | undefined;
  /** Who made it (staff.id); null for a script. */
  staffId: number | null;
}

/** A ledger row as the back office shows it. */
export type StockMovement = Omit<StockMovementRow, 'createdAt'> & { createdAt: string };

const present = (row: StockMovementRow): StockMovement => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const MAX_STOCK = 1_000_000;
export const MAX_NOTE_LENGTH = 500;

/** 422 field errors of an adjustment's own values (before any row is read). */
function adjustmentErrors(adjustment: StockAdjustment): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { delta, setTo } = adjustment;
  if ((delta === undefined) === (setTo === undefined)) {
    errors.delta = ['Give either a change (delta) or the counted stock (setTo), not both.'];
  } else if (delta !== undefined) {
    if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_STOCK)
      errors.delta = [
        `The change must be a whole number of units other than 0 (at most ${MAX_STOCK}).`,
      ];
  } else if (!Number.isInteger(setTo) || setTo! < 0 || setTo! > MAX_STOCK) {
    errors.setTo = [`The counted stock must be a whole number from 0 to ${MAX_STOCK}.`];
  }
  if (!(ADJUSTMENT_REASONS as readonly string[]).includes(adjustment.reason)) {
    errors.reason = [`The reason must be one of: ${ADJUSTMENT_REASONS.join(', ')}.`];
  }
  if (adjustment.note != null && adjustment.note.length > MAX_NOTE_LENGTH) {
    errors.note = [`The note may be at most ${MAX_NOTE_LENGTH} characters.`];
  }
  return errors;
}

/**
 * Changes a size's stock by hand (received, damaged, returned, a count correction…) and writes
 * the ledger row, in the caller's transaction (a savepoint of it; record the audit in the same
 * transaction), or in one of its own when given the database. The size's row
 * is locked first, so an order taking units at the same moment queues behind it (or it behind the
 * order) and neither change is lost; `setTo` is measured against the stock under that lock.
 * Never drives the stock below 0: a 422 says how many there are. Answers the new stock and the
 * movement (null when `setTo` equals the stock: nothing to record). 404 when there is no such
 * size (or, with `productId`, when the size is not that product's).
 */
export async function adjustStock(
  tx: Db,
  adjustment: StockAdjustment & { productId?: number | undefined },
): Promise<{ stock: number; movement: StockMovement | null }> {
  const errors = adjustmentErrors(adjustment);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  // Its own transaction, or a savepoint of the caller's: the lock holds until the caller commits.
  return tx.transaction(async (inner) => {
    const size = await lockSize(inner, adjustment.productSizeId);
    if (!size || (adjustment.productId !== undefined && size.productId !== adjustment.productId)) {
      throw new NotFoundError('Size not found');
    }
    const delta = adjustment.delta ?? adjustment.setTo! - size.stock;
    if (delta === 0) return { stock: size.stock, movement: null };
    const label = sizeLabel(size.productName, size.name);
    if (size.stock + delta < 0) {
      throw new ValidationError({
        delta: [
          `${label} has ${size.stock} in stock: taking away ${-delta} would leave fewer than 0.`,
        ],
      });
    }
    const moved = await moveStock(inner, {
      productSizeId: size.id,
      delta,
      reason: adjustment.reason,
      note: adjustment.note?.trim() || null,
      staffId: adjustment.staffId,
    });
    // The row is locked: the guard cannot refuse what was just checked.
    if (!moved) throw new Error(`stock of size ${size.id} changed under its lock`);
    const movement = await findStockMovement(inner, moved.movementId);
    return { stock: moved.stock, movement: movement ? present(movement) : null };
  });
}

/**
 * A staff member's adjustment from the back office: `adjustStock` and its audit entry (the stock
 * before and after), in one transaction. No entry when nothing changed.
 */
export async function adjustStockAsStaff(
  db: Db,
  staff: AuditActor,
  adjustment: Omit<StockAdjustment, 'staffId'> & { productId: number },
): Promise<{ stock: number; movement: StockMovement | null }> {
  return db.transaction(async (tx) => {
    const adjusted = await adjustStock(tx, { ...adjustment, staffId: staff.id });
    const { movement } = adjusted;
    if (movement) {
      const sizeId = adjustment.productSizeId;
      await recordAudit(tx, staff, {
        action: 'stock.adjust',
        entityType: 'product',
        entityId: adjustment.productId,
        before: { sizeId, size: movement.sizeName, stock: adjusted.stock - movement.delta },
        after: {
          sizeId,
          size: movement.sizeName,
          stock: adjusted.stock,
          delta: movement.delta,
          reason: adjustment.reason,
          note: movement.note,
          movementId: movement.id,
        },
      });
    }
    return adjusted;
  });
}

/** Ledger rows per page in the back office. */
export const MOVEMENTS_PAGE_SIZE = 50;

/**
 * A product's stock ledger, newest first, one page at a time (of one size with `productSizeId`):
 * `nextCursor` is the `cursor` of the following page, null on the last. Each row names the size,
 * the order (id and number) or the staff member behind it. 404 for an unknown product, or a size
 * that is not the product's.
 */
export async function listStockMovements(
  db: Db,
  query: {
    productId: number;
    productSizeId?: number | undefined;
    cursor?: number | undefined;
    limit?: number | undefined;
  },
): Promise<{ items: StockMovement[]; nextCursor: number | null }> {
  const sizeIds = await findProductSizeIds(db, query.productId);
  if (!sizeIds) throw new NotFoundError('Product not found');
  if (query.productSizeId !== undefined && !sizeIds.includes(query.productSizeId)) {
    throw new NotFoundError('Size not found');
  }
  const limit = Math.min(Math.max(query.limit ?? MOVEMENTS_PAGE_SIZE, 1), 200);
  const rows = await findStockMovements(
    db,
    { productId: query.productId, productSizeId: query.productSizeId },
    { before: query.cursor, limit: limit + 1 },
  );
  const items = rows.slice(0, limit).map(present);
  return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null };
}
