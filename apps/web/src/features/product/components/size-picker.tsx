import { t } from '@lingui/core/macro';
import type { Product } from '@petshop/contracts';
import { useId } from 'react';

type Size = Product['product_sizes'][number];

type SizePickerProps = {
  sizes: readonly Size[];
  selectedId: number | null;
  onSelect: (size: Size) => void;
};

/**
 * Spec §2's size buttons, under the label 'Size' (issue 27, decision 069: the spec's 'Quantity'
 * named the number of items). A size with no stock says 'Out of stock' (issue 19).
 */
export function SizePicker({ sizes, selectedId, onSelect }: SizePickerProps) {
  const labelId = useId();
  if (sizes.length === 0) return null;
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-ink">
        {t`Size`}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = size.stock <= 0;
          const selected = size.id === selectedId;
          return (
            <button
              key={size.id}
              type="button"
              disabled={soldOut}
              aria-pressed={selected}
              onClick={() => onSelect(size)}
              className={`flex min-h-11 min-w-16 flex-col items-center justify-center rounded-xl border-2 px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                selected
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : soldOut
                    ? 'cursor-not-allowed border-dashed border-gray-200 text-gray-500'
                    : 'border-gray-200 text-ink hover:border-brand-500'
              }`}
            >
              <span dir="auto" className={soldOut ? 'line-through' : ''}>
                {size.name}
              </span>
              {soldOut && <span className="text-[11px] font-medium">{t`Out of stock`}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
