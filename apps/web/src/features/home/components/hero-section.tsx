import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { ArtImage } from '../../../components/ui/art-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { HeroCarousel } from './hero-carousel.tsx';

const TILES = [
  {
    label: msg`Go To Our Store`,
    detail: msg`Food, toys and accessories`,
    to: paths.store.getHref(),
    art: '/art/tile-store.svg',
  },
  {
    label: msg`Book Grooming Section`,
    detail: msg`Spa-day care by specialists`,
    to: paths.grooming.getHref(),
    art: '/art/tile-grooming.svg',
  },
] as const;

/** Spec §2 "Home": headline, the rotating hero and the two entry tiles (store, grooming). */
export function HeroSection() {
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
    >
      <Icon
        name="paw"
        className="pointer-events-none absolute -top-10 -start-10 -z-10 size-56 rotate-[-20deg] text-brand-100"
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-2 lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-x-14 lg:gap-y-0 lg:px-8 lg:py-16">
        <div className="lg:col-start-1 lg:row-start-2">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Icon name="paw" className="size-4" />
            {t`Pet shop & grooming in Al Jaddaf, Dubai`}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            The Best Pet Shop in Dubai
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-700 sm:text-2xl">
            {t`Where Happy Pets Come First`}
          </p>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-gray-600 sm:text-lg">
            {t`Premium food, thoughtful accessories and gentle, professional grooming for dogs, cats, birds and fish, all in one friendly place.`}
          </p>
        </div>

        <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-center">
          <HeroCarousel />
        </div>

        <div className="lg:col-start-1 lg:row-start-3 lg:mt-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            {TILES.map((tile) => (
              <li key={tile.to}>
                <Link
                  to={tile.to}
                  className="group flex h-full items-center gap-4 overflow-hidden rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:flex-col sm:items-stretch sm:gap-0 sm:p-0"
                >
                  <ArtImage
                    src={tile.art}
                    width={480}
                    height={240}
                    className="size-16 shrink-0 rounded-xl bg-brand-50 object-cover sm:aspect-[2/1] sm:size-auto sm:w-full sm:rounded-none"
                  />
                  <span className="flex min-w-0 flex-1 items-center gap-3 sm:p-4">
                    <span className="min-w-0 flex-1">
                      <span className="block font-bold text-ink">{i18n._(tile.label)}</span>
                      <span className="block text-sm text-gray-500">{i18n._(tile.detail)}</span>
                    </span>
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                      <Icon name="chevron-right" className="size-5" />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
