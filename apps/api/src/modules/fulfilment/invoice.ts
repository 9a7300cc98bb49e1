import { filsToAed } from '../../lib/money.ts';
import { joinAddress } from '../orders/order-presenter.ts';
import type { OrderWithItems } from '../orders/orders.repo.ts';
import { sizeLabel } from '../inventory/inventory.service.ts';

/** UAE VAT: 5%, contained in the shop's prices (they are VAT-inclusive, as the spec's totals). */
export const VAT_RATE_PERCENT = 5;
const vatIn = (fils: number) => Math.round((fils * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));

export interface Seller {
  legalName: string;
  address: string;
  email: string;
  phone: string;
  /** Set: the invoice is a UAE tax invoice. */
  trn: string | undefined;
}

/**
 * An order's invoice. With a TRN it is a tax invoice: each line and the total show the VAT the
 * price contains (rounded per line to the fils; the total VAT is the sum of the lines'). A
 * coupon's discount lowers the price charged, so the VAT it contained comes off the total VAT:
 * the VAT is that of the discounted total (issue 32).
 */
export function invoiceOf(order: OrderWithItems & { orderNumber: string }, seller: Seller) {
  const lines = order.items.map((item) => ({
    description: sizeLabel(item.productName, item.sizeName),
    sku: item.sku,
    quantity: item.quantity,
    unitPrice: filsToAed(item.unitPriceFils),
    total: filsToAed(item.lineTotalFils),
    vat: filsToAed(vatIn(item.lineTotalFils)),
  }));
  const vatFils =
    order.items.reduce((sum, item) => sum + vatIn(item.lineTotalFils), 0) +
    vatIn(order.shippingFils) -
    vatIn(order.discountFils);
  return {
    taxInvoice: seller.trn !== undefined,
    invoiceNumber: order.orderNumber,
    issuedAt: (order.placedAt ?? order.createdAt).toISOString(),
    seller: { ...seller, trn: seller.trn ?? null },
    customer: {
      name: order.customerName ?? order.user.name,
      email: order.customerEmail ?? order.user.email,
      phone: order.customerPhone,
      address: joinAddress(order),
    },
    lines,
    shipping: { total: filsToAed(order.shippingFils), vat: filsToAed(vatIn(order.shippingFils)) },
    discount: filsToAed(order.discountFils),
    couponCode: order.couponCode,
    total: filsToAed(order.totalFils),
    vatRatePercent: VAT_RATE_PERCENT,
    vatTotal: filsToAed(vatFils),
    totalExcludingVat: filsToAed(order.totalFils - vatFils),
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
}
