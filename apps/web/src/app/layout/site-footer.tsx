import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { PAGES } from '@petshop/contracts/pages';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { paths, POLICIES } from '../../config/paths.ts';
import { pageTextsOfLanguage } from '../../lib/i18n.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';
import { NAV_LINKS, telHref } from './nav-links.ts';
import {
  inShopLanguage,
  SHOP_ADDRESS,
  SHOP_HOURS,
  SHOP_NAME,
  SHOP_TAGLINE,
} from '../../lib/shop-identity.ts';
import { ShopLogo } from './shop-logo.tsx';

const SOCIAL_LINKS: { label: string; href: string; icon: IconName }[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/bestpetshopdubai', icon: 'instagram' },
  { label: 'Facebook', href: 'https://www.facebook.com/bestpetshopdubai', icon: 'facebook' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@bestpetshopdubai', icon: 'tiktok' },
  { label: 'X (Twitter)', href: 'https://x.com/bestpetshopdxb', icon: 'x-twitter' },
];

const footerLinkClass =
  'rounded text-gray-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

export function SiteFooter() {
  const { data: settings } = useShopSettings();
  const shopName = settings?.shop_name ?? SHOP_NAME;
  const year = new Date().getFullYear();
  const pageTexts = pageTextsOfLanguage();

  return (
    <footer className="mt-auto bg-ink text-sm text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr] lg:px-8">
        <div className="space-y-4">
          <Link
            to={paths.home.getHref()}
            className="inline-block rounded-xl bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <ShopLogo shopName={shopName} loading="lazy" className="h-10 w-auto" />
          </Link>
          <p className="text-base font-semibold text-white">
            {inShopLanguage(settings?.tagline ?? SHOP_TAGLINE)}
          </p>
          <p className="max-w-xs leading-relaxed">
            {t`Grooming, premium food and accessories for dogs, cats, birds and fish, from people who love pets as much as you do.`}
          </p>
          <ul className="flex gap-2" aria-label={t`Follow us`}>
            {SOCIAL_LINKS.map(({ label, href, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t`${label} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <Icon name={icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t`Footer`}>
          <h2 className="mb-4 text-xs font-bold tracking-widest text-white uppercase">{t`Shop`}</h2>
          <ul className="space-y-3">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.booking.getHref()} className={footerLinkClass}>
                {t`Book a grooming session`}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="mb-4 text-xs font-bold tracking-widest text-white uppercase">
            {t`Visit us`}
          </h2>
          <ul className="space-y-3">
            <li className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-500" />
              <span>{inShopLanguage(settings?.address ?? SHOP_ADDRESS)}</span>
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand-500" />
              <span>{inShopLanguage(settings?.business_hours ?? SHOP_HOURS)}</span>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="mb-4 text-xs font-bold tracking-widest text-white uppercase">
            {t`Get in touch`}
          </h2>
          <ul className="space-y-3">
            {settings?.support_phone ? (
              <li className="flex gap-3">
                <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-brand-500" />
                <a href={telHref(settings.support_phone)} className={footerLinkClass}>
                  <bdi dir="ltr">{settings.support_phone}</bdi>
                </a>
              </li>
            ) : null}
            {settings?.support_email ? (
              <li className="flex gap-3">
                <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-brand-500" />
                <a
                  href={`mailto:${settings.support_email}`}
                  className={`${footerLinkClass} break-all`}
                >
                  {settings.support_email}
                </a>
              </li>
            ) : null}
            <li>
              <Link
                to={paths.contact.getHref()}
                className="font-semibold text-brand-500 hover:text-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                {t`Send us a message`}
              </Link>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-6 text-xs text-gray-400 sm:px-6 md:flex-row md:justify-between lg:px-8">
          <p className="text-center">
            {t`© ${year} The Best Pet Shop in Dubai. All rights reserved.`}
          </p>
          <nav aria-label={t`Policies`}>
            <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm">
              {POLICIES.map((policy) => (
                <li key={policy}>
                  <Link
                    to={paths.policy.getHref(policy)}
                    className={`${footerLinkClass} inline-block py-1`}
                  >
                    {(pageTexts ?? PAGES)[`policy-${policy}`].title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
