import { useDeferredValue, useId, useState } from 'react';
import { inputClass } from '../admin-ui.tsx';
import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../products/api/get-products.ts';

/** A product a coupon is limited to, as the owner reads it. */
export interface PickedProduct {
  id: number;
  name: string;
  sku: string;
}

/**
 * The products a coupon is limited to, found by name or SKU and added one by one (issue 32):
 * each chosen one listed with its SKU and a Remove button. None chosen: every product.
 */
export function ProductPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly PickedProduct[];
  onChange: (chosen: PickedProduct[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const wanted = useDeferredValue(search.trim());
  const found = useQuery({
    ...productsQuery({ search: wanted, pageSize: '6' }),
    enabled: wanted !== '',
  });
  const taken = new Set(chosen.map((product) => product.id));
  // The answer to this search only, not the last one kept on screen while it loads.
  const current = found.data && !found.isPlaceholderData ? found.data.items : undefined;
  const matches = (current ?? []).filter((item) => !taken.has(item.id));

  return (
    <fieldset
      className="space-y-3 md:col-span-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-semibold text-ink">Only these products (optional)</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-gray-600">Every product counts. Find products to limit it.</p>
      ) : (
        <ul className="space-y-2" aria-label="Products of the coupon">
          {chosen.map((product) => (
            <li
              key={product.id}
              className="flex items-center justify-between gap-3 rounded-lg bg-gray-50 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">
                {product.name} <span className="text-gray-600">({product.sku})</span>
              </span>
              <button
                type="button"
                className="shrink-0 font-semibold text-brand-800 underline underline-offset-2"
                aria-label={`Remove ${product.name}`}
                onClick={() => onChange(chosen.filter((each) => each.id !== product.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-ink">
          Find a product
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          placeholder="Name or SKU"
          onChange={(event) => setSearch(event.target.value)}
          className={inputClass}
        />
      </div>
      {wanted && (
        <ul className="space-y-1" aria-label="Products found">
          {matches.length === 0 ? (
            <li className="text-sm text-gray-600">
              {current === undefined ? 'Searching…' : 'No other product matches.'}
            </li>
          ) : (
            matches.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="w-full rounded-lg border border-gray-200 px-3 py-2 text-left text-sm hover:border-brand-500 hover:bg-brand-50/40"
                  onClick={() => {
                    onChange([...chosen, { id: item.id, name: item.name, sku: item.sku }]);
                    setSearch('');
                  }}
                >
                  Add {item.name} <span className="text-gray-600">({item.sku})</span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
