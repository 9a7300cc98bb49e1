import type {
  AdminProduct,
  AdminProductInput,
  AdminProductReference,
} from '@petshop/contracts/admin-products';
import { sizeSku } from '@petshop/contracts/constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import { UnsavedChangesGuard } from '../unsaved-changes.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import {
  checkForm,
  controlId,
  emptyAttribute,
  emptyProductForm,
  emptySize,
  formToInput,
  productToForm,
  type FieldErrors,
  type ProductFormState,
  type SizeRow,
} from './product-form-state.ts';

export const STALE_BANNER_TITLE = 'Someone else saved this product';

const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink focus:outline-2 focus:outline-offset-0 disabled:bg-gray-50 ${
    invalid
      ? 'border-red-500 focus:outline-red-500/30'
      : 'border-gray-300 focus:border-brand-500 focus:outline-brand-500/40'
  }`;

const smallButton =
  'inline-flex size-8 items-center justify-center rounded-md border border-gray-300 bg-white text-sm text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40';

export interface StockControlSize {
  id: number;
  name: string;
  stock: number;
}

export interface ProductFormProps {
  /** The saved product being edited; absent on the new-product page. */
  product?: AdminProduct | undefined;
  reference: AdminProductReference;
  saving: boolean;
  /** The last 422's field errors from the server. */
  serverErrors?: FieldErrors;
  /** A message from the server that belongs to no field (a network failure, a 500). */
  formError?: string | undefined;
  /** The save was refused because someone else saved first (409). */
  stale?: { message: string; onReload: () => void } | undefined;
  onSubmit: (input: AdminProductInput) => void;
  /**
   * SLOT (stock): the stock adjust control of a saved size, rendered in its row of the sizes
   * table. The stock helper's control goes here; without it the row shows the stock as text.
   */
  renderStockControl?: ((size: StockControlSize) => ReactNode) | undefined;
  /** Buttons beside Save (archive, delete) on the edit page. */
  actions?: ReactNode;
}

/** The product form: every field staff edit, with each check's message next to its field. */
export function ProductForm({
  product,
  reference,
  saving,
  serverErrors = {},
  formError,
  stale,
  onSubmit,
  renderStockControl,
  actions,
}: ProductFormProps) {
  const [form, setForm] = useState<ProductFormState>(() =>
    product ? productToForm(product) : emptyProductForm(),
  );
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // What the form held when it opened: anything else is work the person would lose by leaving.
  const [opened] = useState(() => JSON.stringify(formToInput(form)));
  const dirty = JSON.stringify(formToInput(form)) !== opened;
  const errors = { ...serverErrors, ...clientErrors };
  const archived = product?.status === 'archived';

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setSize = (index: number, change: Partial<SizeRow>) =>
    setForm((current) => ({
      ...current,
      sizes: current.sizes.map((size, at) => (at === index ? { ...size, ...change } : size)),
    }));
  const moveSize = (index: number, by: -1 | 1) =>
    setForm((current) => {
      const sizes = [...current.sizes];
      const [moved] = sizes.splice(index, 1);
      sizes.splice(index + by, 0, moved!);
      return { ...current, sizes };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = formToInput(form);
    const found = checkForm(input);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(controlId(first))?.focus();
      return;
    }
    onSubmit(input);
  };

  const text = (
    path: keyof ProductFormState & string,
    label: string,
    options: { marker?: 'required' | 'optional'; hint?: string; type?: string } = {},
  ) => (
    <Field
      label={label}
      marker={options.marker}
      hint={options.hint}
      error={errors[path]}
      id={controlId(path)}
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          type={options.type ?? 'text'}
          inputMode={options.type === 'number' ? 'decimal' : undefined}
          step={options.type === 'number' ? 'any' : undefined}
          value={form[path] as string}
          onChange={(event) => set(path, event.target.value as never)}
          aria-invalid={errors[path] ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass(Boolean(errors[path]))}
        />
      )}
    </Field>
  );

  const cellInput = (
    index: number,
    key: 'name' | 'price' | 'offerPrice' | 'skuSuffix' | 'stock',
    label: string,
    numeric: boolean,
  ) => {
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
          className={inputClass(Boolean(error))}
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
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Product">
      <UnsavedChangesGuard dirty={dirty && !saving} />
      {stale && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <div>
            <p className="font-semibold">{STALE_BANNER_TITLE}</p>
            <p>{stale.message}</p>
          </div>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={stale.onReload}>
            Reload
          </button>
        </div>
      )}
      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {formError}
        </p>
      )}
      {(errors.request || errors.version) && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {errors.request ?? errors.version}
        </p>
      )}

      <section className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-5 md:grid-cols-2">
        <h2 className="text-lg font-bold text-ink md:col-span-2">General</h2>
        {text('name', 'Name', { marker: 'required' })}
        {text('sku', 'SKU', { marker: 'required', hint: 'Letters, digits, dots, dashes.' })}
        <Field
          label="Description"
          marker="required"
          error={errors.description}
          id={controlId('description')}
          className="md:col-span-2"
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={3}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass(Boolean(errors.description))}
            />
          )}
        </Field>
        <Field
          label="About this product"
          marker="optional"
          error={errors.about}
          id={controlId('about')}
          className="md:col-span-2"
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={3}
              value={form.about}
              onChange={(event) => set('about', event.target.value)}
              aria-invalid={errors.about ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass(Boolean(errors.about))}
            />
          )}
        </Field>
        <Field
          label="Benefits"
          marker="optional"
          hint="One per line."
          error={
            errors.benefits ??
            Object.entries(errors).find(([key]) => key.startsWith('benefits.'))?.[1]
          }
          id={controlId('benefits')}
          className="md:col-span-2"
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={3}
              value={form.benefits}
              onChange={(event) => set('benefits', event.target.value)}
              aria-describedby={describedBy}
              className={inputClass(Boolean(errors.benefits))}
            />
          )}
        </Field>
        {text('packaging', 'Packaging', { marker: 'optional' })}
      </section>

      <section className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-5 md:grid-cols-3">
        <h2 className="text-lg font-bold text-ink md:col-span-3">Price and stock</h2>
        {text('price', 'Price (AED)', { marker: 'required', type: 'number' })}
        {text('offerPrice', 'Offer price (AED)', {
          marker: 'optional',
          type: 'number',
          hint: 'Below the price; blank for none.',
        })}
        {text('lowStockThreshold', 'Low-stock threshold', {
          marker: 'required',
          type: 'number',
          hint: 'A size at or below this many units is flagged.',
        })}
      </section>

      <section className="rounded-2xl border border-gray-200 bg-white p-5">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="sizes-heading" className="text-lg font-bold text-ink">
            Sizes
          </h2>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => set('sizes', [...form.sizes, emptySize()])}
          >
            Add size
          </button>
        </div>
        <p className="mb-3 text-xs text-gray-500">
          Blank price or offer: the size sells at the product&apos;s. Stock is set here for a new
          size; a saved size&apos;s stock changes through a stock adjustment.
        </p>
        {errors.sizes && (
          <p
            id={controlId('sizes')}
            tabIndex={-1}
            className="mb-2 text-sm font-medium text-red-700"
          >
            {errors.sizes}
          </p>
        )}
        <div className="overflow-x-auto">
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
                      renderStockControl({
                        id: size.id,
                        name: size.name,
                        stock: Number(size.stock),
                      })
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
      </section>

      <section className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-5 md:grid-cols-2">
        <h2 className="text-lg font-bold text-ink md:col-span-2">Organisation</h2>
        <fieldset
          id={controlId('petTypes')}
          tabIndex={-1}
          aria-describedby={errors.petTypes ? 'product-petTypes-error' : undefined}
        >
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            Pet types
            <span aria-hidden="true" className="text-red-600">
              {' '}
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-4">
            {reference.petTypes.map((pet) => (
              <label key={pet.code} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={form.petTypes.includes(pet.code)}
                  onChange={(event) =>
                    set(
                      'petTypes',
                      event.target.checked
                        ? [...form.petTypes, pet.code]
                        : form.petTypes.filter((code) => code !== pet.code),
                    )
                  }
                />
                {pet.name}
              </label>
            ))}
          </div>
          {errors.petTypes && (
            <p id="product-petTypes-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.petTypes}
            </p>
          )}
        </fieldset>
        <Field
          label="Product type"
          marker="required"
          error={errors.productTypeId}
          id={controlId('productTypeId')}
        >
          {({ id, describedBy }) => (
            <select
              id={id}
              value={form.productTypeId}
              onChange={(event) => set('productTypeId', event.target.value)}
              aria-invalid={errors.productTypeId ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass(Boolean(errors.productTypeId))}
            >
              <option value="">Choose a type</option>
              {reference.productTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.group === type.name ? type.name : `${type.group}: ${type.name}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </section>

      <section className="rounded-2xl border border-gray-200 bg-white p-5">
        <div className="mb-3 flex items-center justify-between">
          <h2 className="text-lg font-bold text-ink">Attributes</h2>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => set('attributes', [...form.attributes, emptyAttribute()])}
          >
            Add attribute
          </button>
        </div>
        <datalist id="attribute-names">
          {reference.attributes.map((attribute) => (
            <option key={attribute.id} value={attribute.name} />
          ))}
        </datalist>
        {form.attributes.length === 0 && (
          <p className="text-sm text-gray-500">No attributes yet (brand, flavour, material…).</p>
        )}
        <ul className="space-y-2">
          {form.attributes.map((row, index) => {
            const nameError = errors[`attributes.${index}.name`];
            const valueError = errors[`attributes.${index}.value`];
            return (
              <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <div>
                  <input
                    id={controlId(`attributes.${index}.name`)}
                    aria-label={`Attribute ${index + 1} name`}
                    list="attribute-names"
                    value={row.name}
                    onChange={(event) =>
                      set(
                        'attributes',
                        form.attributes.map((item, at) =>
                          at === index ? { ...item, name: event.target.value } : item,
                        ),
                      )
                    }
                    aria-invalid={nameError ? true : undefined}
                    className={inputClass(Boolean(nameError))}
                  />
                  {nameError && (
                    <p className="mt-1 text-xs font-medium text-red-700">{nameError}</p>
                  )}
                </div>
                <div>
                  <input
                    id={controlId(`attributes.${index}.value`)}
                    aria-label={`Attribute ${index + 1} value`}
                    value={row.value}
                    onChange={(event) =>
                      set(
                        'attributes',
                        form.attributes.map((item, at) =>
                          at === index ? { ...item, value: event.target.value } : item,
                        ),
                      )
                    }
                    aria-invalid={valueError ? true : undefined}
                    className={inputClass(Boolean(valueError))}
                  />
                  {valueError && (
                    <p className="mt-1 text-xs font-medium text-red-700">{valueError}</p>
                  )}
                </div>
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Remove attribute ${index + 1}`}
                  onClick={() =>
                    set(
                      'attributes',
                      form.attributes.filter((_, at) => at !== index),
                    )
                  }
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-gray-200 bg-white p-5">
        <div>
          <label className="inline-flex items-center gap-3 text-sm font-semibold text-ink">
            <input
              id={controlId('isActive')}
              type="checkbox"
              role="switch"
              className="size-5 accent-brand-700"
              checked={form.isActive}
              disabled={archived}
              onChange={(event) => set('isActive', event.target.checked)}
            />
            Active: shown in the shop
          </label>
          {archived && (
            <p className="mt-1 text-xs text-gray-500">Archived: unarchive it to make it active.</p>
          )}
          {errors.isActive && (
            <p className="mt-1 text-sm font-medium text-red-700">{errors.isActive}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {actions}
          <button type="submit" className={buttonClass('primary')} disabled={saving}>
            {saving ? 'Saving…' : product ? 'Save changes' : 'Create product'}
          </button>
        </div>
      </section>
    </form>
  );
}
