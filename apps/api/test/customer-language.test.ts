import { formatArrival } from '@petshop/contracts/delivery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productSizes, users } from '../src/db/schema.ts';
import { arrivalDayIn } from '../src/modules/mail/mail-language.ts';
import type { TestShop } from './helpers/app.ts';
import {
  addOneSizeProduct,
  addProduct,
  createDeliveryFeeShop,
} from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { outboxTo } from './helpers/mails.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/** Issue 34: a customer's language, stored on the account, chooses the language of their mails. */
let shop: TestShop;
let owner: TestStaff;
let bed: number;
beforeAll(async () => {
  shop = await createDeliveryFeeShop({ SUPPORT_EMAIL: 'orders@shop.example' });
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  bed = await addOneSizeProduct(shop.database.db, 'Language Test Bed', 50, { price: 199 });
});
afterAll(() => shop.close());

let n = 0;
const unique = () => `${Date.now()}${++n}`;

/** Registers as the form does, with the extra fields and headers given; then logs in. */
async function register(
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<TestCustomer & { response: { statusCode: number; body: string } }> {
  const id = unique();
  const email = `lang${id}@example.ae`;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    headers,
    payload: {
      first_name: 'Mariam',
      email,
      phone: `+9715${id.slice(-9).padStart(9, '0')}`,
      password: 'secret-123',
      password_confirmation: 'secret-123',
      ...extra,
    },
  });
  const login = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    payload: { email, password: 'secret-123' },
  });
  const token = login.statusCode === 200 ? (login.json().token as string) : '';
  return {
    id: login.statusCode === 200 ? login.json().user.id : 0,
    email,
    token,
    headers: { authorization: `Bearer ${token}` },
    response,
  };
}

const languageOf = async (userId: number) =>
  (await shop.database.db.select().from(users).where(eq(users.id, userId)))[0]!.language;

const profileOf = async (customer: TestCustomer) =>
  (await shop.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers })).json()
    .data;

