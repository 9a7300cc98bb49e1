import type { Language } from '@petshop/contracts/language';
import { useRef, useState, type KeyboardEvent } from 'react';
import { currentLanguage } from '../../../lib/i18n.ts';

export interface RadioButtonOption {
  value: string;
  label: string;
}

/** The keys to the next and previous option: right to left in Arabic, the left arrow is next. */
const keysOf = (language: Language) =>
  language === 'ar'
    ? { next: new Set(['ArrowLeft', 'ArrowDown']), previous: new Set(['ArrowRight', 'ArrowUp']) }
    : { next: new Set(['ArrowRight', 'ArrowDown']), previous: new Set(['ArrowLeft', 'ArrowUp']) };

/**
 * A WAI-ARIA radio group drawn as buttons (the days and the times): one tab stop, arrow keys move
 * between the options (and wrap), Home and End go to the first and the last, Enter or Space
 * picks the focused one, as a click does.
 */
export function RadioButtons({
  labelledBy,
  options,
  value,
  onChange,
  className,
}: {
  labelledBy: string;
  options: readonly RadioButtonOption[];
  value: string | null;
  onChange: (value: string) => void;
  className: string;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focused, setFocused] = useState<string | null>(null);
  const has = (candidate: string | null): candidate is string =>
    candidate !== null && options.some((option) => option.value === candidate);
  // The tab stop: the option last moved to, else the picked one, else the first.
  const tabStop = has(focused) ? focused : has(value) ? value : options[0]?.value;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = options.length - 1;
    const keys = keysOf(currentLanguage());
    let next: number | undefined;
    if (keys.next.has(event.key)) next = index === last ? 0 : index + 1;
    else if (keys.previous.has(event.key)) next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next !== undefined) {
      event.preventDefault();
      const target = options[next]!.value;
      setFocused(target);
      buttons.current.get(target)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Handled here, so Enter picks a time rather than sending the form.
      event.preventDefault();
      onChange(options[index]!.value);
    }
  }

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={className}>
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(button) => {
              if (button) buttons.current.set(option.value, button);
              else buttons.current.delete(option.value);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={option.value === tabStop ? 0 : -1}
            onFocus={() => setFocused(option.value)}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 rounded-xl border px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${
              checked
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-gray-300 bg-white text-ink hover:border-brand-500 hover:bg-brand-50'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
