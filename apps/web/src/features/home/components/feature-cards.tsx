import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ArtImage } from '../../../components/ui/art-image.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { StoreSection } from '../../../components/ui/store-section.tsx';

const FEATURES = [
  {
    title: msg`Pet Grooming That Feels Like a Spa Day`,
    text: msg`Warm baths, gentle blow-dries and breed-perfect trims from specialists who treat every pet like their own.`,
    art: '/art/feature-grooming.svg',
  },
  {
    title: msg`Nourishing Pet Food for Every Breed and Need`,
    text: msg`Premium dry and wet food, treats and special diets for dogs, cats, birds and fish, delivered free to your door.`,
    art: '/art/feature-food.svg',
  },
  {
    title: msg`Stylish & Practical Accessories`,
    text: msg`Collars, cages, litter boxes, scratchers and toys chosen to last, and to look good in your home.`,
    art: '/art/feature-accessories.svg',
  },
] as const;

/** Spec §2 "Home": the three feature cards under the hero. */
export function FeatureCards() {
  return (
    <StoreSection titleId="features-title" className="bg-white pt-6 pb-16 sm:pt-8 sm:pb-20">
      <div className="mx-auto max-w-2xl text-center">
        <SectionHeading id="features-title" eyebrow={t`Why pet parents love us`}>
          {t`Everything Your Pet Needs, Under One Roof`}
        </SectionHeading>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.art}
            className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100 transition-shadow hover:shadow-md"
          >
            <ArtImage
              src={feature.art}
              width={600}
              height={400}
              className="aspect-[3/2] w-full bg-brand-50 object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg leading-snug font-bold text-ink">{i18n._(feature.title)}</h3>
              <p className="mt-2 leading-relaxed text-gray-600">{i18n._(feature.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </StoreSection>
  );
}
