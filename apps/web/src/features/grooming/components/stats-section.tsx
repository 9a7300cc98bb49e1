import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { StoreSection } from '../../../components/ui/store-section.tsx';
import { GROOMING_STATS } from '../grooming-content.ts';

/** Spec §2/§9: why choose us, in the shop's own figures. */
export function StatsSection() {
  return (
    <StoreSection titleId="stats-title" className="bg-brand-700 py-14 text-white sm:py-16">
      <h2 id="stats-title" className="text-center text-3xl font-extrabold tracking-tight">
        {t`Why Choose Us`}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-brand-50">
        {t`Years of practice, a team that loves animals and owners who keep coming back.`}
      </p>
      <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {GROOMING_STATS.map((stat) => (
          <div
            key={stat.value}
            className="flex flex-col-reverse items-center rounded-2xl bg-brand-800/50 px-4 py-6 text-center ring-1 ring-white/15 last:col-span-2 sm:last:col-span-1"
          >
            <dt className="mt-1 text-sm font-medium text-brand-50">{i18n._(stat.label)}</dt>
            <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </StoreSection>
  );
}
