import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { ArtImage } from '../../../components/ui/art-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { StoreSection } from '../../../components/ui/store-section.tsx';
import { paths } from '../../../config/paths.ts';

/** Spec §2 "Home": the four pet tiles open the store filtered by their pet type. */
const PET_CATEGORIES = [
  { label: 'Dogs', name: msg`Dogs`, petType: 'DOG', art: '/art/category-dogs.svg' },
  { label: 'Fish', name: msg`Fish`, petType: 'FISH', art: '/art/category-fish.svg' },
  { label: 'Cats', name: msg`Cats`, petType: 'CAT', art: '/art/category-cats.svg' },
  { label: 'Birds', name: msg`Birds`, petType: 'BIRD', art: '/art/category-birds.svg' },
] as const;

const tileFocus =
  'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600';

export function CategorySection() {
  return (
    <StoreSection titleId="category-title" className="bg-white py-16 sm:py-20">
      <SectionHeading id="category-title" eyebrow={t`Shop by pet`}>
        {t`Our Category`}
      </SectionHeading>

      <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-5">
        <li className="col-span-2 lg:col-span-1">
          <Link
            to={paths.store.getHref()}
            className={`group flex h-full overflow-hidden rounded-2xl bg-brand-700 text-white shadow-sm transition hover:-translate-y-1 hover:bg-brand-800 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 lg:flex-col ${tileFocus}`}
          >
            <span className="w-2/5 shrink-0 overflow-hidden bg-brand-50 lg:w-full">
              <ArtImage
                src="/art/category-all.svg"
                width={600}
                height={600}
                className="aspect-square h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              />
            </span>
            <span className="flex min-h-14 flex-1 items-center justify-between gap-2 px-4 py-3 text-lg leading-tight font-bold">
              {t`Go to All Category`}
              <Icon name="chevron-right" className="size-5 shrink-0" />
            </span>
          </Link>
        </li>
        {PET_CATEGORIES.map((category) => (
          <li key={category.petType}>
            <Link
              to={paths.store.getHref({ petType: category.petType, category: category.label })}
              className={`group flex h-full flex-col overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${tileFocus}`}
            >
              <span className="overflow-hidden">
                <ArtImage
                  src={category.art}
                  width={600}
                  height={600}
                  className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              </span>
              <span className="flex min-h-14 flex-1 items-center justify-between gap-2 bg-white px-4 py-3 text-lg leading-tight font-bold text-ink">
                {i18n._(category.name)}
                <Icon name="chevron-right" className="size-5 text-brand-600" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </StoreSection>
  );
}
