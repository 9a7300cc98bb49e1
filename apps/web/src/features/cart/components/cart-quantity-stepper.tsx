import { t } from '@lingui/core/macro';
import { Icon } from '../../../components/ui/icon.tsx';
import { MIN_CART_QUANTITY } from '../cart-entries.ts';

const stepButton =
  'flex size-10 items-center justify-center text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

/** − [n] + for one cart line: at least 1 (spec §9), at most the units on hand. */
export function CartQuantityStepper({
  name,
  value,
  max,
  onChange,
}: {
  /** The product, so each row's buttons say which line they change. */
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label={t`Quantity of ${name}`}
      className="inline-flex items-center overflow-hidden rounded-xl border border-gray-300 bg-white"
    >
      <button
        type="button"
        aria-label={t`Decrease quantity`}
        disabled={value <= MIN_CART_QUANTITY}
        onClick={() => onChange(Math.max(MIN_CART_QUANTITY, value - 1))}
        className={stepButton}
      >
        <Icon name="minus" className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={t`Quantity ${value}`}
        className="min-w-10 border-x border-gray-300 text-center text-base leading-10 font-semibold tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={t`Increase quantity`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        className={stepButton}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}
