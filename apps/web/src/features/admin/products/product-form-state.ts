import '../../../lib/zod-jitless.ts';
import {
  adminProductInputSchema,
  type AdminProduct,
  type AdminProductInput,
} from '@petshop/contracts/admin-products';

/** One row of the sizes table as typed: numbers stay text until the form is checked. */
export interface SizeRow {
  /** A stable React key for a row, also for rows not saved yet. */
  key: string;
  id?: number | undefined;
  name: string;
  price: string;
  offerPrice: string;
  skuSuffix: string;
  /** Units on hand: typed for a new size; shown, not edited, for a saved one. */
  stock: string;
}

export interface AttributeRow {
  key: string;
  name: string;
  value: string;
  /**
   * The Arabic name (shared by every product that lists the attribute) and this product's value
   * in Arabic (issue 34): a blank value shows the English, as for a brand.
   */
  nameAr: string;
  valueAr: string;
}

export interface ProductFormState {
  name: string;
  sku: string;
  description: string;
  about: string;
  /** One benefit per line. */
  benefits: string;
  /** The Arabic texts (issue 34): blank shows customers reading Arabic the English. */
  nameAr: string;
  descriptionAr: string;
  aboutAr: string;
  /** One Arabic benefit per line. */
  benefitsAr: string;
  price: string;
  offerPrice: string;
  packaging: string;
  petTypes: string[];
  productTypeId: string;
  sizes: SizeRow[];
  attributes: AttributeRow[];
  isActive: boolean;
  lowStockThreshold: string;
}

let rowCounter = 0;
export const rowKey = () => `row-${++rowCounter}`;

export const emptySize = (): SizeRow => ({
  key: rowKey(),
  name: '',
  price: '',
  offerPrice: '',
  skuSuffix: '',
  stock: '0',
});

export const emptyAttribute = (): AttributeRow => ({
  key: rowKey(),
  name: '',
  value: '',
  nameAr: '',
  valueAr: '',
});

const moneyText = (value: number | null) => (value === null ? '' : String(value));

export function emptyProductForm(): ProductFormState {
  return {
    name: '',
    sku: '',
    description: '',
    about: '',
    benefits: '',
    nameAr: '',
    descriptionAr: '',
    aboutAr: '',
    benefitsAr: '',
    price: '',
    offerPrice: '',
    packaging: '',
    petTypes: [],
    productTypeId: '',
    sizes: [{ ...emptySize(), name: 'One Size' }],
    attributes: [],
    isActive: false,
    lowStockThreshold: '5',
  };
}

export function productToForm(product: AdminProduct): ProductFormState {
  return {
    name: product.name,
    sku: product.sku,
    description: product.description,
    about: product.about,
    benefits: product.benefits.join('\n'),
    nameAr: product.nameAr ?? '',
    descriptionAr: product.descriptionAr ?? '',
    aboutAr: product.aboutAr ?? '',
    benefitsAr: (product.benefitsAr ?? []).join('\n'),
    price: moneyText(product.price),
    offerPrice: moneyText(product.offerPrice),
    packaging: product.packaging ?? '',
    petTypes: [...product.petTypes],
    productTypeId: product.productTypeId === null ? '' : String(product.productTypeId),
    sizes: product.sizes.map((size) => ({
      key: rowKey(),
      id: size.id,
      name: size.name,
      price: moneyText(size.price),
      offerPrice: moneyText(size.offerPrice),
      skuSuffix: size.skuSuffix ?? '',
      stock: String(size.stock),
    })),
    attributes: product.attributes.map((attribute) => ({
      key: rowKey(),
      name: attribute.name,
      value: attribute.value,
      nameAr: attribute.nameAr ?? '',
      valueAr: attribute.valueAr ?? '',
    })),
    isActive: product.isActive,
    lowStockThreshold: String(product.lowStockThreshold),
  };
}

/** A typed number: blank is "not given", anything else its value (NaN when it is not a number). */
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** A textarea's non-blank lines, trimmed. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const textOrNull = (text: string) => (text.trim() === '' ? null : text);

/** The request body the form stands for (the server checks it again). */
export function formToInput(form: ProductFormState): AdminProductInput {
  return {
    name: form.name,
    sku: form.sku,
    description: form.description,
    about: form.about,
    benefits: linesOf(form.benefits),
    nameAr: textOrNull(form.nameAr),
    descriptionAr: textOrNull(form.descriptionAr),
    aboutAr: textOrNull(form.aboutAr),
    benefitsAr: linesOf(form.benefitsAr),
    price: numberOrUndefined(form.price) as number,
    offerPrice: numberOrNull(form.offerPrice),
    packaging: form.packaging.trim() === '' ? null : form.packaging,
    petTypes: form.petTypes as AdminProductInput['petTypes'],
    productTypeId: numberOrUndefined(form.productTypeId) as number,
    sizes: form.sizes.map((size) => ({
      ...(size.id === undefined ? { stock: numberOrUndefined(size.stock) } : { id: size.id }),
      name: size.name,
      price: numberOrNull(size.price),
      offerPrice: numberOrNull(size.offerPrice),
      skuSuffix: size.skuSuffix.trim() === '' ? null : size.skuSuffix,
    })),
    attributes: form.attributes
      .filter((row) => [row.name, row.value, row.nameAr, row.valueAr].some((text) => text.trim()))
      .map(({ name, value, nameAr, valueAr }) => ({
        name,
        value,
        nameAr: textOrNull(nameAr),
        valueAr: textOrNull(valueAr),
      })),
    isActive: form.isActive,
    lowStockThreshold: numberOrUndefined(form.lowStockThreshold) as number,
  };
}

/** Field path ("sizes.1.price") → its first message, as the API's 422 `errors` names them. */
export type FieldErrors = Record<string, string>;

/** The same checks the server makes, before sending: field path → message. */
export function checkForm(input: AdminProductInput): FieldErrors {
  const result = adminProductInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'request';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The API's `{ field: [messages] }` as the form shows them (the first of each). */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): FieldErrors {
  const shown: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) shown[field] = messages[0];
  }
  return shown;
}

/** The id of the control for a field path, so an error summary can move focus to it. */
export const controlId = (path: string) => `product-${path.replaceAll('.', '-')}`;

/** What each section of the product form gets: the form as typed, its errors, and a setter. */
export interface ProductSectionProps {
  form: ProductFormState;
  errors: FieldErrors;
  set: <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => void;
}
