import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arabicMessage } from '../src/lib/messages-ar-lookup.ts';
import { COUNTED_AR, MESSAGES_AR, TERMS_AR } from '../src/lib/messages-ar.ts';
import {
  bookingNotifications,
  orderStatusNotifications,
  refundNotifications,
} from '../src/modules/notifications/notifications.service.ts';
import { scanMessages, type MessageSource } from './helpers/message-sources.ts';

/**
 * Issue 34, decision 136: every sentence the API can send a customer has its Arabic. The
 * customer-facing code is read (test/helpers/message-sources.ts) for the texts it gives
 * AppError, NotFoundError, ValidationError, parsePathId, zod's `error`/`message` and the
 * `message` of its answers; each must come out of the Arabic table in Arabic.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const ts = (folder: string) =>
  readdirSync(path.join(repoRoot, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`);

/** The modules a customer (or a visitor) talks to; their staff-only files are left out. */
const CUSTOMER_MODULES = [
  'account',
  'addresses',
  'auth',
  'bookings',
  'cart',
  'checkout',
  'coupons',
  'grooming',
  'mail-preferences',
  'notifications',
  'orders',
  'payments',
  'profile',
  'reviews',
  'sessions',
  'stock-alerts',
  'two-factor',
  'wishlist',
];
const STAFF_ONLY = /(^|\/)(admin-|staff-)[^/]*$|\.admin\./;

const CUSTOMER_FILES = [
  ...CUSTOMER_MODULES.flatMap((module) => ts(`apps/api/src/modules/${module}`)),
  'apps/api/src/modules/catalog/catalog.routes.ts',
  'apps/api/src/modules/catalog/catalog.service.ts',
  // A checkout's stock check; the rest of the file is the back office's stock page.
  'apps/api/src/modules/inventory/inventory.service.ts',
  // A review's pictures.
  'apps/api/src/modules/images/picture-files.ts',
  'apps/api/src/plugins/auth.ts',
  'apps/api/src/plugins/http.ts',
  'apps/api/src/plugins/sign-in.ts',
  'apps/api/src/lib/path-id.ts',
  ...ts('packages/contracts/src').filter((file) => !/\/admin[^/]*$/.test(file)),
].filter((file) => !STAFF_ONLY.test(file));

/** Tables whose texts reach a customer through a value the scan cannot follow. */
const TABLES: [file: string, name: string][] = [
  ['apps/api/src/modules/coupons/coupon-pricing.ts', 'COUPON_REFUSALS'],
  ['packages/contracts/src/reviews.ts', 'REVIEW_MESSAGES'],
  ['packages/contracts/src/reviews.ts', 'STOCK_ALERT_MESSAGES'],
  ['apps/api/src/modules/account/email-verification.service.ts', 'requestChange'],
  ['apps/api/src/modules/account/email-verification.service.ts', 'resend'],
];

/** Messages the scan cannot follow, each with where its texts are checked instead. */
const FOLLOWED_ELSEWHERE: Record<string, string> = {
  'apps/api/src/modules/account/account.routes.ts: await verification.requestChange(id, request.body.email)':
    'TABLES: requestChange',
  'apps/api/src/modules/account/account.routes.ts: await verification.resend(currentUser(request).id)':
    'TABLES: resend',
  'apps/api/src/modules/account/email-verification.service.ts: result.message':
    'the `message` the transaction returns, scanned',
  'apps/api/src/modules/checkout/checkout.service.ts: issue.message':
    "uaeAddressSchema's messages, scanned in packages/contracts",
  'apps/api/src/modules/coupons/coupons.service.ts: reason': 'TABLES: COUPON_REFUSALS',
  'apps/api/src/modules/bookings/bookings.service.ts: row.message':
    "the customer's own words in their booking, not a sentence of the shop",
  'apps/api/src/modules/two-factor/account-security.routes.ts: answer.message':
    "security-actions.ts's answers, scanned",
  'apps/api/src/modules/two-factor/two-factor.service.ts: error.message':
    'a ValidationError of the same file passed on under the code field',
};

/** Sentences of those files that only staff or the card provider read: they stay English. */
const NOT_FOR_CUSTOMERS: Record<string, string> = {
  'Give either a change (delta) or the counted stock (setTo), not both.': 'stock page',
  'The change must be a whole number of units other than 0 (at most {}).': 'stock page',
  'The counted stock must be a whole number from 0 to {}.': 'stock page',
  'The reason must be one of: {}.': 'stock page',
  'The note may be at most {} characters.': 'stock page',
  '{} has {} in stock: taking away {} would leave fewer than 0.': 'stock page',
  '{} ({}) has {} in stock: taking away {} would leave fewer than 0.': 'stock page',
  'The webhook signature is not valid.': "Stripe's servers",
  'The webhook event is not well formed.': "Stripe's servers",
};

/** Latin words an Arabic sentence keeps: codes, formats and examples a customer types or sees. */
const KEPT_LATIN = [
  'NUL',
  'JPEG',
  'PNG',
  'WebP',
  'AVIF',
  'multipart/form-data',
  'abcde',
  'true',
  'false',
  'en',
  'ar',
];

