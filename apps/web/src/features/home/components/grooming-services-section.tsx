import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { IconBadge } from '../../../components/ui/icon-badge.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { paths } from '../../../config/paths.ts';

const SERVICES: { name: MessageDescriptor; text: MessageDescriptor; icon: IconName }[] = [
  {
    name: msg`Overnight Pet Care`,
    text: msg`Safe, cosy overnight stays with an evening walk, regular meals and someone always on hand to check in.`,
    icon: 'clock',
  },
  {
    name: msg`Puppy Day Care`,
    text: msg`Supervised play, naps and gentle socialising while you are at work, so your puppy comes home happy and tired.`,
    icon: 'heart',
  },
  {
    name: msg`Training Through Goodpup`,
    text: msg`Positive, reward-based training with Goodpup coaches, from first commands to calm walks on the lead.`,
    icon: 'star',
  },
];

/** Spec §1: 'Grooming Services We Provide' beside the brand story, and the grooming call to action. */
export function GroomingServicesSection() {
  return (
    <section aria-labelledby="services-title" className="bg-brand-50/60 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.25fr_1fr] lg:gap-14 lg:px-8">
        <div>
          <SectionHeading id="services-title" eyebrow={t`Our story`}>
            {t`Grooming Services We Provide`}
          </SectionHeading>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-gray-600">
            {t`We started as a small grooming studio in Al Jaddaf with one promise: treat every pet the way we treat our own. Today our groomers still pamper each guest by hand, and our shelves carry the premium food and practical accessories we trust at home.`}
          </p>

          <ul className="mt-8 space-y-4">
            {SERVICES.map(({ name, text, icon }) => (
              <li
                key={icon}
                className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100"
              >
                <IconBadge icon={icon} inRow />
                <div>
                  <h3 className="text-lg font-bold text-ink">{i18n._(name)}</h3>
                  <p className="mt-1 leading-relaxed text-gray-600">{i18n._(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <Link
          to={paths.grooming.getHref()}
          className="group relative isolate flex min-h-80 flex-col justify-end overflow-hidden rounded-3xl bg-brand-700 p-8 text-white shadow-xl shadow-brand-700/20 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 sm:p-10 lg:self-center"
        >
          <Icon
            name="paw"
            className="absolute -top-6 -end-6 -z-10 size-48 rotate-12 text-white/10"
          />
          <Icon
            name="paw"
            className="absolute top-24 end-24 -z-10 size-20 -rotate-12 text-white/10"
          />
          <span className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
            {t`Grooming`}
          </span>
          <h3 className="mt-3 text-3xl leading-tight font-extrabold text-balance">
            {t`Book Grooming Section - From Our Specialist`}
          </h3>
          <span className="mt-4 block text-brand-50">
            {t`Bath, trim, nails and ears, handled gently by groomers who know your pet's breed.`}
          </span>
          <span className="mt-8 inline-flex w-fit items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-brand-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
            {t`Explore grooming`}
            <Icon name="chevron-right" className="size-5" />
          </span>
        </Link>
      </div>
    </section>
  );
}
