import type { ProductSectionProps } from './product-form-state.ts';
import { FormSection, ProductText, ProductTextArea } from './product-form-fields.tsx';

/** The first message among a list field's lines ("benefits.2"), or the list's own. */
const listError = (errors: ProductSectionProps['errors'], path: string) =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

/**
 * The product form's General section: what the product is called and how the shop tells of it,
 * each text beside its Arabic twin (issue 34). An Arabic text left blank shows the English one to
 * customers reading Arabic.
 */
export function ProductDetailsSection(props: ProductSectionProps) {
  const { errors } = props;
  const arabicHint = 'Blank: the shop shows the English.';
  return (
    <FormSection title="General" columns={2}>
      <ProductText {...props} path="name" label="Name" marker="required" />
      <ProductText
        {...props}
        path="nameAr"
        label="Name (Arabic)"
        marker="optional"
        hint={arabicHint}
        arabic
      />
      <ProductText
        {...props}
        path="sku"
        label="SKU"
        marker="required"
        hint="Letters, digits, dots, dashes."
      />
      <ProductText {...props} path="packaging" label="Packaging" marker="optional" />
      <ProductTextArea
        {...props}
        path="description"
        label="Description"
        marker="required"
        wide={false}
      />
      <ProductTextArea
        {...props}
        path="descriptionAr"
        label="Description (Arabic)"
        marker="optional"
        hint={arabicHint}
        arabic
        wide={false}
      />
      <ProductTextArea
        {...props}
        path="about"
        label="About this product"
        marker="optional"
        wide={false}
      />
      <ProductTextArea
        {...props}
        path="aboutAr"
        label="About (Arabic)"
        marker="optional"
        hint={arabicHint}
        arabic
        wide={false}
      />
      <ProductTextArea
        {...props}
        path="benefits"
        label="Benefits"
        marker="optional"
        hint="One per line."
        error={listError(errors, 'benefits')}
        wide={false}
      />
      <ProductTextArea
        {...props}
        path="benefitsAr"
        label="Benefits (Arabic)"
        marker="optional"
        hint="One per line. Blank: the shop shows the English."
        error={listError(errors, 'benefitsAr')}
        arabic
        wide={false}
      />
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
