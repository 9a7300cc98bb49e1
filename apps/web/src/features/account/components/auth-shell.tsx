import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

const BENEFITS = [
  msg`Save the products you love to your wishlist`,
  msg`Fill your cart and check out in a few steps`,
  msg`Follow your orders from your account`,
];

/** The frame of the login and registration pages: a brand panel (wide screens) and the form. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:px-6 sm:py-14">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-black/5 lg:grid-cols-[5fr_6fr]">
        <aside className="relative hidden overflow-hidden bg-brand-700 p-10 text-white lg:flex lg:flex-col">
          <Icon
            name="paw"
            className="absolute -end-10 -bottom-10 size-64 rotate-[-20deg] text-white/10"
          />
          <div>
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white/15">
              <Icon name="paw" className="size-8" />
            </span>
            <p className="mt-6 text-3xl leading-tight font-extrabold">
              {t`Where Happy Pets Come First`}
            </p>
            <p className="mt-3 text-brand-50">
              {t`Food, toys, accessories and grooming for your best friend, delivered across Dubai.`}
            </p>
          </div>
          <ul className="relative mt-10 space-y-3 text-[15px]">
            {BENEFITS.map((benefit) => (
              <li key={benefit.id} className="flex items-start gap-3">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-white/20">
                  <Icon name="check" className="size-3.5" />
                </span>
                {i18n._(benefit)}
              </li>
            ))}
          </ul>
        </aside>
        <div className="px-5 py-8 sm:px-10 sm:py-12">
          <div className="mx-auto max-w-md">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
            <p className="mt-2 text-gray-600">{subtitle}</p>
            <div className="mt-8">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const authLinkClass =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
