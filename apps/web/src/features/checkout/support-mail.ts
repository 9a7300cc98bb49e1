import { t } from '@lingui/core/macro';
/** A mail draft to the shop's support address, with the order's references already in it. */
/** What a support mail is about: its subject, or the order it names. */
export type SupportMailAbout = {
  orderId?: string | undefined;
  transactionId?: string | undefined;
  subject?: string;
};

export function supportMailHref(supportEmail: string, about: SupportMailAbout): string {
  const { orderId, transactionId } = about;
  const subject =
    about.subject ?? (orderId ? t`Help with order ${orderId}` : t`Help with my order`);
  const lines = [
    t`Hello,`,
    '',
    t`I need help with my order.`,
    '',
    ...(orderId ? [t`Order ID: ${orderId}`] : []),
    ...(transactionId ? [t`Transaction ID: ${transactionId}`] : []),
    '',
    t`Thank you.`,
  ];
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
  return `mailto:${supportEmail}?${query}`;
}

/** A phone number as a tel: link (spaces and brackets dropped). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
