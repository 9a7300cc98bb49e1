import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { inShopLanguage } from '../../../lib/shop-identity.ts';

const WHY_CHOOSE: { title: MessageDescriptor; text: MessageDescriptor; icon: IconName }[] = [
  {
    title: msg`Expert Care`,
    text: msg`Experienced groomers who know the coat, skin and temperament of each breed, from Poodles to Persians and parrots.`,
    icon: 'award',
  },
  {
    title: msg`Loving Environment`,
    text: msg`A calm, air-conditioned salon where pets are handled gently, with breaks and treats whenever they need them.`,
    icon: 'heart',
  },
  {
    title: msg`Quick Service`,
    text: msg`Book in a minute online: choose a free time and it is yours, confirmed by e-mail with a link to move or cancel it.`,
    icon: 'zap',
  },
  {
    title: msg`Safe and Secure`,
    text: msg`Pet-safe products, tools cleaned after every pet, and your details used only to arrange your appointment.`,
    icon: 'shield-check',
  },
];

/** A value from the shop settings, or a quiet placeholder of the same height while they load. */
function SettingValue({ value, children }: { value: string | undefined; children?: ReactNode }) {
  if (!value) {
    return <span className="mt-1 block h-6 w-40 animate-pulse rounded bg-gray-100" />;
  }
  return (
    <span className="mt-0.5 block font-semibold break-words text-ink">{children ?? value}</span>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const linkClass =
  'rounded text-ink underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Spec §2 "Booking": contact cards, the 'Why Choose' list and the business hours. */
export function BookingInfo() {
  const { data: settings } = useShopSettings();
  const cards: {
    label: string;
    icon: IconName;
    value: string | undefined;
    href?: string;
  }[] = [
    {
      label: t`Call Us`,
      icon: 'phone',
      value: settings?.support_phone,
      ...(settings ? { href: telHref(settings.support_phone) } : {}),
    },
    {
      label: t`Email Us`,
      icon: 'mail',
      value: settings?.support_email,
      ...(settings ? { href: `mailto:${settings.support_email}` } : {}),
    },
    {
      label: t`Visit Us`,
      icon: 'map-pin',
      value: settings?.address && inShopLanguage(settings.address),
    },
  ];

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="booking-contact-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-100"
      >
        <h2 id="booking-contact-title" className="text-xl font-bold text-ink">
          {t`Contact Us`}
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          {t`Prefer to talk? We are happy to help you choose.`}
        </p>
        <ul className="mt-5 space-y-4">
          {cards.map(({ label, icon, value, href }) => (
            <li key={label} className="flex items-start gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon name={icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm text-gray-500">{label}</span>
                <SettingValue value={value}>
                  {href ? (
                    <a href={href} className={linkClass}>
                      {icon === 'phone' ? <bdi dir="ltr">{value}</bdi> : value}
                    </a>
                  ) : undefined}
                </SettingValue>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="booking-hours-title"
        className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm"
      >
        <div className="flex items-center gap-3">
          <Icon name="clock" className="size-6" />
          <h2 id="booking-hours-title" className="text-xl font-bold">
            {t`Business Hours`}
          </h2>
        </div>
        <p className="mt-3 min-h-7 text-lg font-semibold">
          {settings?.business_hours && inShopLanguage(settings.business_hours)}
        </p>
        <p className="mt-1 text-sm text-brand-50">
          {t`Requests sent outside these hours are answered on the next working day.`}
        </p>
      </section>

      <section
        aria-labelledby="why-choose-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-100"
      >
        <h2 id="why-choose-title" className="text-xl font-bold text-ink">
          {t`Why Choose Us`}
        </h2>
        <ul className="mt-5 space-y-5">
          {WHY_CHOOSE.map(({ title, text, icon }) => (
            <li key={icon} className="flex items-start gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={icon} className="size-5" />
              </span>
              <span>
                <h3 className="font-bold text-ink">{i18n._(title)}</h3>
                <p className="mt-0.5 text-sm leading-relaxed text-gray-600">{i18n._(text)}</p>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
