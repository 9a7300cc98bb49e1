// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildContactMailto,
  CONTACT_INCOMPLETE,
  missingContactFields,
  type ContactValues,
} from '../contact-mail.ts';

const filled: ContactValues = {
  name: 'Aisha Rahman',
  email: 'aisha@example.ae',
  phone: '+971 50 123 4567',
  message: 'Do you stock grain-free food for senior cats?',
};

describe('missingContactFields (spec §5: all four fields required)', () => {
  it('finds nothing missing when every field has text', () => {
    expect(missingContactFields(filled)).toEqual([]);
  });

  it('names each empty or blank field, in form order', () => {
    expect(missingContactFields({ ...filled, phone: '' })).toEqual(['phone']);
    expect(missingContactFields({ ...filled, message: '  \n ' })).toEqual(['message']);
    expect(missingContactFields({ name: '', email: ' ', phone: '', message: '' })).toEqual([
      'name',
      'email',
      'phone',
      'message',
    ]);
  });

  it('uses the spec message', () => {
    expect(CONTACT_INCOMPLETE).toBe('Please fill in all fields or try again.');
  });
});

describe('buildContactMailto', () => {
  it('addresses the support e-mail with a subject naming the sender', () => {
    const url = new URL(buildContactMailto('support@bestpetshop.ae', filled));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@bestpetshop.ae');
    expect(url.searchParams.get('subject')).toBe('Website enquiry from Aisha Rahman');
  });

  it('puts every field in the body, with CRLF line breaks', () => {
    const url = new URL(buildContactMailto('support@bestpetshop.ae', filled));
    expect(url.searchParams.get('body')).toBe(
      [
        'Name: Aisha Rahman',
        'Email: aisha@example.ae',
        'Phone: +971 50 123 4567',
        '',
        'Message:',
        'Do you stock grain-free food for senior cats?',
      ].join('\r\n'),
    );
  });

  it('encodes spaces as %20 (not +) and keeps characters that would break the URL escaped', () => {
    const url = buildContactMailto('support@bestpetshop.ae', {
      name: '  Omar & Sons  ',
      email: 'omar+pets@example.ae',
      phone: '050 111 2222',
      message: 'Line one\nLine two? 50% off = great #deal',
    });
    expect(url).toMatch(/^mailto:support@bestpetshop\.ae\?subject=[^&]+&body=[^&]+$/);
    expect(url).toContain('subject=Website%20enquiry%20from%20Omar%20%26%20Sons&');
    expect(url).not.toContain('+');
    expect(decodeURIComponent(url.split('&body=')[1]!)).toBe(
      'Name: Omar & Sons\r\nEmail: omar+pets@example.ae\r\nPhone: 050 111 2222\r\n\r\nMessage:\r\nLine one\r\nLine two? 50% off = great #deal',
    );
  });

  it('keeps Arabic text intact', () => {
    const url = buildContactMailto('support@bestpetshop.ae', { ...filled, name: 'عائشة' });
    expect(new URL(url).searchParams.get('subject')).toBe('Website enquiry from عائشة');
  });
});
