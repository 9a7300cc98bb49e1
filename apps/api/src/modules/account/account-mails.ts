import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { greeting } from '../mail/unconfirmed-recipients.ts';
import { formatShopMoment } from '@petshop/contracts/shop-time';

const shopMinute = (at: Date) => `${formatShopMoment(at)} (Dubai time)`;

/** The e-mailed link to choose a new password (customers and staff). */
export function resetMail(
  shop: ShopContact,
  kind: string,
  to: string,
  name: string | null,
  link: string,
): OutgoingMail {
  return {
    kind,
    recipient: to,
    subject: `Choose a new password for ${shop.shopName}`,
    textBody: [
      greeting(name),
      '',
      'Someone (we hope you) asked to reset the password of your account. Choose a new one here:',
      '',
      link,
      '',
      'The link works for one hour and only once. If you did not ask, ignore this email: your password stays as it is.',
      '',
      `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
    ].join('\n'),
  };
}

/**
 * "Your password was changed": after a reset every device was signed out; after a change in the
 * account the device that made it stays signed in.
 */
export function passwordChangedMail(
  shop: ShopContact,
  to: string,
  name: string | null,
  at: Date,
  signedOut: 'everywhere' | 'other devices',
): OutgoingMail {
  const devices =
    signedOut === 'everywhere'
      ? 'every device was signed out'
      : 'every other device was signed out';
  return {
    kind: 'password-changed',
    recipient: to,
    subject: `Your ${shop.shopName} password was changed`,
    textBody: [
      greeting(name),
      '',
      `The password of your account was changed on ${shopMinute(at)}, and ${devices}.`,
      '',
      `If this was not you, reply to this email or call ${shop.supportPhone} at once.`,
    ].join('\n'),
  };
}

/**
 * The link that proves a customer reads `to`: on registration, on request, or a new address.
 * Always to an address not yet confirmed, so no name or other text of the requester's is in it.
 */
export function verifyEmailMail(
  shop: ShopContact,
  to: string,
  link: string,
  newAddress: boolean,
): OutgoingMail {
  return {
    kind: 'verify-email',
    recipient: to,
    subject: newAddress
      ? `Confirm your new email address for ${shop.shopName}`
      : `Confirm your email address for ${shop.shopName}`,
    textBody: [
      'Hello,',
      '',
      newAddress
        ? 'You asked to use this address for your account. Open this link to confirm it; your account changes to it only then:'
        : 'Please confirm that this is your email address by opening this link:',
      '',
      link,
      '',
      'The link works for 24 hours and only once. If you did not ask for it, ignore this email.',
      '',
      `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
    ].join('\n'),
  };
}

/** To the old address once the account moved to a new one: a takeover would show here. */
export function emailChangedMail(
  shop: ShopContact,
  to: string,
  name: string | null,
  newEmail: string,
  at: Date,
): OutgoingMail {
  return {
    kind: 'email-changed',
    recipient: to,
    subject: `Your ${shop.shopName} email address was changed`,
    textBody: [
      greeting(name),
      '',
      `On ${shopMinute(at)} the email address of your account was changed from ${to} to ${newEmail}. We will write to the new address from now on.`,
      '',
      `If this was not you, reply to this email or call ${shop.supportPhone} at once.`,
    ].join('\n'),
  };
}
