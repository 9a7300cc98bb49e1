import type { ShopContact } from '../mail/shop-contact.ts';
import type { OutgoingMail } from '../mail/mail.repo.ts';

/**
 * The invitation to the back office, with the one-time link to choose a password (decision 077).
 * The address has confirmed nothing yet, so the mail carries no text the inviter typed (not even
 * the name): only the shop's own words, the role and the link.
 */
export function staffInviteMail(
  shop: ShopContact,
  to: string,
  role: 'owner' | 'staff',
  link: string,
): OutgoingMail {
  return {
    kind: 'staff-invite',
    recipient: to,
    subject: `You are invited to the ${shop.shopName} back office`,
    textBody: [
      'Hello,',
      '',
      `${shop.shopName} added this address to its back office, as ${role === 'owner' ? 'an owner' : 'staff'}. Choose your password here to sign in:`,
      '',
      link,
      '',
      'The link works once, within 24 hours. If it has expired, ask the shop owner for a new one. If you did not expect this email, ignore it: no one can sign in to the account without the password you choose.',
      '',
      `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
    ].join('\n'),
  };
}