/**
 * What is wrong with the Arabic of one English sentence: none, or English left in it. A value
 * kept as written (a name, a code) is a left-to-right run; only the `values` given, or the 7 a
 * `{}` of the code is filled with, may be one: any other is an English word the table missed.
 */
function problemOf(english: string, values: readonly string[] = []): string | undefined {
  const arabic = arabicMessage(english);
  if (arabic === english) return 'no Arabic';
  const rest = KEPT_LATIN.reduce(
    (text, word) => text.replaceAll(new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`, 'g'), ''),
    arabic.replace(/\u2066([^\u2069]*)\u2069/g, (run, value: string) =>
      /^[\d\s().,-]*$/.test(value) || values.includes(value) ? '' : run,
    ),
  );
  if (/[A-Za-z]{2,}/.test(rest)) return `English left in ${JSON.stringify(arabic)}`;
  if (/[{}]/.test(arabic)) return `a value not filled in ${JSON.stringify(arabic)}`;
  return undefined;
}

const sample = (shape: string) => shape.replaceAll('{}', '7');

describe('the Arabic table of the API', () => {
  const placeholders = (text: string) =>
    [...text.matchAll(/\{(\w+)(?:#\w+)?\}/g)].map((match) => match[1]).sort();

  it('has, for every English sentence, an Arabic one with the same values', () => {
    const problems = Object.entries(MESSAGES_AR).flatMap(([english, arabic]: [string, string]) => {
      if (arabic.trim() === '') return [`${english}: empty`];
      // A count alone ('{count} minutes') takes its words from COUNTED_AR.
      const alone = /^\{\w+#\w+\}$/.test(arabic);
      if (!alone && !/[\u0600-\u06FF]/.test(arabic)) return [`${english}: no Arabic letters`];
      if (placeholders(arabic).join() !== placeholders(english).join()) {
        return [`${english}: values ${placeholders(arabic).join()}`];
      }
      const nouns = [...arabic.matchAll(/\{\w+#(\w+)\}/g)].map((match) => match[1]!);
      return nouns.filter((noun) => !(noun in COUNTED_AR)).map((noun) => `${english}: ${noun}?`);
    });
    expect(problems).toEqual([]);
    for (const [english, arabic] of Object.entries(TERMS_AR)) {
      expect(arabic, english).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('writes counts, amounts and moments as Arabic does, with Western digits', () => {
    expect(arabicMessage('Only 1 left of Dunebark Adult.')).toBe(
      'لم يتبقَّ من \u2066Dunebark Adult\u2069 سوى قطعة واحدة.',
    );
    expect(arabicMessage('Only 2 left of Dunebark Adult (2 kg). Your cart already has 12.')).toBe(
      'لم يتبقَّ من \u2066Dunebark Adult (2 kg)\u2069 سوى قطعتين، وسلتك تحتوي بالفعل على 12 قطعة.',
    );
    expect(arabicMessage('The street may not be greater than 100 characters.')).toBe(
      'يجب ألا يتجاوز حقل الشارع 100 حرف.',
    );
    expect(arabicMessage('The password must be at least 6 characters.')).toBe(
      'يجب ألا يقل حقل كلمة المرور عن 6 أحرف.',
    );
    expect(arabicMessage('Too many attempts. Please wait 15 minutes and try again.')).toBe(
      'محاولات كثيرة جدًا. يُرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى.',
    );
    expect(arabicMessage('Too many failed login attempts. Please try again in 1 minute.')).toBe(
      'محاولات تسجيل دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
    );
    expect(
      arabicMessage('This coupon needs an order of at least AED 1,250.00 before delivery.'),
    ).toBe('تتطلب هذه القسيمة طلبًا لا تقل قيمته عن \u20661,250.00\u2069 د.إ قبل رسوم التوصيل.');
    expect(arabicMessage('This coupon expired on 27 Nov 2026, 19:07.')).toBe(
      'انتهت صلاحية هذه القسيمة في 27 نوفمبر 2026 في 7:07 م.',
    );
    expect(
      arabicMessage(
        'The emirate must be one of Abu Dhabi, Dubai, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah, Fujairah.',
      ),
    ).toBe(
      'يجب أن تكون الإمارة واحدة من: أبوظبي، دبي، الشارقة، عجمان، أم القيوين، رأس الخيمة، الفجيرة.',
    );
    // A count that is not a number is not a count: the sentence stays English.
    expect(arabicMessage('Only some left of Dunebark.')).toBe('Only some left of Dunebark.');
    expect(arabicMessage('A sentence nobody wrote.')).toBe('A sentence nobody wrote.');
  });
});

describe('the customer-facing messages of the code', () => {
  const { found, unknown, texts } = scanMessages(CUSTOMER_FILES);
  for (const [file, name] of TABLES) texts(file, name);

  it('reads the code: the sentences it finds include ones every shop sends', () => {
    const shapes = new Set(found.map((source) => source.shape));
    expect(shapes.size).toBeGreaterThan(250);
    for (const known of [
      'Your cart is empty.',
      'Invalid email or password',
      'Only {} left of {}.',
      'The street field is required.',
      'This coupon expired on {}.',
      'Too many attempts. Please wait {} minutes and try again.',
      'Address saved',
    ]) {
      expect(shapes, known).toContain(known);
    }
    // The check itself: a sentence the table lacks is a problem, one it has is not.
    expect(problemOf('Your hamster is on the moon.')).toBe('no Arabic');
    expect(problemOf(sample('Only {} left of {}.'))).toBeUndefined();
    // A field's name the table does not know stays English: that is a problem too.
    expect(problemOf('The hamster field is required.')).toMatch(/^English left/);
  });

  it('follows every message, or knows where its texts are checked', () => {
    const seen = unknown.map((source) => `${source.where.replace(/:\d+$/, '')}: ${source.code}`);
    expect(seen.filter((key) => !(key in FOLLOWED_ELSEWHERE))).toEqual([]);
    expect(Object.keys(FOLLOWED_ELSEWHERE).filter((key) => !seen.includes(key))).toEqual([]);
  });

  it('has the Arabic of every sentence a customer can be sent', () => {
    const byShape = new Map<string, MessageSource>();
    for (const source of found) if (!byShape.has(source.shape)) byShape.set(source.shape, source);
    const problems = [...byShape.values()].flatMap(({ shape, where }) => {
      if (shape in NOT_FOR_CUSTOMERS) return [];
      const problem = problemOf(sample(shape));
      return problem ? [`${where} ${JSON.stringify(shape)}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
    expect(Object.keys(NOT_FOR_CUSTOMERS).filter((shape) => !byShape.has(shape))).toEqual([]);
  });

  it('gives the same Arabic the shop compares a server message with', () => {
    // The wishlist's heart reads 'already in your wishlist' as done (spec §8), in either language.
    const web = readFileSync(
      path.join(repoRoot, 'apps/web/src/features/wishlist/wishlist-messages.ts'),
      'utf8',
    );
    expect(web).toContain(MESSAGES_AR['Product is already in your wishlist']);
  });
});

