import { sizeSku } from '@petshop/contracts/constants';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import {
  controlId,
  emptySize,
  type ProductSectionProps,
  type SizeRow,
} from './product-form-state.ts';
import { FormSection, productInputClass, smallButton } from './product-form-fields.tsx';

export interface StockControlSize {
  id: number;
  name: string;
  stock: number;
}

/** A saved size's stock control, drawn in its row (see ProductFormProps). */
export type RenderStockControl = (size: StockControlSize) => ReactNode;

type SizeCell = 'name' | 'price' | 'offerPrice' | 'skuSuffix' | 'stock';

/** The product form's Sizes section: a row per size, in the shop's order, each with its stock. */
export function ProductSizesSection({
  form,
  errors,
  set,
  renderStockControl,
}: ProductSectionProps & { renderStockControl?: RenderStockControl | undefined }) {
  const setSize = (index: number, change: Partial<SizeRow>) =>
    set(
      'sizes',
      form.sizes.map((size, at) => (at === index ? { ...size, ...change } : size)),
    );
  const moveSize = (index: number, by: -1 | 1) => {
    const sizes = [...form.sizes];
    const [moved] = sizes.splice(index, 1);
    sizes.splice(index + by, 0, moved!);
    set('sizes', sizes);
  };

  const cellInput = (index: number, key: SizeCell, label: string, numeric: boolean) => {
    const path = `sizes.${index}.${key}`;
    const id = controlId(path);
    const error = errors[path];
    return (
      <div>
        <input
          id={id}
          aria-label={`Size ${index + 1} ${label}`}
          inputMode={numeric ? 'decimal' : undefined}
          value={form.sizes[index]![key]}
          onChange={(event) => setSize(index, { [key]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={productInputClass(Boolean(error))}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <FormSection
      title="Sizes"
      titleId="sizes-heading"
      action={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => set('sizes', [...form.sizes, emptySize()])}
        >
          Add size
        </button>
      }
    >
      <p className="mb-3 text-xs text-gray-500">
        Blank price or offer: the size sells at the product&apos;s. Stock is set here for a new
        size; a saved size&apos;s stock changes through a stock adjustment.
      </p>
      {errors.sizes && (
        <p id={controlId('sizes')} tabIndex={-1} className="mb-2 text-sm font-medium text-red-700">
          {errors.sizes}
        </p>
      )}
      {/* Relative: the column names read only aloud stay inside the scroller on a phone. */}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm" aria-labelledby="sizes-heading">
          <thead className="text-xs uppercase text-gray-500">
            <tr>
              <th className="p-2">Name</th>
              <th className="p-2">Price (AED)</th>
              <th className="p-2">Offer (AED)</th>
              <th className="p-2">SKU suffix → full SKU</th>
              <th className="p-2">Stock</th>
              <th className="p-2">
                <span className="sr-only">Order and remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.sizes.map((size, index) => (
              <tr key={size.key} className="align-top">
                <td className="p-2">{cellInput(index, 'name', 'name', false)}</td>
                <td className="p-2">{cellInput(index, 'price', 'price', true)}</td>
                <td className="p-2">{cellInput(index, 'offerPrice', 'offer price', true)}</td>
                <td className="p-2">
                  {cellInput(index, 'skuSuffix', 'SKU suffix', false)}
                  <output
                    aria-label={`Size ${index + 1} full SKU`}
                    className="mt-1 block break-all font-mono text-xs text-gray-600"
                  >
                    {sizeSku(form.sku.trim(), size.skuSuffix)}
                  </output>
                </td>
                <td className="p-2">
                  {size.id === undefined ? (
                    cellInput(index, 'stock', 'stock', true)
                  ) : renderStockControl ? (
                    renderStockControl({ id: size.id, name: size.name, stock: Number(size.stock) })
                  ) : (
                    <span className="inline-block py-2">{size.stock}</span>
                  )}
                </td>
                <td className="p-2">
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Move size ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => moveSize(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Move size ${index + 1} down`}
                      disabled={index === form.sizes.length - 1}
                      onClick={() => moveSize(index, 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Remove size ${index + 1}`}
                      disabled={form.sizes.length === 1}
                      onClick={() =>
                        set(
                          'sizes',
                          form.sizes.filter((_, at) => at !== index),
                        )
                      }
                    >
                      ✕
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FormSection>
  );
}
