import { t } from '@lingui/core/macro';
import { Icon } from '../../components/ui/icon.tsx';
import { WhatsAppLink } from '../../components/ui/whatsapp-link.tsx';
import { deliveryPromise } from '../../lib/delivery-promise.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { telHref } from './nav-links.ts';

const linkClass =
  'flex items-center gap-1.5 rounded font-medium hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * Spec §1: the thin contact bar above the header: location 'UAE' and the contact phone, with the
 * shop's WhatsApp chat when it has one (issue 20), and a delivery promise its settings keep.
 */
export function TopBar() {
  const { data: settings } = useShopSettings();
  const phone = settings?.support_phone;
  return (
    <div className="bg-ink text-sm text-gray-100">
      {/* Three columns from md, so the middle line stays centred when the phone arrives. */}
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:grid md:grid-cols-[1fr_auto_1fr] lg:px-8">
        <div className="flex items-center gap-4">
          <p className="flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4 text-brand-500" />
            <span>{t`UAE`}</span>
          </p>
          <LanguageSwitch className={linkClass} />
        </div>
        <p className="hidden text-gray-300 md:block">{deliveryPromise(settings?.delivery)}</p>
        {phone ? (
          <div className="flex items-center gap-4 justify-self-end">
            <WhatsAppLink
              number={settings.whatsapp_number}
              className={linkClass}
              iconClassName="size-4 text-brand-500"
            >
              WhatsApp
            </WhatsAppLink>
            <a href={telHref(phone)} className={linkClass}>
              <Icon name="phone" className="size-4 text-brand-500" />
              <bdi dir="ltr">{phone}</bdi>
            </a>
          </div>
        ) : (
          <span aria-hidden="true" />
        )}
      </div>
    </div>
  );
}
