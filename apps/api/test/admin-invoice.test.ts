import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';
import { staffSession } from './helpers/staff.ts';

let taxed: TestShop;
let plain: TestShop;

beforeAll(async () => {
  taxed = await createTestShop({
    VAT_TRN: '100123456700003',
    SHOP_LEGAL_NAME: 'Best Pet Shop Trading L.L.C.',
    SHOP_ADDRESS: 'Shop 4, Al Jaddaf, Dubai, UAE',
  });
  plain = await createTestShop();
  await seedReferenceData(taxed.database.db);
  await seedReferenceData(plain.database.db);
});
afterAll(async () => {
  await taxed.close();
  await plain.close();
});

/** An order of 2 × AED 105.00 and 1 × AED 10.50, and a staff member to read its invoice. */
async function orderIn(shop: TestShop) {
  const customer = await createCustomer(shop);
  const food = await addOneSizeProduct(shop.database.db, 'Salmon Kibble', 10, { price: 105 });
  const treats = await addOneSizeProduct(shop.database.db, 'Dental Chews', 10, { price: 10.5 });
  await addToCart(shop, customer, food, 2);
  await addToCart(shop, customer, treats, 1);
  const orderId = (await placeCodOrder(shop, customer)).json().orderId as number;
  const member = await staffSession(shop.app, shop.database);
  return shop.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/invoice`,
    headers: member.headers,
  });
}

describe('invoices', () => {
  it('with a TRN: a tax invoice with the 5% VAT each price contains, per line and in total', async () => {
    const response = await orderIn(taxed);
    expect(response.statusCode).toBe(200);
    const invoice = response.json();
    expect(invoice).toMatchObject({
      taxInvoice: true,
      seller: {
        legalName: 'Best Pet Shop Trading L.L.C.',
        address: 'Shop 4, Al Jaddaf, Dubai, UAE',
        trn: '100123456700003',
      },
      total: 220.5,
      vatRatePercent: 5,
      vatTotal: 10.5,
      totalExcludingVat: 210,
      shipping: { total: 0, vat: 0 },
    });
    expect(invoice.invoiceNumber).toMatch(/^ORD-\d{6}$/);
    expect(invoice.lines).toEqual([
      {
        description: 'Salmon Kibble',
        sku: expect.any(String),
        quantity: 2,
        unitPrice: 105,
        total: 210,
        vat: 10,
      },
      {
        description: 'Dental Chews',
        sku: expect.any(String),
        quantity: 1,
        unitPrice: 10.5,
        total: 10.5,
        vat: 0.5,
      },
    ]);
  });

  it('without a TRN: a plain invoice in the shop’s name', async () => {
    const invoice = (await orderIn(plain)).json();
    expect(invoice).toMatchObject({
      taxInvoice: false,
      seller: { legalName: 'The Best Pet Shop in Dubai', trn: null },
      total: 220.5,
    });
  });
});
