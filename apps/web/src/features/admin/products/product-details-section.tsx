import type { ProductSectionProps } from './product-form-state.ts';
import { FormSection, ProductText, ProductTextArea } from './product-form-fields.tsx';

/** The product form's General section: what the product is called and how the shop tells of it. */
export function ProductDetailsSection(props: ProductSectionProps) {
  const { errors } = props;
  return (
    <FormSection title="General" columns={2}>
      <ProductText {...props} path="name" label="Name" marker="required" />
      <ProductText
        {...props}
        path="sku"
        label="SKU"
        marker="required"
        hint="Letters, digits, dots, dashes."
      />
      <ProductTextArea {...props} path="description" label="Description" marker="required" />
      <ProductTextArea {...props} path="about" label="About this product" marker="optional" />
      <ProductTextArea
        {...props}
        path="benefits"
        label="Benefits"
        marker="optional"
        hint="One per line."
        error={
          errors.benefits ??
          Object.entries(errors).find(([key]) => key.startsWith('benefits.'))?.[1]
        }
      />
      <ProductText {...props} path="packaging" label="Packaging" marker="optional" />
    </FormSection>
  );
}

/** The product form's Price and stock section: the product's prices and its low-stock line. */
export function ProductPriceSection(props: ProductSectionProps) {
  return (
    <FormSection title="Price and stock" columns={3}>
      <ProductText {...props} path="price" label="Price (AED)" marker="required" type="number" />
      <ProductText
        {...props}
        path="offerPrice"
        label="Offer price (AED)"
        marker="optional"
        type="number"
        hint="Below the price; blank for none."
      />
      <ProductText
        {...props}
        path="lowStockThreshold"
        label="Low-stock threshold"
        marker="required"
        type="number"
        hint="A size at or below this many units is flagged."
      />
    </FormSection>
  );
}
