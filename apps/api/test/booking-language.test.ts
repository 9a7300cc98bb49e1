import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, groomingServices } from '../src/db/schema.ts';
import { calendarFile } from '../src/modules/grooming/calendar-file.ts';
import { createGroomingService } from '../src/modules/grooming/grooming.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { nextIp } from './helpers/customers.ts';
import { addGroomer } from './helpers/grooming.ts';
import { linkToken, outboxTo } from './helpers/mails.ts';

/**
 * Issue 34 (decision 137): a visitor's booking keeps the language it was made in (`lang=ar`, else
 * Accept-Language), and its mails and calendar file are written in it. English ones are as before.
 */
let shop: TestShop;
let basicGroom: number;
let nailTrim: number;
let n = 0;
const address = () => `visitor${Date.now()}${++n}@example.ae`;

beforeAll(async () => {
  shop = await createTestShop({ BOOKING_RATE_LIMIT: '1000' });
  const services = await shop.database.db.select().from(groomingServices);
  const id = (name: string) => services.find((service) => service.name === name)!.id;
  basicGroom = id('Basic Groom');
  nailTrim = id('Nail Trimming');
  await addGroomer(shop, 'Hana');
});
afterAll(() => shop.close());

const languageOf = async (reference: string) =>
  (
    await shop.database.db
      .select({ language: bookings.language })
      .from(bookings)
      .where(eq(bookings.reference, reference))
  )[0]!.language;

