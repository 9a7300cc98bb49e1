import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { StoreSection } from '../../../components/ui/store-section.tsx';
import { paths } from '../../../config/paths.ts';

/** Spec §2 "Grooming": the closing 'Book Appointment Now' to /booking. */
export function BookCtaSection() {
  return (
    <StoreSection titleId="grooming-cta-title" className="pb-16 sm:pb-20">
      <div className="relative isolate overflow-hidden rounded-3xl bg-ink px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <Icon
          name="paw"
          className="absolute -top-8 -start-8 -z-10 size-40 -rotate-12 text-white/5"
        />
        <Icon
          name="paw"
          className="absolute -end-6 -bottom-10 -z-10 size-48 rotate-12 text-white/5"
        />
        <h2
          id="grooming-cta-title"
          className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {t`Ready for a fresh, happy pet?`}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-gray-300">
          {t`Tell us about your pet and choose a package. We'll call you to find a time that suits you both.`}
        </p>
        <Link
          to={paths.booking.getHref()}
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-7 text-base font-semibold text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Icon name="calendar" className="size-5" />
          {t`Book Appointment Now`}
        </Link>
      </div>
    </StoreSection>
  );
}
