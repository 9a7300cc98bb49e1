import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/**
 * Spec §1 marketing identity. The server's settings normally supply these; the layout falls back
 * to them while the settings load, so the footer never renders empty.
 */
export const SHOP_NAME = 'The Best Pet Shop in Dubai';
export const SHOP_TAGLINE = 'Where Happy Pets Come First';
export const SHOP_ADDRESS = 'Al Jaddaf, Dubai';
export const SHOP_HOURS = 'Monday to Friday, 10:00 AM to 11:30 PM';
export const LOGO_SRC = '/art/logo.svg';

/** The shop's own default texts above, in the shop's language; texts staff wrote stay as written. */
const DEFAULT_TEXTS = new Map<string, MessageDescriptor>([
  [SHOP_TAGLINE, msg`Where Happy Pets Come First`],
  [SHOP_ADDRESS, msg`Al Jaddaf, Dubai`],
  [SHOP_HOURS, msg`Monday to Friday, 10:00 AM to 11:30 PM`],
]);

export function inShopLanguage(text: string): string {
  const known = DEFAULT_TEXTS.get(text);
  return known ? i18n._(known) : text;
}
