import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { IconBadge } from '../../../components/ui/icon-badge.tsx';
import type { IconName } from '../../../components/ui/icon.tsx';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { inShopLanguage } from '../../../lib/shop-identity.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const mapsHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const linkClass =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ContactCard({
  title,
  icon,
  value,
  children,
}: {
  title: string;
  icon: IconName;
  value: string | undefined;
  children?: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100">
      <IconBadge icon={icon} inRow />
      <div className="min-w-0 flex-1">
        <h2 className="font-bold text-ink">{title}</h2>
        {value ? (
          <p className="mt-1 break-words text-gray-700">
            {icon === 'phone' ? <bdi dir="ltr">{value}</bdi> : value}
          </p>
        ) : (
          <span className="mt-1.5 block h-5 w-44 animate-pulse rounded bg-gray-100" />
        )}
        {children && <div className="mt-2 text-sm">{children}</div>}
      </div>
    </li>
  );
}

/** Spec §2 "Contact": phone, e-mail and address (Al Jaddaf, Dubai), plus our hours. */
export function ContactCards() {
  const { data: settings } = useShopSettings();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <ContactCard title={t`Phone`} icon="phone" value={settings?.support_phone}>
        {settings && (
          <a href={telHref(settings.support_phone)} className={linkClass}>
            {t`Call us`}
          </a>
        )}
      </ContactCard>
      {settings?.whatsapp_number && (
        <ContactCard
          title="WhatsApp"
          icon="message-circle"
          value={t`Questions about a product or an order? Message us.`}
        >
          <WhatsAppLink
            number={settings.whatsapp_number}
            className={`${linkClass} inline-flex items-center gap-1.5`}
          />
        </ContactCard>
      )}
      <ContactCard title={t`Email`} icon="mail" value={settings?.support_email}>
        {settings && (
          <a href={`mailto:${settings.support_email}`} className={linkClass}>
            {t`Write to us`}
          </a>
        )}
      </ContactCard>
      <ContactCard
        title={t`Address`}
        icon="map-pin"
        value={settings?.address && inShopLanguage(settings.address)}
      >
        {settings && (
          <a
            href={mapsHref(settings.address)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {t`Get directions`}
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
        )}
      </ContactCard>
      <ContactCard
        title={t`Business Hours`}
        icon="clock"
        value={settings?.business_hours && inShopLanguage(settings.business_hours)}
      />
    </ul>
  );
}
