import { plural, t } from '@lingui/core/macro';
import { MAX_CART_QUANTITY } from '@petshop/contracts/constants';
import { useId } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

type QuantityStepperProps = {
  value: number;
  /** Spec §9: the minimum is 1. */
  min?: number;
  /** The stock of the size; never more than a cart line may hold (MAX_CART_QUANTITY). */
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
};

const stepButton =
  'flex size-11 items-center justify-center text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

/** − [n] + : how many of the selected size go into the cart. */
export function QuantityStepper({ value, min = 1, max, disabled, onChange }: QuantityStepperProps) {
  const labelId = useId();
  // The cart takes at most MAX_CART_QUANTITY of a line: more would be refused when added.
  const top = Math.min(max, MAX_CART_QUANTITY);
  const clamp = (next: number) => Math.min(Math.max(min, next), Math.max(min, top));
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-ink">
        {t`Quantity`}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center overflow-hidden rounded-xl border border-gray-300 bg-white"
      >
        <button
          type="button"
          aria-label={t`Decrease quantity`}
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1))}
          className={stepButton}
        >
          <Icon name="minus" className="size-4" />
        </button>
        <output
          aria-live="polite"
          aria-label={plural(value, { one: '# item', other: '# items' })}
          className="min-w-12 border-x leading-[2.75rem] border-gray-300 text-center text-base font-semibold tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          aria-label={t`Increase quantity`}
          disabled={disabled || value >= top}
          onClick={() => onChange(clamp(value + 1))}
          className={stepButton}
        >
          <Icon name="plus" className="size-4" />
        </button>
      </div>
    </div>
  );
}
