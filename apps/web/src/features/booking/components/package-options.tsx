import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { GROOMING_PACKAGES, type GroomingPackageName } from '../booking-message.ts';

/** Spec §2 "Booking": the package choice as radio cards listing what each includes (optional). */
export function PackageOptions({
  value,
  onChange,
  disabled,
}: {
  value: GroomingPackageName | null;
  onChange: (value: GroomingPackageName | null) => void;
  disabled: boolean;
}) {
  const baseId = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">
        {t`Grooming Package`} <span className="font-normal text-gray-500">{t`(optional)`}</span>
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {GROOMING_PACKAGES.map((option) => {
          const inputId = `${baseId}-${option.name.replace(/\s+/g, '-')}`;
          const itemsId = `${inputId}-items`;
          return (
            // The whole card picks the package for a pointer; the radio itself serves the keyboard.
            <div
              key={option.name}
              onClick={() => {
                if (!disabled) onChange(option.name);
              }}
              className="relative flex cursor-pointer flex-col rounded-2xl border-2 border-gray-200 bg-white p-5 transition-colors hover:border-brand-500/60 has-checked:border-brand-600 has-checked:bg-brand-50/70 has-disabled:cursor-not-allowed has-disabled:opacity-70"
            >
              <div className="flex items-start gap-3">
                <input
                  id={inputId}
                  type="radio"
                  name="groomingPackage"
                  value={option.name}
                  checked={value === option.name}
                  onChange={() => onChange(option.name)}
                  aria-describedby={option.popular ? `${inputId}-popular ${itemsId}` : itemsId}
                  className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <label htmlFor={inputId} className="cursor-pointer text-lg font-bold text-ink">
                      {i18n._(option.label)}
                    </label>
                    {option.popular && (
                      <span
                        id={`${inputId}-popular`}
                        className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase"
                      >
                        {t`Popular`}
                      </span>
                    )}
                  </div>
                  <p className="mt-1 text-sm text-gray-600">{i18n._(option.summary)}</p>
                </div>
              </div>
              <div id={itemsId} className="mt-4 border-t border-gray-200/80 pt-4 text-sm">
                {option.includesLead && (
                  <p className="mb-2 font-semibold text-ink">{i18n._(option.includesLead)}</p>
                )}
                <ul className="space-y-1.5">
                  {option.items.map((item) => (
                    <li key={item.id} className="flex gap-2 text-gray-700">
                      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {i18n._(item)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          );
        })}
      </div>
      <p className="mt-2 min-h-6 text-sm text-gray-500">
        {value ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t`Clear package choice`}
          </button>
        ) : (
          t`Not sure yet? Leave it open and we will help you choose on the phone.`
        )}
      </p>
    </fieldset>
  );
}
