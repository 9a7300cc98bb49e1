import type {
  AdminProduct,
  AdminProductInput,
  AdminProductReference,
} from '@petshop/contracts/admin-products';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ProblemAlert } from '../kit/detail-page.tsx';
import { SaveBar } from '../kit/save-bar.tsx';
import { ProductDetailsSection, ProductPriceSection } from './product-details-section.tsx';
import {
  checkForm,
  controlId,
  emptyProductForm,
  formToInput,
  productToForm,
  type FieldErrors,
  type ProductFormState,
  type ProductSectionProps,
} from './product-form-state.ts';
import {
  ProductAttributesSection,
  ProductOrganisationSection,
} from './product-organisation-section.tsx';
import { ProductSizesSection, type RenderStockControl } from './product-sizes-section.tsx';
import { ProductVisibilitySection } from './product-visibility-section.tsx';

export const STALE_BANNER_TITLE = 'Someone else saved this product';

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
  renderStockControl?: RenderStockControl | undefined;
  /** Buttons beside the Active switch (archive, delete) on the edit page. */
  actions?: ReactNode;
}

/**
 * The product form: every field staff edit, in sections (general, price, sizes and stock,
 * organisation, attributes, visibility), each check's message next to its field, and the save bar.
 */
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
  const opening = () => (product ? productToForm(product) : emptyProductForm());
  const [form, setForm] = useState<ProductFormState>(opening);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // What the form held when it opened: anything else is work the person would lose by leaving.
  const [opened] = useState(() => JSON.stringify(formToInput(form)));
  const dirty = JSON.stringify(formToInput(form)) !== opened;
  const errors = { ...serverErrors, ...clientErrors };

  const set: ProductSectionProps['set'] = (key, value) =>
    setForm((current) => ({ ...current, [key]: value }));
  const section = { form, errors, set };

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

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Product">
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
      <ProblemAlert>{formError}</ProblemAlert>
      <ProblemAlert>{errors.request ?? errors.version}</ProblemAlert>

      <ProductDetailsSection {...section} />
      <ProductPriceSection {...section} />
      {product?.stockAlertsWaiting ? (
        <p role="note" className="rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-900">
          <strong>{product.stockAlertsWaiting} waiting</strong> for a back-in-stock e-mail: each
          gets one as soon as the product (or the size they chose) has stock again.
        </p>
      ) : null}
      <ProductSizesSection {...section} renderStockControl={renderStockControl} />
      <ProductOrganisationSection {...section} reference={reference} />
      <ProductAttributesSection {...section} reference={reference} />
      <ProductVisibilitySection
        {...section}
        archived={product?.status === 'archived'}
        actions={actions}
      />
      <SaveBar
        dirty={dirty}
        saving={saving}
        saveLabel={product ? 'Save changes' : 'Create product'}
        onDiscard={() => {
          setClientErrors({});
          setForm(opening());
        }}
      />
    </form>
  );
}
