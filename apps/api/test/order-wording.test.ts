import { formatArrival } from '@petshop/contracts/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { outboxTo } from './helpers/mails.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';

const TRN = '100123456700003';

/** A shop charging AED 15 below AED 200, with or without a VAT registration. */
async function deliveryShop(vatTrn?: string) {
  const shop = await createTestShop({
    DELIVERY_FEE_AED: '15',
    FREE_DELIVERY_FROM_AED: '200',
    DELIVERY_DAYS: 'Dubai=1,*=2',
    SUPPORT_EMAIL: 'orders@shop.example',
    ...(vatTrn ? { VAT_TRN: vatTrn } : {}),
  });
  await seedTestCatalog(shop.database.db);
  const bed = await addOneSizeProduct(shop.database.db, 'Wording Test Bed', 50, { price: 199 });
  const crate = await addOneSizeProduct(shop.database.db, 'Wording Test Crate', 50, { price: 200 });
  return { shop, bed, crate };
}

/** Places a cash order of one `productId` and returns it with its two mails. */
async function orderWithMails(shop: TestShop, productId: number) {
  const customer = await createCustomer(shop);
  await addToCart(shop, customer, productId, 1);
  const response = await placeCodOrder(shop, customer);
  expect(response.statusCode).toBe(201);
  const order = response.json().order;
  const ofOrder = async (recipient: string, kind: string) =>
    (await outboxTo(shop, recipient, kind)).find((mail) =>
      mail.subject.includes(order.order_number),
    )!;
  return {
    order,
    confirmation: await ofOrder(customerInfo.email, 'order-confirmation'),
    notice: await ofOrder('orders@shop.example', 'order-new'),
  };
}

describe('the order confirmation mail tells what was charged and when it arrives (issue 27)', () => {
  let plain: Awaited<ReturnType<typeof deliveryShop>>;
  let registered: Awaited<ReturnType<typeof deliveryShop>>;
  beforeAll(async () => {
    plain = await deliveryShop();
    registered = await deliveryShop(TRN);
  });
  afterAll(async () => {
    await plain.shop.close();
    await registered.shop.close();
  });

  it('names the AED 15 delivery fee, no VAT without a TRN, and the arrival day the order recorded', async () => {
    const { order, confirmation } = await orderWithMails(plain.shop, plain.bed);
    expect(order.shipping_cost).toBe(15);
    const text = confirmation.textBody;
    expect(text).toContain(
      [
        'Subtotal: AED 199.00',
        'Delivery: AED 15.00',
        'Total to pay on delivery: AED 214.00',
        'Payment: Cash on delivery',
      ].join('\n'),
    );
    expect(text).toContain(
      `We prepare orders within 24 hours. Arrives by ${formatArrival(order.estimated_delivery)}.`,
    );
    expect(text).not.toMatch(/VAT|shipping free|business days/);
  });

  it('says delivery is free when it was, and VAT included only when the shop has a TRN', async () => {
    const { order, confirmation, notice } = await orderWithMails(registered.shop, registered.crate);
    expect(order.shipping_cost).toBe(0);
    expect(confirmation.textBody).toContain(
      [
        'Subtotal: AED 200.00',
        'Delivery: free',
        'Total to pay on delivery: AED 200.00 (VAT included)',
      ].join('\n'),
    );
    expect(notice.textBody).toContain('Total to pay on delivery: AED 200.00 (VAT included)');
  });

  it('with a TRN and a fee, the fee is named and the total includes VAT', async () => {
    const { confirmation } = await orderWithMails(registered.shop, registered.bed);
    expect(confirmation.textBody).toContain(
      ['Delivery: AED 15.00', 'Total to pay on delivery: AED 214.00 (VAT included)'].join('\n'),
    );
  });
});
