import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { supportMailHref, telHref, type SupportMailAbout } from '../support-mail.ts';
import { Panel, textLink } from './checkout-ui.tsx';

/** A phone or mail line; `link` is undefined while the shop's settings are still loading. */
function ContactLine({ icon, link }: { icon: ReactNode; link: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {icon}
      {link ?? <span className="text-gray-500">{t`Loading...`}</span>}
    </li>
  );
}

/** The chat's first message names the order or the problem, as the mail draft does. */
function whatsappText(about: SupportMailAbout): string | undefined {
  const { orderId, subject } = about;
  if (orderId) return t`Hello, I have a question about my order ${orderId}.`;
  return subject ? t`Hello, I need help: ${subject}.` : undefined;
}

/**
 * The help box of the payment pages: the shop's phone and e-mail (from its settings) and a
 * 'Contact Support' mail draft that already names the order.
 */
export function SupportHelpPanel({
  title,
  headingId,
  intro,
  mail,
}: {
  title: string;
  headingId: string;
  intro?: string;
  mail: SupportMailAbout;
}) {
  const settings = useShopSettings().data;
  return (
    <Panel title={title} icon={<Icon name="help-circle" />} headingId={headingId}>
      {intro && <p className="text-sm text-gray-600">{intro}</p>}
      <ul className={intro ? 'mt-3 space-y-2 text-sm' : 'space-y-2 text-sm'}>
        <ContactLine
          icon={<Icon name="phone" className="size-4 shrink-0 text-brand-600" />}
          link={
            settings && (
              <a href={telHref(settings.support_phone)} className={textLink}>
                <bdi dir="ltr">{settings.support_phone}</bdi>
              </a>
            )
          }
        />
        <ContactLine
          icon={<Icon name="mail" className="size-4 shrink-0 text-brand-600" />}
          link={
            settings && (
              <a href={`mailto:${settings.support_email}`} className={`${textLink} break-all`}>
                {settings.support_email}
              </a>
            )
          }
        />
        {settings?.whatsapp_number && (
          <li>
            <WhatsAppLink
              number={settings.whatsapp_number}
              text={whatsappText(mail)}
              className={`${textLink} inline-flex items-center gap-2`}
              iconClassName="size-4 shrink-0 text-brand-600"
            />
          </li>
        )}
      </ul>
      <a
        href={supportMailHref(settings?.support_email ?? '', mail)}
        className={`${buttonClass('secondary')} mt-4 w-full`}
      >
        {t`Contact Support`}
      </a>
    </Panel>
  );
}
