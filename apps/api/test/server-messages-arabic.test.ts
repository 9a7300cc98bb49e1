import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotifications } from '../src/modules/notifications/notifications.repo.ts';
import {
  bookingNotifications,
  orderStatusNotifications,
} from '../src/modules/notifications/notifications.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { customerInfo, deliveryAddress, placeCodOrder } from './helpers/shopping.ts';

/**
 * Issue 34, decision 136: the Arabic shop's calls carry `lang=ar`, and the API answers their
 * errors, field errors, success messages and notifications in Arabic. Without it every answer
 * is the English, byte for byte; the back office stays English either way.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await seedTestCatalog(shop.database.db);
});
afterAll(() => shop.close());

const send = (
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: unknown; customer?: TestCustomer; headers?: Record<string, string> } = {},
) =>
  shop.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...options.customer?.headers, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

let accounts = 0;
const newAccount = (overrides: Record<string, unknown> = {}) => {
  const n = `${Date.now()}${++accounts}`;
  return {
    first_name: 'Mariam Al Falasi',
    email: `mariam${n}@example.ae`,
    phone: `+9715${n.slice(-9).padStart(9, '0')}`,
    password: 'secret-123',
    password_confirmation: 'secret-123',
    ...overrides,
  };
};

describe('an error to the Arabic shop', () => {
  it('tells a wrong login in Arabic with lang=ar, and in the exact English without it', async () => {
    const wrong = { email: 'nobody@example.ae', password: 'not-the-password' };
    const arabic = await send('POST', '/api/auth/login?lang=ar', { payload: wrong });
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json()).toEqual({ message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });

    const english = await send('POST', '/api/auth/login', { payload: wrong });
    expect(english.statusCode).toBe(401);
    expect(english.body).toBe('{"message":"Invalid email or password"}');
    // The browser's language does not choose the API's: only the query's lang does.
    const browser = await send('POST', '/api/auth/login?lang=en', {
      payload: wrong,
      headers: { 'accept-language': 'ar-AE,ar;q=0.9' },
    });
    expect(browser.body).toBe('{"message":"Invalid email or password"}');
  });

  it("gives a registration's field errors in Arabic, field by field", async () => {
    const payload = newAccount({
      email: 'not-an-address',
      password: 'abc',
      password_confirmation: 'abc',
    });
    const arabic = await send('POST', '/api/auth/register?lang=ar', { payload });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toEqual({
      message: 'يجب أن يكون البريد الإلكتروني عنوانًا صحيحًا.',
      errors: {
        email: ['يجب أن يكون البريد الإلكتروني عنوانًا صحيحًا.'],
        password: ['يجب ألا يقل حقل كلمة المرور عن 6 أحرف.'],
      },
    });
    const english = await send('POST', '/api/auth/register', { payload });
    expect(english.json()).toEqual({
      message: 'The email must be a valid email address.',
      errors: {
        email: ['The email must be a valid email address.'],
        password: ['The password must be at least 6 characters.'],
      },
    });

    const taken = newAccount();
    expect((await send('POST', '/api/auth/register', { payload: taken })).statusCode).toBe(201);
    const again = await send('POST', '/api/auth/register?lang=ar', {
      payload: { ...taken, phone: '+971509990001' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['هذا البريد الإلكتروني مستخدم بالفعل.'] });
  });

  it('refuses an empty cart at checkout in Arabic', async () => {
    const customer = await createCustomer(shop);
    const arabic = await shop.app.inject({
      method: 'POST',
      url: '/api/orders?lang=ar',
      headers: customer.headers,
      payload: {
        payment_method: 'cod',
        customer_info: customerInfo,
        delivery_address: deliveryAddress,
        shipping_address: 'Villa 12, Al Jaddaf Waterfront, Dubai, 00000, United Arab Emirates',
      },
    });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toEqual({ message: 'سلتك فارغة.', errors: { items: ['سلتك فارغة.'] } });
    const english = await placeCodOrder(shop, customer);
    expect(english.body).toBe(
      '{"message":"Your cart is empty.","errors":{"items":["Your cart is empty."]}}',
    );
  });

  it('says how long to wait in Arabic when a limit is reached', async () => {
    const ip = nextIp();
    const guess = (url: string) =>
      shop.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        payload: { email: `guess${Date.now()}@example.ae`, password: 'x' },
      });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await guess('/api/auth/login')).statusCode).toBe(401);
    }
    const arabic = await guess('/api/auth/login?lang=ar');
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json()).toEqual({
      message: 'محاولات كثيرة جدًا. يُرجى الانتظار دقيقة واحدة ثم المحاولة مرة أخرى.',
    });
    expect((await guess('/api/auth/login')).json()).toEqual({
      message: 'Too many attempts. Please wait 1 minute and try again.',
    });
  });

  it("puts a query's rules and a missing session in Arabic", async () => {
    const page = await send('GET', '/api/get-filtered-products?page=0&lang=ar');
    expect(page.statusCode).toBe(422);
    expect(page.json().message).toBe('يجب أن يكون رقم الصفحة عددًا صحيحًا يساوي 1 أو أكثر.');
    const profile = await send('GET', '/api/profile?lang=ar');
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ message: 'جلستك غير صالحة. يُرجى تسجيل الدخول مرة أخرى.' });
  });

  it('keeps the back office English, lang=ar or not', async () => {
    const arabic = await send('GET', '/api/admin/orders?lang=ar');
    const english = await send('GET', '/api/admin/orders');
    expect(arabic.statusCode).toBe(401);
    expect(arabic.body).toBe(english.body);
    expect(arabic.json().message).toBe('Unauthenticated. Please log in again.');
  });

  it('answers in English what the table does not know, never a failure', async () => {
    const broken = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login?lang=ar',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/JSON/);
  });
});

describe('a success message to the Arabic shop', () => {
  it("puts the answer's own message in Arabic and leaves the rest as it was", async () => {
    const customer = await createCustomer(shop);
    const productId = await addOneSizeProduct(shop.database.db, `Dunebark ${Date.now()}`, 5);
    const added = await send('POST', '/api/cart/add?lang=ar', {
      customer,
      payload: { product_id: productId, quantity: 1 },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ success: true, message: 'تمت إضافة المنتج إلى السلة' });
    const english = await send('POST', '/api/cart/add', {
      customer,
      payload: { product_id: productId, quantity: 1 },
    });
    expect(english.json()).toMatchObject({ success: true, message: 'Item added to cart' });
    expect(Object.keys(added.json())).toEqual(Object.keys(english.json()));

    const tooMany = await send('POST', '/api/cart/add?lang=ar', {
      customer,
      payload: { product_id: productId, quantity: 4 },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toMatch(
      /^لم يتبقَّ من \u2066Dunebark \d+\u2069 سوى 5 قطع، وسلتك تحتوي بالفعل على قطعتين\.$/,
    );
  });
});

describe('the notifications of an Arabic customer', () => {
  it('reads them in Arabic with lang=ar, and exactly as written without it', async () => {
    const account = newAccount({ language: 'ar' });
    expect((await send('POST', '/api/auth/register', { payload: account })).statusCode).toBe(201);
    const login = await send('POST', '/api/auth/login', {
      payload: { email: account.email, password: account.password },
    });
    const customer: TestCustomer = {
      id: login.json().user.id,
      email: account.email,
      token: login.json().token,
      headers: { authorization: `Bearer ${login.json().token}` },
    };
    const when = new Date('2026-11-27T11:30:00Z');
    await addNotifications(shop.database.db, [
      ...orderStatusNotifications({
        userId: customer.id,
        orderNumber: 'ORD-000031',
        status: 'shipped',
      }),
      ...bookingNotifications(
        { userId: customer.id, reference: 'GRM-000007', status: 'confirmed', scheduledAt: when },
        'confirmed',
      ),
      {
        userId: customer.id,
        kind: 'review-reply',
        title: 'The shop replied to your review of a product',
        body: 'Thank you for the kind words!',
        link: '/product/1#reviews',
      },
    ]);

    const arabic = await send('GET', '/api/notifications?lang=ar', { customer });
    expect(arabic.statusCode).toBe(200);
    expect(
      arabic.json().data.map((item: { title: string; body: string }) => [item.title, item.body]),
    ).toEqual([
      ['ردّ المتجر على تقييمك لأحد المنتجات', 'Thank you for the kind words!'],
      [
        'تم تأكيد موعد العناية رقم \u2066GRM-000007\u2069 في الجمعة، 27 نوفمبر 2026 الساعة 3:30 م',
        'تم تأكيد موعد العناية في الجمعة، 27 نوفمبر 2026 الساعة 3:30 م (بتوقيت دبي). يُرجى الحضور قبل الموعد ببضع دقائق.',
      ],
      ['تم شحن طلبك رقم \u2066ORD-000031\u2069', 'طلبك رقم \u2066ORD-000031\u2069 في الطريق إليك.'],
    ]);

    const english = await send('GET', '/api/notifications', { customer });
    expect(
      english.json().data.map((item: { title: string; body: string }) => [item.title, item.body]),
    ).toEqual([
      ['The shop replied to your review of a product', 'Thank you for the kind words!'],
      [
        'Your grooming appointment GRM-000007 is confirmed for Fri 27 Nov 2026 at 3:30 PM',
        'Your grooming appointment is confirmed for Fri 27 Nov 2026 at 3:30 PM (Dubai time). Please arrive a few minutes early.',
      ],
      ['Your order ORD-000031 has shipped', 'Your order ORD-000031 is on its way.'],
    ]);
    // The same page otherwise: ids, kinds, links, read flags and counts.
    const { data: arabicData, ...arabicPage } = arabic.json();
    const { data: englishData, ...englishPage } = english.json();
    expect(arabicPage).toEqual(englishPage);
    expect(arabicData.map((item: { id: number }) => item.id)).toEqual(
      englishData.map((item: { id: number }) => item.id),
    );
  });
});
