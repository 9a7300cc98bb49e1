import { describe, expect, it } from 'vitest';
import {
  arabicHtml,
  fill,
  ltr,
  moneyIn,
  momentIn,
  textsIn,
} from '../src/modules/mail/mail-language.ts';
import { MAIL_TEXTS } from '../src/modules/mail/mail-texts.ts';

/** Issue 34, decision 134: every customer mail text exists in Arabic, translated. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the mail texts of each language', () => {
  const english = Object.entries(MAIL_TEXTS.en);

  it('has every English text in Arabic: not empty, not left in English, with the same values', () => {
    expect(english.length).toBeGreaterThan(50);
    const problems = english.flatMap(([name, text]) => {
      const arabic = (MAIL_TEXTS.ar as Record<string, string>)[name];
      if (arabic === undefined || arabic.trim() === '') return [`${name}: missing`];
      if (arabic === text) return [`${name}: the English text`];
      if (!/[\u0600-\u06FF]/.test(arabic)) return [`${name}: no Arabic letters`];
      if (placeholders(arabic).join() !== placeholders(text).join()) {
        return [`${name}: values ${placeholders(arabic).join()} ≠ ${placeholders(text).join()}`];
      }
      return [];
    });
    expect(problems).toEqual([]);
    expect(Object.keys(MAIL_TEXTS.ar).sort()).toEqual(Object.keys(MAIL_TEXTS.en).sort());
  });
});

describe('how an Arabic mail writes values', () => {
  it('fills values in, and keeps order numbers and money as left-to-right runs', () => {
    const number = ltr('ar', 'ORD-000031');
    expect(fill(textsIn('ar').orderConfirmedSubject, { number })).toBe(
      'تم تأكيد طلبك رقم \u2066ORD-000031\u2069',
    );
    expect(fill(textsIn('en').orderConfirmedSubject, { number: ltr('en', 'ORD-000031') })).toBe(
      'Your order ORD-000031 is confirmed',
    );
    expect(moneyIn('ar', 123450)).toBe('\u20661,234.50\u2069 د.إ');
    expect(moneyIn('en', 123450)).toBe('AED 1,234.50');
  });

  it('writes moments in Dubai time with Arabic month names and Western digits', () => {
    const at = new Date('2026-11-27T11:30:00Z');
    expect(momentIn('ar', at)).toMatch(/^27 نوفمبر 2026/);
    expect(momentIn('ar', at)).toContain('3:30');
    expect(momentIn('ar', at)).not.toMatch(/[\u0660-\u0669]/);
  });

  it('sets the HTML part right to left, links clickable and runs isolated', () => {
    const html = arabicHtml(
      'تم تأكيد طلبك رقم \u2066ORD-1\u2069',
      'مرحباً،\n\nالرابط: https://shop.example/ar/product/3?a=1&b=2\nالرقم \u2066ORD-1\u2069 <b>',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>تم تأكيد طلبك رقم ORD-1</title>');
    expect(html).toContain(
      '<a href="https://shop.example/ar/product/3?a=1&amp;b=2" dir="ltr">https://shop.example/ar/product/3?a=1&amp;b=2</a>',
    );
    expect(html).toContain('الرقم <bdi dir="ltr">ORD-1</bdi> &lt;b&gt;');
  });
});