describe('POST /api/bookings by a visitor', () => {
  const request = (query: string, headers: Record<string, string>, email: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/bookings${query}`,
      remoteAddress: nextIp(),
      headers,
      payload: { name: 'Mariam', email, phone: '+971 50 123 4567', service: 'Cat', message: '' },
    });

  it('keeps the language of lang=ar, else of Accept-Language, and acknowledges in it', async () => {
    const cases = [
      { query: '?lang=ar', headers: {}, language: 'ar' },
      { query: '', headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' }, language: 'ar' },
      // The query wins over the browser's header; anything but ar is English.
      { query: '?lang=en', headers: { 'accept-language': 'ar' }, language: 'en' },
      { query: '?lang=fr', headers: {}, language: 'en' },
      { query: '', headers: {}, language: 'en' },
    ] as const;
    for (const { query, headers, language } of cases) {
      const email = address();
      const answer = await request(query, headers, email);
      expect(answer.statusCode).toBe(201);
      const { reference } = answer.json();
      expect(await languageOf(reference)).toBe(language);
      const [ack] = await outboxTo(shop, email, 'booking-confirmation');
      if (language === 'ar') {
        expect(ack!.subject).toBe(`استلمنا طلب حجز موعد العناية رقم \u2066${reference}\u2069`);
        expect(ack!.textBody).toContain('نوع الحيوان: قطة');
        expect(ack!.htmlBody).toContain('<html lang="ar" dir="rtl">');
      } else {
        expect(ack!.subject).toBe(`We received your grooming booking request ${reference}`);
        expect(ack!.textBody).toContain('Pet type: Cat');
        expect(ack!.htmlBody).toBeNull();
      }
    }
  });
});

describe('an appointment booked by a visitor', () => {
  const slots = async (petSize: string) =>
    (
      await shop.app.inject({
        method: 'GET',
        url: `/api/grooming/slots?service_id=${basicGroom}&pet_size=${petSize}`,
      })
    ).json();
  const book = (query: string, startsAt: string, email: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/appointments${query}`,
      remoteAddress: nextIp(),
      payload: {
        service_id: basicGroom,
        add_on_ids: [nailTrim],
        pet_size: 'dog_small',
        starts_at: startsAt,
        name: 'Reem Al Falasi',
        phone: '+971 50 222 3344',
        email,
        notes: '',
      },
    });
  const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

  /** Each physical line of the file: at most 75 octets, and whole UTF-8 characters only. */
  function expectValidLines(file: string) {
    expect(file.endsWith('\r\n')).toBe(true);
    const bytes = Buffer.from(file, 'utf8');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let start = 0;
    for (let at = 0; at < bytes.length - 1; at += 1) {
      if (bytes[at] !== 0x0d || bytes[at + 1] !== 0x0a) continue;
      const line = bytes.subarray(start, at);
      expect(line.length).toBeLessThanOrEqual(75);
      // A fold that split a character would not decode on its own.
      expect(() => decoder.decode(line)).not.toThrow();
      start = at + 2;
    }
    expect(start).toBe(bytes.length);
  }

  it('with lang=ar: the Arabic confirmation, and an Arabic calendar file that parses', async () => {
    const email = address();
    const day = (await slots('dog_small')).days[3];
    const answer = await book('?lang=ar', day.slots[2].starts_at, email);
    expect(answer.statusCode).toBe(201);
    const { appointment } = answer.json();
    // The answer is the same shape and English (it is the API's, not a mail).
    expect(appointment.services.map((service: { name: string }) => service.name)).toEqual([
      'Basic Groom',
      'Nail Trimming',
    ]);
    expect(await languageOf(appointment.reference)).toBe('ar');

    const [mail] = await outboxTo(shop, email, 'appointment-confirmation');
    expect(mail!.subject).toMatch(
      /^تم تأكيد موعد العناية في .+ \(رقم الحجز \u2066BK-\w{6}\u2069\)$/,
    );
    expect(mail!.textBody).toContain('\u2068باقة العناية الأساسية\u2069: \u2066120.00\u2069 د.إ');
    expect(mail!.textBody).toContain('\u2068تقليم الأظافر\u2069: \u206630.00\u2069 د.إ');
    expect(mail!.textBody).toMatch(/\/ar\/appointment#token=/);
    expect(mail!.htmlBody).toContain('<html lang="ar" dir="rtl">');

    const [attachment] = mail!.attachments!;
    expect(attachment!.filename).toBe(`grooming-${appointment.reference}.ics`);
    expect(attachment!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const file = attachment!.content;
    expectValidLines(file);
    // Arabic lines are folded: the summary and description take more than one line each.
    expect(file.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    const lines = unfold(file);
    // Every content line is NAME[;PARAM=…]:value, between the calendar's and event's BEGIN/END.
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[A-Z-]+(;[^:]+)?:/);
    expect(lines.filter((line) => /^(BEGIN|END):/.test(line))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(lines).toContain(
      `SUMMARY;LANGUAGE=ar:موعد العناية: باقة العناية الأساسية، تقليم الأظافر (${appointment.reference})`,
    );
    const description = lines.find((line) => line.startsWith('DESCRIPTION'))!;
    expect(description).toMatch(
      /^DESCRIPTION;LANGUAGE=ar:كلب صغير \(حتى 10 كغ\)\. الإجمالي 150\.00 د\.إ، يُدفع في المتجر\. لإلغاء الموعد أو تغييره: https?:\/\/\S+\/ar\/appointment#token=[\w-]{43}$/,
    );
    expect(lines).toContain(`LOCATION:${shop.config.SHOP_ADDRESS.replace(/,/g, '\\,')}`);
    // Plain text: no direction marks, which a calendar app might show as boxes.
    expect(file).not.toMatch(/[\u2066-\u2069]/);

    // The booking's later mails keep its language: the reminder, and the cancellation.
    const later = createGroomingService(shop.database.db, shop.config, {
      origin: 'http://127.0.0.1',
      now: () => new Date(new Date(appointment.starts_at).getTime() - 23 * 3_600_000),
    });
    await later.sendReminders();
    const [reminder] = await outboxTo(shop, email, 'appointment-reminder');
    expect(reminder!.subject).toMatch(/^تذكير: موعد العناية غداً، /);
    const token = await linkToken(shop, email, 'appointment-confirmation', '/ar/appointment');
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: '/api/appointments/manage/cancel',
      payload: { token },
    });
    expect(cancelled.statusCode).toBe(200);
    const [cancellation] = await outboxTo(shop, email, 'booking-cancelled');
    expect(cancellation!.subject).toBe(
      `تم إلغاء حجز العناية رقم \u2066${appointment.reference}\u2069`,
    );
  });

  it('without lang: the English confirmation and calendar file, as they always were', async () => {
    const email = address();
    const day = (await slots('dog_small')).days[4];
    const answer = await book('', day.slots[2].starts_at, email);
    expect(answer.statusCode).toBe(201);
    const { appointment } = answer.json();
    expect(await languageOf(appointment.reference)).toBe('en');
    const [mail] = await outboxTo(shop, email, 'appointment-confirmation');
    expect(mail!.subject).toMatch(/^Your grooming appointment on .+ is confirmed \(BK-\w{6}\)$/);
    expect(mail!.textBody).toContain('Basic Groom: AED 120.00\nNail Trimming: AED 30.00');
    expect(mail!.htmlBody).toBeNull();

    const file = mail!.attachments![0]!.content;
    expectValidLines(file);
    // The file the shop wrote before issue 34, from the same appointment and moment.
    const lines = unfold(file);
    const stamp = lines.find((line) => line.startsWith('DTSTAMP:'))!.slice('DTSTAMP:'.length);
    const link = /https?:\/\/\S+\/appointment#token=[\w-]{43}/.exec(mail!.textBody)![0];
    const before = calendarFile(
      {
        uid: lines.find((line) => line.startsWith('UID:'))!.slice('UID:'.length),
        sequence: 0,
        start: new Date(appointment.starts_at),
        end: new Date(appointment.ends_at),
        stamp: new Date(
          stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
        ),
        summary: `Grooming: Basic Groom, Nail Trimming (${appointment.reference})`,
        location: shop.config.SHOP_ADDRESS,
        description: `Small dog (up to 10 kg). Total AED 150.00, paid at the shop. To cancel or move it: ${link}`,
        organizer: { name: shop.config.SHOP_NAME, email: shop.config.SUPPORT_EMAIL },
      },
      shop.config.SHOP_NAME,
    );
    expect(file).toBe(before);
    expect(file).not.toMatch(/[\u0600-\u06FF]|LANGUAGE=/);
  });
});
