import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { wholeAed } from '../store-filters.ts';

const COMMIT_DELAY_MS = 350;

type PriceSliderProps = {
  /** The slider's ends: 0 and 5000 until the API's cheapest and dearest prices are known. */
  lower: number;
  upper: number;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** An end left at the slider's bound means "no limit" on that side. */
  onCommit: (minPrice: number | undefined, maxPrice: number | undefined) => void;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Two range inputs (lowest and highest price); the list follows once the customer pauses. */
export function PriceSlider({ lower, upper, minPrice, maxPrice, onCommit }: PriceSliderProps) {
  const fromFilter: [number, number] = [
    clamp(minPrice ?? lower, lower, upper),
    clamp(maxPrice ?? upper, lower, upper),
  ];
  const [draft, setDraft] = useState(fromFilter);
  const [synced, setSynced] = useState(fromFilter);
  // When the filter changes elsewhere (a chip, a range, Clear All), the handles follow it.
  if (synced[0] !== fromFilter[0] || synced[1] !== fromFilter[1]) {
    setSynced(fromFilter);
    setDraft(fromFilter);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: [number, number]) {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const [low, high] = next;
      onCommit(low > lower ? low : undefined, high < upper ? high : undefined);
    }, COMMIT_DELAY_MS);
  }

  const [low, high] = draft;
  const span = Math.max(1, upper - lower);
  const inputClass =
    'h-2 w-full cursor-pointer appearance-auto accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600';

  return (
    <div className="space-y-3">
      <p className="flex justify-between text-sm font-medium text-ink" aria-hidden="true">
        <span>{wholeAed(low)}</span>
        <span>{wholeAed(high)}</span>
      </p>
      <div className="relative h-1.5 rounded-full bg-gray-200" aria-hidden="true">
        <div
          className="absolute inset-y-0 rounded-full bg-brand-500"
          style={{
            left: `${((low - lower) / span) * 100}%`,
            right: `${100 - ((high - lower) / span) * 100}%`,
          }}
        />
      </div>
      {(
        [
          [t`Lowest price`, low],
          [t`Highest price`, high],
        ] as const
      ).map(([label, value], end) => (
        <label key={label} className="block text-xs text-gray-600">
          {label}
          <input
            type="range"
            min={lower}
            max={upper}
            step={1}
            value={value}
            aria-valuetext={wholeAed(value)}
            onChange={(event) => {
              const next = Number(event.target.value);
              // Neither handle passes the other.
              change(end === 0 ? [Math.min(next, high), high] : [low, Math.max(next, low)]);
            }}
            className={inputClass}
          />
        </label>
      ))}
    </div>
  );
}
