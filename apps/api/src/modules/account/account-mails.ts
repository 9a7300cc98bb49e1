import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import {
  fill,
  greetingIn,
  inLanguage,
  isolated,
  ltr,
  momentIn,
  questionsIn,
  textsIn,
  type Language,
} from '../mail/mail-language.ts';

// Each mail is written in the account's language (issue 34); staff mails pass none: English.

const shopMinute = (language: Language, at: Date) =>
  fill(textsIn(language).atDubaiTime, { moment: momentIn(language, at) });

/** The e-mailed link to choose a new password (customers and staff). */
export function resetMail(
  shop: ShopContact,
  kind: string,
  to: string,
  name: string | null,
  link: string,
  language: Language = 'en',
): OutgoingMail {
  const texts = textsIn(language);
  return inLanguage(language, {
    kind,
    recipient: to,
    subject: fill(texts.resetSubject, { shop: isolated(language, shop.shopName) }),
    textBody: [
      greetingIn(language, name),
      '',
      texts.resetAsked,
      '',
      link,
      '',
      texts.resetValidity,
      '',
      questionsIn(language, shop.supportPhone, shop.supportEmail),
    ].join('\n'),
  });
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
  language: Language = 'en',
): OutgoingMail {
  const texts = textsIn(language);
  return inLanguage(language, {
    kind: 'password-changed',
    recipient: to,
    subject: fill(texts.passwordChangedSubject, { shop: isolated(language, shop.shopName) }),
    textBody: [
      greetingIn(language, name),
      '',
      fill(
        signedOut === 'everywhere'
          ? texts.passwordChangedEverywhere
          : texts.passwordChangedOtherDevices,
        { moment: shopMinute(language, at) },
      ),
      '',
      fill(texts.notYou, { phone: ltr(language, shop.supportPhone) }),
    ].join('\n'),
  });
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
  language: Language = 'en',
): OutgoingMail {
  const texts = textsIn(language);
  const shopName = isolated(language, shop.shopName);
  return inLanguage(language, {
    kind: 'verify-email',
    recipient: to,
    subject: fill(newAddress ? texts.verifyNewSubject : texts.verifySubject, { shop: shopName }),
    textBody: [
      texts.greetingNoName,
      '',
      newAddress ? texts.verifyNewAsk : texts.verifyAsk,
      '',
      link,
      '',
      texts.verifyValidity,
      '',
      questionsIn(language, shop.supportPhone, shop.supportEmail),
    ].join('\n'),
  });
}

/** To the old address once the account moved to a new one: a takeover would show here. */
export function emailChangedMail(
  shop: ShopContact,
  to: string,
  name: string | null,
  newEmail: string,
  at: Date,
  language: Language = 'en',
): OutgoingMail {
  const texts = textsIn(language);
  return inLanguage(language, {
    kind: 'email-changed',
    recipient: to,
    subject: fill(texts.emailChangedSubject, { shop: isolated(language, shop.shopName) }),
    textBody: [
      greetingIn(language, name),
      '',
      fill(texts.emailChangedBody, {
        moment: shopMinute(language, at),
        old: ltr(language, to),
        new: ltr(language, newEmail),
      }),
      '',
      fill(texts.notYou, { phone: ltr(language, shop.supportPhone) }),
    ].join('\n'),
  });
}
