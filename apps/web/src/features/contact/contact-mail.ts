export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** The form's fields, in the order they are shown (and checked). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** Spec §5 "Contact form": all four fields are required. */
export const CONTACT_INCOMPLETE = 'Please fill in all fields or try again.';

/** Long drafts get cut off by some mail apps; a contact message fits comfortably in this. */
export const MAX_CONTACT_MESSAGE_LENGTH = 1000;

/** The fields left empty (blank after trimming), in form order; none means the form is complete. */
export function missingContactFields(values: ContactValues): ContactField[] {
  return CONTACT_FIELDS.filter((field) => values[field].trim() === '');
}

/** Mail apps expect CRLF line breaks in a mailto body (RFC 6068). */
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/**
 * The `mailto:` draft that the visitor's own mail app opens (spec §2 "Contact"): to the shop's
 * support address, with a subject naming the sender and every field in the body.
 */
export function buildContactMailto(supportEmail: string, values: ContactValues): string {
  const name = values.name.trim();
  const subject = `Website enquiry from ${name}`;
  const body = crlf(
    [
      `Name: ${name}`,
      `Email: ${values.email.trim()}`,
      `Phone: ${values.phone.trim()}`,
      '',
      'Message:',
      values.message.trim(),
    ].join('\n'),
  );
  const to = encodeURIComponent(supportEmail.trim()).replaceAll('%40', '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
