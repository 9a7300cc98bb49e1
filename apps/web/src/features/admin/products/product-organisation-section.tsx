import type { AdminProductReference } from '@petshop/contracts/admin-products';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import {
  controlId,
  emptyAttribute,
  type AttributeRow,
  type ProductSectionProps,
} from './product-form-state.ts';
import { FormSection, productInputClass, smallButton } from './product-form-fields.tsx';

type ReferenceProps = ProductSectionProps & { reference: AdminProductReference };

/** The product form's Organisation section: which pets it is for, and its type. */
export function ProductOrganisationSection({ form, errors, set, reference }: ReferenceProps) {
  return (
    <FormSection title="Organisation" columns={2}>
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
            className={productInputClass(Boolean(errors.productTypeId))}
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
    </FormSection>
  );
}

/** The product form's Attributes section: brand, flavour, material…, a name and a value each. */
export function ProductAttributesSection({ form, errors, set, reference }: ReferenceProps) {
  const setRow = (index: number, change: Partial<AttributeRow>) =>
    set(
      'attributes',
      form.attributes.map((item, at) => (at === index ? { ...item, ...change } : item)),
    );
  const cell = (index: number, key: 'name' | 'value') => {
    const error = errors[`attributes.${index}.${key}`];
    return (
      <div>
        <input
          id={controlId(`attributes.${index}.${key}`)}
          aria-label={`Attribute ${index + 1} ${key}`}
          list={key === 'name' ? 'attribute-names' : undefined}
          value={form.attributes[index]![key]}
          onChange={(event) => setRow(index, { [key]: event.target.value })}
          aria-invalid={error ? true : undefined}
          className={productInputClass(Boolean(error))}
        />
        {error && <p className="mt-1 text-xs font-medium text-red-700">{error}</p>}
      </div>
    );
  };
  return (
    <FormSection
      title="Attributes"
      action={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => set('attributes', [...form.attributes, emptyAttribute()])}
        >
          Add attribute
        </button>
      }
    >
      <datalist id="attribute-names">
        {reference.attributes.map((attribute) => (
          <option key={attribute.id} value={attribute.name} />
        ))}
      </datalist>
      {form.attributes.length === 0 && (
        <p className="text-sm text-gray-500">No attributes yet (brand, flavour, material…).</p>
      )}
      <ul className="space-y-2">
        {form.attributes.map((row, index) => (
          <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            {cell(index, 'name')}
            {cell(index, 'value')}
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
        ))}
      </ul>
    </FormSection>
  );
}
