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

/** An attribute row's boxes, in the order they stand: each English text beside its Arabic twin. */
const ATTRIBUTE_CELLS = [
  { key: 'name', label: 'name', placeholder: 'Name' },
  { key: 'nameAr', label: 'Arabic name', placeholder: 'Name (Arabic)' },
  { key: 'value', label: 'value', placeholder: 'Value' },
  { key: 'valueAr', label: 'Arabic value', placeholder: 'Value (Arabic)' },
] as const satisfies readonly { key: keyof AttributeRow; label: string; placeholder: string }[];

/**
 * The product form's Attributes section: brand, flavour, material…, a name and a value each, both
 * beside their Arabic (issue 34). The Arabic name belongs to the attribute, so choosing a name the
 * shop knows fills in its Arabic one.
 */
export function ProductAttributesSection({ form, errors, set, reference }: ReferenceProps) {
  const setRow = (index: number, change: Partial<AttributeRow>) =>
    set(
      'attributes',
      form.attributes.map((item, at) => (at === index ? { ...item, ...change } : item)),
    );
  const arabicNameOf = (name: string) =>
    reference.attributes.find(
      (attribute) => attribute.name.toLowerCase() === name.trim().toLowerCase(),
    )?.nameAr ?? '';
  const rename = (index: number, name: string) => {
    const row = form.attributes[index]!;
    // The Arabic name follows the English one until staff write their own.
    const followed = row.nameAr === '' || row.nameAr === arabicNameOf(row.name);
    setRow(index, followed ? { name, nameAr: arabicNameOf(name) } : { name });
  };
  const cell = (index: number, { key, label, placeholder }: (typeof ATTRIBUTE_CELLS)[number]) => {
    const error = errors[`attributes.${index}.${key}`];
    const arabic = key === 'nameAr' || key === 'valueAr';
    return (
      <div key={key}>
        <input
          id={controlId(`attributes.${index}.${key}`)}
          aria-label={`Attribute ${index + 1} ${label}`}
          placeholder={placeholder}
          list={key === 'name' ? 'attribute-names' : undefined}
          value={form.attributes[index]![key]}
          onChange={(event) =>
            key === 'name'
              ? rename(index, event.target.value)
              : setRow(index, { [key]: event.target.value })
          }
          aria-invalid={error ? true : undefined}
          {...(arabic ? { dir: 'rtl', lang: 'ar' } : {})}
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
      {form.attributes.length === 0 ? (
        <p className="text-sm text-gray-500">No attributes yet (brand, flavour, material…).</p>
      ) : (
        <p className="mb-3 text-sm text-gray-500">
          An Arabic name is the attribute’s on every product. A blank Arabic value shows the
          English, as for a brand.
        </p>
      )}
      <ul className="space-y-2">
        {form.attributes.map((row, index) => (
          <li key={row.key} className="grid grid-cols-[1fr_auto] items-start gap-2">
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {ATTRIBUTE_CELLS.map((each) => cell(index, each))}
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
        ))}
      </ul>
    </FormSection>
  );
}
