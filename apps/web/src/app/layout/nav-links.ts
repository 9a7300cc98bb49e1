import { msg, plural, t } from '@lingui/core/macro';
import { paths } from '../../config/paths.ts';
import { withReturnPath } from '../../lib/return-path.ts';

/** Spec §2 "Header and navigation": the four nav links, shared by the header and the side menu. */
export const NAV_LINKS = [
  { label: msg`Home`, to: paths.home.getHref(), end: true },
  { label: msg`Store`, to: paths.store.getHref(), end: false },
  { label: msg`Grooming`, to: paths.grooming.getHref(), end: false },
  { label: msg`Contact`, to: paths.contact.getHref(), end: false },
] as const;

/**
 * Spec §2: account icons lead to their pages when logged in, otherwise to the login page, which
 * then brings the visitor back to `returnPath` (the page they are on). The cart icon always leads
 * to the cart: a visitor has one too (decision 043).
 */
export function accountTargets(loggedIn: boolean, returnPath?: string) {
  const login = withReturnPath(paths.login.getHref(), returnPath);
  return {
    wishlist: loggedIn ? paths.wishlist.getHref() : login,
    cart: paths.cart.getHref(),
    user: loggedIn ? paths.profile.getHref() : login,
  };
}

/** The link's accessible name, with the badge count spoken once ("Cart, 3 items"). */
export function countLabel(label: string, count: number): string {
  if (count < 1) return label;
  if (count > 99) return t`${label}, more than 99 items`;
  return plural(count, { one: `${label}, # item`, other: `${label}, # items` });
}

/** A tel: address from a printed phone number ("+971 4 123 4567" → "tel:+97141234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
