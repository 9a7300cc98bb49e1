import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { StoreSection } from '../../../components/ui/store-section.tsx';
import { GALLERY_SIZE, GROOMING_GALLERY } from '../grooming-content.ts';

/** Spec §2 "Grooming": a gallery of grooming pictures, loaded only as it scrolls into view. */
export function GallerySection() {
  return (
    <StoreSection titleId="gallery-title" className="py-16 sm:py-20">
      <div className="max-w-2xl">
        <SectionHeading id="gallery-title" eyebrow={t`Gallery`}>
          {t`Happy Pets, Fresh Looks`}
        </SectionHeading>
        <p className="mt-4 text-lg leading-relaxed text-gray-600">
          {t`A peek at what a day in our grooming salon looks like.`}
        </p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {GROOMING_GALLERY.map((picture) => (
          <li key={picture.src}>
            <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100">
              <img
                src={picture.src}
                alt={i18n._(picture.alt)}
                width={GALLERY_SIZE.width}
                height={GALLERY_SIZE.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-brand-50 object-cover"
              />
              <figcaption className="px-5 py-4 font-semibold text-ink">
                {i18n._(picture.caption)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </StoreSection>
  );
}
