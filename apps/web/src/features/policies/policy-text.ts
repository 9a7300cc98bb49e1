import type { ShopSettings } from '@petshop/contracts';

/** The shop settings a policy page may name, written `{support_email}` in its Markdown. */
const PLACEHOLDER = /\{(shop_name|address|support_email|support_phone)\}/g;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type PolicySettings = Pick<
  ShopSettings,
  'shop_name' | 'address' | 'support_email' | 'support_phone'
>;

/**
 * A policy page's HTML (built from its Markdown) with the shop's own name, address, e-mail and
 * phone filled in from its settings, so a shop that changes them never edits its policies. The
 * e-mail and phone become links. Before the settings arrive each reads as a plain description.
 */
export function fillPolicy(html: string, settings: PolicySettings | undefined): string {
  return html.replace(PLACEHOLDER, (_match, key: keyof PolicySettings) => {
    if (!settings) {
      return {
        shop_name: 'our shop',
        address: 'Dubai',
        support_email: 'our support e-mail',
        support_phone: 'our support phone',
      }[key];
    }
    const value = escapeHtml(settings[key]);
    if (key === 'support_email') return `<a href="mailto:${value}">${value}</a>`;
    if (key === 'support_phone') {
      return `<a href="tel:${settings.support_phone.replace(/[^\d+]/g, '')}">${value}</a>`;
    }
    return value;
  });
}
