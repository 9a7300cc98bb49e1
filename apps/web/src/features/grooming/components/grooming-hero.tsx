import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { GALLERY_SIZE } from '../grooming-content.ts';

/** Spec §2 "Grooming": the hero and its 'Book Now' to /booking. */
export function GroomingHero() {
  return (
    <section
      aria-labelledby="grooming-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
    >
      <Icon
        name="paw"
        className="pointer-events-none absolute -top-10 -end-10 -z-10 size-56 rotate-[20deg] text-brand-100"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Icon name="paw" className="size-4" />
            {t`Professional grooming in Al Jaddaf, Dubai`}
          </p>
          <h1
            id="grooming-title"
            className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-ink sm:text-5xl"
          >
            {t`Pet Grooming That Feels Like a Spa Day`}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-gray-600">
            {t`Gentle, breed-aware grooming for dogs, cats and birds. From a simple bath and nail trim to a full makeover, our groomers take their time so your pet goes home clean, comfortable and happy.`}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link
              to={paths.booking.getHref()}
              className="inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-7 text-base font-semibold text-white shadow-lg shadow-brand-700/20 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Icon name="calendar" className="size-5" />
              {t`Book Now`}
            </Link>
            <a
              href="#grooming-services"
              className="inline-flex h-12 items-center gap-1 rounded-full px-5 text-base font-semibold text-brand-700 transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t`See our services`}
              <Icon name="chevron-right" className="size-5" />
            </a>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <div className="absolute -inset-3 -z-10 rotate-2 rounded-[2rem] bg-brand-100" />
          <img
            src="/art/grooming/poodle-haircut.svg"
            alt={t`A happy poodle just out of a grooming session, with a pom-pom cut and a pink bow.`}
            width={GALLERY_SIZE.width}
            height={GALLERY_SIZE.height}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl bg-white shadow-xl ring-1 ring-black/5"
          />
        </div>
      </div>
    </section>
  );
}
