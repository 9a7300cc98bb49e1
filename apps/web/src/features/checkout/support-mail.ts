/** A mail draft to the shop's support address, with the order's references already in it. */
/** What a support mail is about: its subject, or the order it names. */
export type SupportMailAbout = {
  orderId?: string | undefined;
  transactionId?: string | undefined;
  subject?: string;
};

export function supportMailHref(supportEmail: string, about: SupportMailAbout): string {
  const subject =
    about.subject ?? (about.orderId ? `Help with order ${about.orderId}` : 'Help with my order');
  const lines = [
    'Hello,',
    '',
    'I need help with my order.',
    '',
    ...(about.orderId ? [`Order ID: ${about.orderId}`] : []),
    ...(about.transactionId ? [`Transaction ID: ${about.transactionId}`] : []),
    '',
    'Thank you.',
  ];
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
  return `mailto:${supportEmail}?${query}`;
}

/** A phone number as a tel: link (spaces and brackets dropped). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
