import { t } from '@lingui/core/macro';
import type { ShopSettings } from '@petshop/contracts';
import { currentLanguage, languageBase } from '../../lib/i18n.ts';

/** The shop settings a policy page may name, written `{support_email}` in its Markdown. */
const PLACEHOLDER = /\{(shop_name|address|support_email|support_phone)\}/g;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type PolicySettings = Pick<
  ShopSettings,
  'shop_name' | 'address' | 'support_email' | 'support_phone'
>;

/**
 * The Markdown's links between the shop's pages (written with the spec's paths, '/contact') lead
 * to the same pages in the shop's language: '/ar/contact' in Arabic (decision 133).
 */
export function withLanguageLinks(html: string): string {
  const base = languageBase(currentLanguage());
  return base ? html.replace(/href="\/(?!\/)/g, `href="${base}/`) : html;
}

/**
 * A policy page's HTML (built from its Markdown) with the shop's own name, address, e-mail and
 * phone filled in from its settings, so a shop that changes them never edits its policies. The
 * e-mail and phone become links. Before the settings arrive each reads as a plain description.
 */
export function fillPolicy(html: string, settings: PolicySettings | undefined): string {
  return html.replace(PLACEHOLDER, (_match, key: keyof PolicySettings) => {
    if (!settings) {
      return {
        shop_name: t`our shop`,
        address: t`Dubai`,
        support_email: t`our support e-mail`,
        support_phone: t`our support phone`,
      }[key];
    }
    const value = escapeHtml(settings[key]);
    if (key === 'support_email') return `<a href="mailto:${value}">${value}</a>`;
    if (key === 'support_phone') {
      // Left to right inside Arabic text, so '+971 4 555 0123' keeps its order.
      const direction = currentLanguage() === 'ar' ? ' dir="ltr"' : '';
      return `<a href="tel:${settings.support_phone.replace(/[^\d+]/g, '')}"${direction}>${value}</a>`;
    }
    return value;
  });
}