describe('the account keeps the customer’s language', () => {
  it('registers in the language chosen, else the browser’s, else English', async () => {
    const chosen = await register({ language: 'ar' });
    expect(chosen.response.statusCode).toBe(201);
    expect(await languageOf(chosen.id)).toBe('ar');
    expect((await profileOf(chosen)).language).toBe('ar');
    // Its first mail, the link that confirms the address, is already Arabic.
    const [verify] = await outboxTo(shop, chosen.email, 'verify-email');
    expect(verify!.subject).toBe(`أكّد بريدك الإلكتروني لدى \u2068${shop.config.SHOP_NAME}\u2069`);
    expect(verify!.textBody).toMatch(
      /\n\nhttps?:\/\/\S+\/ar\/user\/verify-email#token=[\w-]{43}\n/,
    );
    expect(verify!.htmlBody).toContain('<html lang="ar" dir="rtl">');

    const browser = await register({}, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' });
    expect(await languageOf(browser.id)).toBe('ar');
    const bare = await register({}, { 'accept-language': 'ar,en-US;q=0.9' });
    expect(await languageOf(bare.id)).toBe('ar');
    const englishFirst = await register({}, { 'accept-language': 'en-US,ar;q=0.9' });
    expect(await languageOf(englishFirst.id)).toBe('en');
    const englishBrowser = await register({}, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(await languageOf(englishBrowser.id)).toBe('en');
    const plain = await register();
    expect(await languageOf(plain.id)).toBe('en');
    const [englishVerify] = await outboxTo(shop, plain.email, 'verify-email');
    expect(englishVerify!.subject).toBe(`Confirm your email address for ${shop.config.SHOP_NAME}`);
    expect(englishVerify!.htmlBody).toBeNull();
    expect((await profileOf(plain)).language).toBe('en');
    // Chosen beats the browser's.
    const both = await register({ language: 'en' }, { 'accept-language': 'ar' });
    expect(await languageOf(both.id)).toBe('en');
  });

  it('refuses a language the shop does not have', async () => {
    const { response } = await register({ language: 'fr' });
    expect(response.statusCode).toBe(422);
    expect(JSON.parse(response.body).errors).toEqual({
      language: ['The language must be en or ar.'],
    });
  });

  it('changes with PATCH /api/profile, alone or with other fields, and answers it', async () => {
    const customer = await createCustomer(shop, 'Khalid Al Mansoori');
    const before = await profileOf(customer);
    expect(before.language).toBe('en');
    const patch = (payload: Record<string, unknown>) =>
      shop.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: customer.headers,
        payload,
      });
    const switched = await patch({ language: 'ar' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toEqual({ ...before, language: 'ar' });
    expect(await languageOf(customer.id)).toBe('ar');

    const named = await patch({ last_name: 'Al Suwaidi' });
    expect(named.json().data).toMatchObject({ name: 'Khalid Al Suwaidi', language: 'ar' });

    const wrong = await patch({ language: 'de' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ language: ['The language must be en or ar.'] });
    expect(await languageOf(customer.id)).toBe('ar');
  });
});

/** Places a cash order of the AED 199 bed; answers the order and its confirmation mail. */
async function orderOf(customer: TestCustomer) {
  await addToCart(shop, customer, bed, 1);
  const response = await placeCodOrder(shop, customer);
  expect(response.statusCode).toBe(201);
  const order = response.json().order;
  const [mail] = (await outboxTo(shop, 'aisha@example.ae', 'order-confirmation')).filter((row) =>
    row.subject.includes(order.order_number),
  );
  return { order, mail: mail! };
}

describe('the order mails are written in the customer’s language', () => {
  it('an Arabic customer’s confirmation: Arabic subject and body, dirhams after the amount, RTL HTML', async () => {
    const customer = await register({ language: 'ar' });
    const { order, mail } = await orderOf(customer);
    const number = `\u2066${order.order_number}\u2069`;
    expect(mail.subject).toBe(`تم تأكيد طلبك رقم ${number}`);
    const lines = mail.textBody.split('\n');
    // The checkout's address is not confirmed as the account's: no name (decision 082).
    expect(lines[0]).toBe('مرحباً،');
    expect(mail.textBody).toContain(`لقد استلمنا طلبك رقم ${number}.`);
    expect(mail.textBody).toContain(
      [
        '- \u2068Language Test Bed\u2069 × 1: \u2066199.00\u2069 د.إ',
        '',
        'المجموع الفرعي: \u2066199.00\u2069 د.إ',
        'التوصيل: \u206615.00\u2069 د.إ',
        'الإجمالي المستحق عند الاستلام: \u2066214.00\u2069 د.إ',
        'طريقة الدفع: الدفع عند الاستلام',
      ].join('\n'),
    );
    expect(mail.textBody).toContain('عنوان التوصيل: كما أدخلته عند إتمام الطلب (راجع قسم طلباتي).');
    expect(mail.textBody).toContain(
      `نجهّز الطلبات خلال 24 ساعة. يصلك الطلب بحلول ${arrivalDayIn('ar', order.estimated_delivery.slice(0, 10))}.`,
    );
    expect(mail.textBody).toMatch(
      /(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/,
    );
    expect(mail.textBody).not.toMatch(/Subtotal|Delivery|Payment|Thank you|AED/);
    expect(mail.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(mail.htmlBody).toContain(`طلبك رقم <bdi dir="ltr">${order.order_number}</bdi>`);
    expect(mail.htmlBody).toContain('<bdi dir="ltr">214.00</bdi> د.إ');

    // The shop's own notice stays English.
    const [notice] = (await outboxTo(shop, 'orders@shop.example', 'order-new')).filter((row) =>
      row.subject.includes(order.order_number),
    );
    expect(notice!.subject).toBe(`New order ${order.order_number}: AED 214.00 (Cash on delivery)`);
    expect(notice!.textBody).toContain('Subtotal: AED 199.00');

    // Cancelled by staff: the customer is told in Arabic too.
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: owner.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const [cancelMail] = await outboxTo(shop, 'aisha@example.ae', 'order-cancelled').then((rows) =>
      rows.filter((row) => row.subject.includes(order.order_number)),
    );
    expect(cancelMail!.subject).toBe(`تم إلغاء طلبك رقم ${number}`);
    expect(cancelMail!.textBody).toContain(`تم إلغاء طلبك رقم ${number}.\n\nلم نحصّل منك أي مبلغ.`);
    expect(cancelMail!.htmlBody).toContain('dir="rtl"');
  });

  it('an English customer’s confirmation is as it always was, with no HTML part', async () => {
    const customer = await createCustomer(shop);
    const { order, mail } = await orderOf(customer);
    expect(mail.subject).toBe(`Your order ${order.order_number} is confirmed`);
    expect(mail.htmlBody).toBeNull();
    expect(mail.textBody).toBe(
      [
        'Hello,',
        '',
        `Thank you for shopping with ${shop.config.SHOP_NAME}. We have received your order ${order.order_number}.`,
        '',
        '- Language Test Bed × 1: AED 199.00',
        '',
        'Subtotal: AED 199.00',
        'Delivery: AED 15.00',
        'Total to pay on delivery: AED 214.00',
        'Payment: Cash on delivery',
        '',
        'Delivery address: as entered at checkout (see My Orders).',
        '',
        `We prepare orders within 24 hours. Arrives by ${formatArrival(order.estimated_delivery)}.`,
        `Questions? Call ${shop.config.SUPPORT_PHONE} or write to orders@shop.example.`,
      ].join('\n'),
    );
  });
});

describe('back-in-stock mails keep the language they were asked in', () => {
  it('mails a visitor who asked in Arabic in Arabic, with the Arabic pages’ links', async () => {
    const productId = await addProduct(shop.database.db, {
      name: 'Salmon Bites',
      sku: `LANG-${unique()}`,
      price: 30,
      petTypes: ['CAT'],
      productType: 'Food',
      sizes: [{ name: '500 g', stock: 0 }],
    });
    // Staff wrote its Arabic name: the Arabic mail uses it.
    await shop.database.db
      .update(products)
      .set({ nameAr: 'قطع السلمون' })
      .where(eq(products.id, productId));
    const [size] = await shop.database.db
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.productId, productId));
    const ask = (email: string, payload: Record<string, unknown>, headers = {}) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/stock-alerts`,
        remoteAddress: nextIp(),
        headers,
        payload: { email, ...payload },
      });
    const arabic = `visitor-ar${unique()}@example.ae`;
    const browser = `visitor-browser${unique()}@example.ae`;
    const english = `visitor-en${unique()}@example.ae`;
    expect((await ask(arabic, { language: 'ar' })).statusCode).toBe(200);
    expect((await ask(browser, {}, { 'accept-language': 'ar-AE' })).statusCode).toBe(200);
    expect((await ask(english, {})).statusCode).toBe(200);

    const restocked = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/sizes/${size!.id}/stock-adjustments`,
      headers: owner.headers,
      payload: { delta: 5, reason: 'received' },
    });
    expect(restocked.statusCode).toBe(201);
    await shop.app.stockAlerts.settled();

    const [mail] = await outboxTo(shop, arabic, 'back-in-stock');
    expect(mail!.subject).toBe('\u2068قطع السلمون\u2069 متوفر مجدداً');
    expect(mail!.textBody).toContain('خبر سار: \u2068قطع السلمون\u2069 متوفر مجدداً لدى');
    expect(mail!.textBody).toMatch(
      new RegExp(`\nشاهده واطلبه من هنا: https?://\\S+/ar/product/${productId}\n`),
    );
    expect(mail!.htmlBody).toContain('<html lang="ar" dir="rtl">');
    const [fromBrowser] = await outboxTo(shop, browser, 'back-in-stock');
    expect(fromBrowser!.subject).toBe('\u2068قطع السلمون\u2069 متوفر مجدداً');
    const [inEnglish] = await outboxTo(shop, english, 'back-in-stock');
    expect(inEnglish!.subject).toBe('Salmon Bites is back in stock');
    expect(inEnglish!.htmlBody).toBeNull();
  });
});

