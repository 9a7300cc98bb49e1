import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { StoreSection } from '../../../components/ui/store-section.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import {
  AtHomeGroomingTips,
  BreedSpecificCare,
  GroomingFaqs,
  WhyProfessionalGrooming,
} from './knowledge-articles.tsx';

/** Spec §2 "Grooming": the knowledge centre's tabs, in the spec's order and words. */
export const KNOWLEDGE_TABS: { label: MessageDescriptor; Panel: ComponentType }[] = [
  { label: msg`Why Professional Grooming`, Panel: WhyProfessionalGrooming },
  { label: msg`Breed-Specific Care`, Panel: BreedSpecificCare },
  { label: msg`At-Home Grooming Tips`, Panel: AtHomeGroomingTips },
  { label: msg`FAQs`, Panel: GroomingFaqs },
];

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (and wrap), Home and End
 * jump to the first and last; only the selected tab is in the Tab order, then its panel.
 */
export function KnowledgeCentre() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function select(index: number) {
    setSelected(index);
    tabs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = KNOWLEDGE_TABS.length - 1;
    const following = selected === last ? 0 : selected + 1;
    const previous = selected === 0 ? last : selected - 1;
    // Right to left in Arabic: the arrow pointing at the next tab is the left one.
    const rtl = currentLanguage() === 'ar';
    const next: Record<string, number> = {
      ArrowRight: rtl ? previous : following,
      ArrowLeft: rtl ? following : previous,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <StoreSection titleId="knowledge-title" className="bg-brand-50/60 py-16 sm:py-20">
      <div className="max-w-2xl">
        <SectionHeading id="knowledge-title" eyebrow={t`Learn with us`}>
          {t`Grooming Knowledge Centre`}
        </SectionHeading>
        <p className="mt-4 text-lg leading-relaxed text-gray-600">
          {t`Advice from our groomers on keeping your pet clean, comfortable and healthy between visits.`}
        </p>
      </div>

      <div
        role="tablist"
        aria-label={t`Grooming Knowledge Centre`}
        className="mt-8 grid grid-cols-2 gap-2 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-gray-100 sm:inline-flex sm:flex-wrap"
      >
        {KNOWLEDGE_TABS.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.label.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={`min-h-11 rounded-xl px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-base ${
                isSelected
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'text-gray-700 hover:bg-brand-50 hover:text-brand-700'
              }`}
            >
              {i18n._(tab.label)}
            </button>
          );
        })}
      </div>

      {KNOWLEDGE_TABS.map(({ label, Panel }, index) => (
        <div
          key={label.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-8 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Panel />
        </div>
      ))}
    </StoreSection>
  );
}
