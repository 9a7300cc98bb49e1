import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { paths } from '../../../config/paths.ts';

const CARDS: {
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: IconName;
  tone: string;
  /** Softer than the title, and still 4.5:1 on the card. */
  textTone: string;
  iconTone: string;
}[] = [
  {
    title: msg`Safety`,
    text: msg`Vet-approved, pet-safe shampoos, non-slip tables and tools sterilised between every appointment, so every visit is a safe one.`,
    icon: 'paw',
    tone: 'bg-white text-ink ring-1 ring-gray-200',
    textTone: 'text-gray-600',
    iconTone: 'bg-brand-100 text-brand-700',
  },
  {
    title: msg`Quality`,
    text: msg`Certified groomers, premium products and breed-specific cuts, finished with care right down to the last whisker.`,
    icon: 'star',
    tone: 'bg-brand-50 text-ink ring-1 ring-brand-100',
    textTone: 'text-gray-600',
    iconTone: 'bg-white text-brand-700',
  },
  {
    title: msg`Care`,
    text: msg`Calm handling, gentle breaks and plenty of treats, so nervous pets leave as relaxed as they arrived.`,
    icon: 'heart',
    tone: 'bg-brand-700 text-white',
    textTone: 'text-brand-50',
    iconTone: 'bg-white/15 text-white',
  },
  {
    title: msg`Trust`,
    text: msg`5000+ pets groomed in 5+ years and a 98% satisfaction rate, and we keep you updated from drop-off to pick-up.`,
    icon: 'user',
    tone: 'bg-ink text-white',
    textTone: 'text-gray-300',
    iconTone: 'bg-white/10 text-brand-500',
  },
];

/**
 * Spec §2 "Home": 'Book Your Pets Grooming Session', four cards that stack as the page scrolls
 * (each sticks a little lower than the one before, under the sticky header).
 */
export function GroomingStackSection() {
  return (
    <section aria-labelledby="stack-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <SectionHeading id="stack-title" eyebrow={t`Why owners choose us`}>
            {t`Book Your Pets Grooming Session`}
          </SectionHeading>
          <p className="mt-4 text-lg leading-relaxed text-gray-600">
            {t`A grooming visit should feel like a treat, for your pet and for you. Here is what every appointment with us includes.`}
          </p>
          <Link
            to={paths.booking.getHref()}
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t`Book a session`}
            <Icon name="chevron-right" className="size-5" />
          </Link>
        </div>

        <ol className="space-y-6 pb-6">
          {CARDS.map(({ title, text, icon, tone, textTone, iconTone }, index) => (
            <li
              key={icon}
              className={`sticky flex min-h-64 flex-col justify-between gap-8 rounded-3xl p-8 shadow-lg shadow-gray-900/5 sm:p-10 ${tone}`}
              style={{ top: `calc(var(--header-height) + ${0.5 + index * 1.5}rem)` }}
            >
              <div className="flex items-start justify-between gap-4">
                <span
                  className={`inline-flex size-14 items-center justify-center rounded-2xl ${iconTone}`}
                >
                  <Icon name={icon} className="size-7" />
                </span>
                {/* A faint watermark, pure decoration: drawn by CSS, so it is not text to be read. */}
                <span
                  aria-hidden="true"
                  data-step={String(index + 1).padStart(2, '0')}
                  className="text-5xl font-extrabold opacity-15 before:content-[attr(data-step)]"
                />
              </div>
              <div>
                <h3 className="text-2xl font-extrabold">{i18n._(title)}</h3>
                <p className={`mt-2 max-w-xl text-lg leading-relaxed ${textTone}`}>
                  {i18n._(text)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
