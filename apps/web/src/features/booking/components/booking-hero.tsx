import { t } from '@lingui/core/macro';
import { ArtImage } from '../../../components/ui/art-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

/** Spec §2 "Booking": the hero above the form. */
export function BookingHero() {
  return (
    <section
      aria-labelledby="booking-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-white"
    >
      <Icon
        name="paw"
        className="pointer-events-none absolute -top-8 -start-8 -z-10 size-44 -rotate-12 text-brand-100"
      />
      <Icon
        name="paw"
        className="pointer-events-none absolute end-4 -bottom-10 -z-10 size-36 rotate-12 text-brand-100 sm:end-16"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
            {t`Pet grooming in Al Jaddaf, Dubai`}
          </p>
          <h1
            id="booking-title"
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl"
          >
            {t`Book a Grooming Appointment`}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-gray-600">
            {t`Tell us about your pet, pick a package and see its price, then choose a free time and your appointment is confirmed at once. You pay at the shop, so there is nothing to pay online.`}
          </p>
          <ol className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ink">
            {[t`Pick a package`, t`Choose a free time`, t`Your pet gets pampered`].map(
              (step, index) => (
                <li key={step} className="flex items-center gap-2">
                  <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-700 text-white">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ),
            )}
          </ol>
        </div>
        <ArtImage
          src="/art/grooming/dog-bath.svg"
          width={480}
          height={360}
          className="hidden h-auto w-full max-w-md justify-self-end rounded-3xl bg-white shadow-lg ring-1 ring-black/5 lg:block"
        />
      </div>
    </section>
  );
}
