import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { IconBadge } from '../../../components/ui/icon-badge.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { StoreSection } from '../../../components/ui/store-section.tsx';
import { GROOMING_SOLUTIONS } from '../grooming-content.ts';

/** Spec §2 "Grooming": the specialised solutions, one card each. */
export function SolutionsSection() {
  return (
    <StoreSection
      id="grooming-services"
      titleId="solutions-title"
      className="scroll-mt-24 py-16 sm:py-20"
    >
      <div className="max-w-2xl">
        <SectionHeading id="solutions-title" eyebrow={t`What we do`}>
          {t`Specialised Grooming Solutions`}
        </SectionHeading>
        <p className="mt-4 text-lg leading-relaxed text-gray-600">
          {t`Every pet is different, so every groom is too. Pick one service or combine them into a full pamper session.`}
        </p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {GROOMING_SOLUTIONS.map(({ name, text, icon }) => (
          <li
            key={icon}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-100 transition-shadow hover:shadow-md"
          >
            <IconBadge icon={icon} />
            <h3 className="mt-4 text-lg font-bold text-ink">{i18n._(name)}</h3>
            <p className="mt-2 leading-relaxed text-gray-600">{i18n._(text)}</p>
          </li>
        ))}
      </ul>
    </StoreSection>
  );
}