describe('the notifications in Arabic', () => {
  const when = new Date('2026-11-27T11:30:00Z');
  const order = { userId: 1, orderNumber: 'ORD-000031', status: '' };
  const booking = { userId: 1, reference: 'GRM-7', status: 'confirmed', scheduledAt: when };
  const all = [
    ...['processing', 'shipped', 'delivered', 'cancelled'].flatMap((status) =>
      orderStatusNotifications({ ...order, status }),
    ),
    ...refundNotifications(order, { amountFils: 12_550, method: 'card' }),
    ...refundNotifications(order, { amountFils: 12_550, method: 'cash' }),
    ...(['requested', 'confirmed', 'moved', 'cancelled'] as const).flatMap((event) =>
      bookingNotifications(booking, event),
    ),
  ];

  it('has the Arabic of every title and body the code writes', () => {
    const { found, unknown } = scanMessages(
      [
        'apps/api/src/modules/notifications/notifications.service.ts',
        'apps/api/src/modules/stock-alerts/stock-alerts.service.ts',
        'apps/api/src/modules/reviews/admin-reviews.service.ts',
      ],
      { notifications: true },
    );
    expect(found.map((source) => source.shape)).toContain('{} is back in stock');
    const problems = found
      // The shop's reply to a review (its excerpt): the staff's own words, shown as written.
      .filter((source) => source.shape !== '{}…')
      .flatMap(({ shape, where }) => {
        // An appointment's time as appointmentText writes it: "{day} at {time}".
        const text = sample(shape.replaceAll('{} at {}', 'Fri 27 Nov 2026 at 3:30 PM'));
        const problem = problemOf(text);
        return problem ? [`${where} ${JSON.stringify(shape)}: ${problem}`] : [];
      });
    expect(problems).toEqual([]);
    // The staff's reply; the order statuses' table, checked below from the notifications it gives.
    expect([...new Set(unknown.map((source) => source.code))].sort()).toEqual([
      'excerpt(reply)',
      'text[0]',
      'text[1]',
    ]);
  });

  it('has the Arabic of every title and body the shop writes for orders and bookings', () => {
    expect(all).toHaveLength(10);
    const problems = all.flatMap(({ title, body }) =>
      [title, body].flatMap((text) => {
        const problem = problemOf(text, ['ORD-000031', 'GRM-7']);
        return problem ? [`${JSON.stringify(text)}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('writes the appointment time and the amount the Arabic way', () => {
    const confirmed = bookingNotifications(booking, 'confirmed')[0]!;
    expect(arabicMessage(confirmed.title)).toBe(
      'تم تأكيد موعد العناية رقم \u2066GRM-7\u2069 في الجمعة، 27 نوفمبر 2026 الساعة 3:30 م',
    );
    const refund = refundNotifications(order, { amountFils: 12_550, method: 'cash' })[0]!;
    expect(arabicMessage(refund.body)).toBe('أعدنا إليك مبلغ \u2066125.50\u2069 د.إ نقدًا.');
  });
});
