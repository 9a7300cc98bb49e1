import { formatArrival } from '@petshop/contracts/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createDeliveryFeeShop } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { outboxTo } from './helpers/mails.ts';
import { staffSession } from './helpers/staff.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';

const TRN = '100123456700003';

/** A shop charging AED 15 below AED 200, with or without a VAT registration. */
async function deliveryShop(vatTrn?: string) {
  const shop = await createDeliveryFeeShop({
    SUPPORT_EMAIL: 'orders@shop.example',
    ...(vatTrn ? { VAT_TRN: vatTrn } : {}),
  });
  const bed = await addOneSizeProduct(shop.database.db, 'Wording Test Bed', 50, { price: 199 });
  const crate = await addOneSizeProduct(shop.database.db, 'Wording Test Crate', 50, { price: 200 });
  return { shop, bed, crate };
}

/** Places a cash order of one `productId` and returns it with its two mails. */
async function orderWithMails(
  shop: TestShop,
  productId: number,
  extra: Record<string, unknown> = {},
) {
  const customer = await createCustomer(shop);
  await addToCart(shop, customer, productId, 1);
  const response = await placeCodOrder(shop, customer, extra);
  expect(response.statusCode).toBe(201);
  const order = response.json().order;
  const ofOrder = async (recipient: string, kind: string) =>
    (await outboxTo(shop, recipient, kind)).find((mail) =>
      mail.subject.includes(order.order_number),
    )!;
  return {
    customer,
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

describe('one address, its packaging, everywhere (issue 27)', () => {
  let plain: Awaited<ReturnType<typeof deliveryShop>>;
  beforeAll(async () => {
    plain = await deliveryShop();
  });
  afterAll(() => plain.shop.close());

  const address = {
    fullName: 'Aisha Al Marri',
    phoneNumber: '+971 50 123 4567',
    emirate: 'Dubai',
    area: 'Jumeirah Village Circle',
    street: 'District 12 Road',
    building: 'Regent Tower',
    flat: 'Flat 305',
    landmark: 'Near Circle Mall',
    country: 'United Arab Emirates',
  };
  const joined =
    'Flat 305, Regent Tower, District 12 Road, Jumeirah Village Circle, Near Circle Mall, Dubai, United Arab Emirates';

  it('writes a landmark that says "Near" once, in the order, its mails, My Orders and the back office, with the packaging', async () => {
    const { customer, order, confirmation, notice } = await orderWithMails(plain.shop, plain.bed, {
      delivery_address: address,
      shipping_address: undefined,
    });
    expect(order.shipping_address).toBe(joined);
    // The customer's mail to an unconfirmed address carries no address (decision 082).
    expect(confirmation.textBody).not.toContain('near Near');
    expect(notice.textBody).toContain(joined);

    const mine = await plain.shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: customer.headers,
    });
    const detail = mine.json().data ?? mine.json().order ?? mine.json();
    expect(detail.shipping_address).toBe(joined);
    expect(detail.order_items[0].packaging).toBe('Bag');

    const member = await staffSession(plain.shop.app, plain.shop.database);
    const page = await plain.shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: member.headers,
    });
    expect(page.json()).toMatchObject({ address: joined, items: [{ packaging: 'Bag' }] });
    const invoice = await plain.shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/invoice`,
      headers: member.headers,
    });
    expect(invoice.body).toContain('Near Circle Mall');
    expect(invoice.body).not.toContain('near Near');
  });
});

describe('times on Dubai clock (issue 27)', () => {
  let plain: Awaited<ReturnType<typeof deliveryShop>>;
  beforeAll(async () => {
    plain = await deliveryShop();
  });
  afterAll(() => plain.shop.close());

  /** The Dubai wall clock of an instant, worked out by hand: UTC plus four hours. */
  const dubai = (iso: string) => new Date(new Date(iso).getTime() + 4 * 3_600_000).toISOString();
  const MONTHS = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];

  it("the shop's new-order mail and the orders CSV write when it was placed in Dubai time", async () => {
    const { order, notice } = await orderWithMails(plain.shop, plain.bed);
    const local = dubai(order.placed_at);
    const [year, month, day] = local.slice(0, 10).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    expect(notice.textBody).toContain(
      `Order ${order.order_number} placed ${day} ${MONTHS[month - 1]} ${year}, ${local.slice(11, 16)} (Dubai time)`,
    );
    expect(notice.textBody).not.toContain(order.placed_at);

    const member = await staffSession(plain.shop.app, plain.shop.database);
    const today = local.slice(0, 10);
    const csv = await plain.shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?from=${today}&to=${today}`,
      headers: member.headers,
    });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${order.order_number},`))!;
    expect(row.split(',')[1]).toBe(`${local.slice(0, 19)}+04:00`);
  });
});
