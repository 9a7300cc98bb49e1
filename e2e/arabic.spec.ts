import type { OrderListResponse } from '@petshop/contracts';
import { expect, test } from './support/test.ts';
import { mailsInAnyLanguageTo } from './support/mail.ts';

/**
 * Issue 34: a customer who reads Arabic, on a 360 px phone, from the language switch to a
 * cash-on-delivery order and its confirmation e-mail, every step in Arabic.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('a cash-on-delivery order entirely in Arabic at 360 px, with the Arabic confirmation e-mail', async ({
  page,
  request,
}) => {
  const unique = `${Date.now()}`;
  const customer = {
    name: 'Mariam Al Suwaidi',
    email: `arabic.${unique}@example.com`,
    phone: `+9715${unique.slice(-8)}`,
    password: 'Dubai-pets-1',
  };

  // The language switch in the phone menu opens the same page in Arabic, right to left.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL('/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Remembered: the shop's English address now opens in Arabic.
  await page.goto('/store');
  await expect(page).toHaveURL('/ar/store');
  await expect(page.getByRole('heading', { level: 1, name: 'المتجر' })).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // An account made in Arabic keeps Arabic for its e-mails.
  await page.goto('/ar/user/register');
  await page.getByLabel('الاسم الكامل', { exact: true }).fill(customer.name);
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(customer.email);
  await page.getByLabel('رقم الهاتف', { exact: true }).fill(customer.phone);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
  await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(page).toHaveURL(/\/ar\/user$/, { timeout: 10_000 });
  await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL('/ar');

  // A product found by its Arabic name, in Arabic, with the price as UAE shops write it.
  await page.goto('/ar/store?search=طعام');
  const card = page.getByRole('article').first();
  await expect(card).toContainText('د.إ');
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ar\/product\/\d+$/);
  await expect(page.locator('h1')).toHaveText(/[\u0600-\u06FF]/);
  await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();

  await page.goto('/ar/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeVisible();
  await page.getByRole('button', { name: 'المتابعة لإتمام الشراء' }).click();
  await expect(page).toHaveURL('/ar/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeVisible();

  await page.getByLabel('الإمارة').selectOption('Dubai');
  await page.getByLabel('المنطقة').fill('الجداف');
  await page.getByLabel('الشارع').fill('شارع الجداف');
  await page.getByLabel('المبنى أو الفيلا').fill('فيلا 12');
  await page.getByRole('radio', { name: /^الدفع عند الاستلام/ }).check();
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'تم تأكيد الطلب!' })).toBeVisible();
  await expect(page).toHaveURL('/ar/payment-success');
  await expect(page.getByText('الإجمالي المستحق عند الاستلام')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The confirmation e-mail is Arabic: its subject, its body, right to left.
  const login = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const orders = (await (
    await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as OrderListResponse;
  const number = orders.data[0]!.order_number;
  await expect
    .poll(async () => (await mailsInAnyLanguageTo(customer.email)).join('\n'))
    .toContain(`تم تأكيد طلبك رقم`);
  const mail = (await mailsInAnyLanguageTo(customer.email)).find((text) =>
    text.includes('تم تأكيد طلبك رقم'),
  )!;
  expect(mail).toContain(number);
  expect(mail).toContain('شكراً لتسوقك من');
  expect(mail).toContain('د.إ');
  expect(mail).toContain('dir="rtl"');
});