describe('grooming booking mails follow the account’s language', () => {
  it('acknowledges an Arabic customer’s request in Arabic; a visitor’s stays English', async () => {
    const customer = await register({ language: 'ar' });
    const book = (headers: Record<string, string>, email: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: nextIp(),
        headers,
        payload: { name: 'Mariam', email, phone: '+971 50 123 4567', service: 'Cat', message: '' },
      });
    const mine = await book(customer.headers, customer.email);
    expect(mine.statusCode).toBe(201);
    const reference: string = mine.json().reference;
    const [ack] = await outboxTo(shop, customer.email, 'booking-confirmation');
    expect(ack!.subject).toBe(`استلمنا طلب حجز موعد العناية رقم \u2066${reference}\u2069`);
    expect(ack!.textBody).toContain(`رقم الحجز: \u2066${reference}\u2069\nنوع الحيوان: قطة`);
    expect(ack!.htmlBody).toContain('<html lang="ar" dir="rtl">');

    const visitor = `groom${unique()}@example.ae`;
    const theirs = await book({}, visitor);
    const [english] = await outboxTo(shop, visitor, 'booking-confirmation');
    expect(english!.subject).toBe(
      `We received your grooming booking request ${theirs.json().reference}`,
    );
    expect(english!.htmlBody).toBeNull();
  });
});

describe('the back office shows the customer’s language', () => {
  it('in the customers list and page, and on the order page', async () => {
    const customer = await register({ language: 'ar' });
    const { order } = await orderOf(customer);
    const get = (url: string) =>
      shop.app.inject({ method: 'GET', url, headers: owner.headers }).then((r) => r.json());
    const list = await get(`/api/admin/customers?q=${encodeURIComponent(customer.email)}`);
    expect(list.items).toEqual([expect.objectContaining({ id: customer.id, language: 'ar' })]);
    expect(await get(`/api/admin/customers/${customer.id}`)).toMatchObject({ language: 'ar' });
    expect((await get(`/api/admin/orders/${order.id}`)).customer).toMatchObject({
      userId: customer.id,
      language: 'ar',
    });
    const english = await createCustomer(shop);
    expect(await get(`/api/admin/customers/${english.id}`)).toMatchObject({ language: 'en' });
  });
});
