import type {
  AdminCoupon,
  AdminCouponCreate,
  AdminCouponScopeOptions,
  CouponKind,
} from '@petshop/contracts/admin-coupons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { inputClass } from '../admin-ui.tsx';
import { ProblemAlert } from '../kit/detail-page.tsx';
import { SaveBar } from '../kit/save-bar.tsx';
import { ProductPicker, type PickedProduct } from './product-picker.tsx';

/** The form as typed: text for every number, so a half-typed value stays as it is. */
interface CouponFormState {
  code: string;
  description: string;
  kind: CouponKind;
  percent: string;
  amount: string;
  minSubtotal: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perCustomerLimit: string;
  petTypes: string[];
  productTypeIds: number[];
  products: PickedProduct[];
  firstOrderOnly: boolean;
  saleItemsCount: boolean;
  grantedOnly: boolean;
  grantOnRegistration: boolean;
}

const text = (value: number | null) => (value === null ? '' : String(value));

function formOf(coupon: AdminCoupon | undefined): CouponFormState {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'percent',
    percent: text(coupon?.percent ?? null),
    amount: text(coupon?.amount ?? null),
    minSubtotal: coupon && coupon.minSubtotal > 0 ? String(coupon.minSubtotal) : '',
    validFrom: coupon?.validFrom ?? '',
    validUntil: coupon?.validUntil ?? '',
    usageLimit: text(coupon?.usageLimit ?? null),
    perCustomerLimit: text(coupon?.perCustomerLimit ?? null),
    petTypes: coupon?.petTypes ?? [],
    productTypeIds: coupon?.productTypeIds ?? [],
    products: coupon?.products ?? [],
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    saleItemsCount: coupon?.saleItemsCount ?? true,
    grantedOnly: coupon?.grantedOnly ?? false,
    grantOnRegistration: coupon?.grantOnRegistration ?? false,
  };
}

/** A typed number, null when empty; text that is no number goes as typed, for the API to name. */
const numberOf = (typed: string): number | null => {
  const trimmed = typed.trim().replace(/^AED\s*/i, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return (Number.isFinite(value) ? value : trimmed) as number;
};

function inputOf(form: CouponFormState): AdminCouponCreate {
  return {
    code: form.code.trim(),
    description: form.description.trim(),
    kind: form.kind,
    percent: form.kind === 'percent' ? numberOf(form.percent) : null,
    amount: form.kind === 'fixed' ? numberOf(form.amount) : null,
    minSubtotal: numberOf(form.minSubtotal) ?? 0,
    validFrom: form.validFrom || null,
    validUntil: form.validUntil || null,
    usageLimit: numberOf(form.usageLimit),
    perCustomerLimit: numberOf(form.perCustomerLimit),
    petTypes: form.petTypes,
    productTypeIds: form.productTypeIds,
    productIds: form.products.map((product) => product.id),
    firstOrderOnly: form.firstOrderOnly,
    saleItemsCount: form.saleItemsCount,
    grantedOnly: form.grantedOnly,
    grantOnRegistration: form.grantOnRegistration,
  };
}

const KINDS: readonly (readonly [CouponKind, string])[] = [
  ['percent', 'Percent off'],
  ['fixed', 'Fixed amount off (AED)'],
  ['free_delivery', 'Free delivery'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 className="mb-4 font-bold text-ink">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

function Input({
  label,
  value,
  onChange,
  error,
  hint,
  marker,
  type = 'text',
  inputMode,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  marker?: 'required' | 'optional';
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal';
  className?: string;
}) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      {...(marker ? { marker } : {})}
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          type={type}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-3 text-sm md:col-span-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 accent-brand-700"
      />
      <span>
        <span className="font-semibold text-ink">{label}</span>
        {hint && <span className="block text-xs text-gray-600">{hint}</span>}
      </span>
    </label>
  );
}

/** A group of boxes (pet types, product types), named by its legend. */
function Choices<Value extends string | number>({
  legend,
  options,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: Value; label: string }[];
  chosen: readonly Value[];
  onChange: (chosen: Value[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="md:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {legend} <span className="font-normal text-gray-500">(none: all)</span>
      </legend>
      <div className="flex max-h-48 flex-wrap gap-x-4 gap-y-2 overflow-y-auto">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value),
                )
              }
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

/** The first message the API gave for a field or any of its items (`productIds.1`). */
const errorFor = (errors: Readonly<Record<string, string>>, field: string) =>
  errors[field] ?? Object.entries(errors).find(([name]) => name.startsWith(`${field}.`))?.[1];

/**
 * A coupon's terms: what it gives, on what order, when, how often, on what products, and to
 * whom. Only an owner edits them; staff read them in the same form, locked.
 */
export function CouponForm({
  coupon,
  options,
  editable,
  saving,
  errors,
  problem,
  saveLabel,
  onSubmit,
}: {
  coupon?: AdminCoupon;
  options: AdminCouponScopeOptions;
  editable: boolean;
  saving: boolean;
  /** The API's 422 messages by field. */
  errors: Readonly<Record<string, string>>;
  /** A failure that names no field. */
  problem?: string | undefined;
  saveLabel: string;
  onSubmit: (input: AdminCouponCreate) => void;
}) {
  const [initial] = useState(() => formOf(coupon));
  const [form, setForm] = useState(initial);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const set = <Key extends keyof CouponFormState>(key: Key, value: CouponFormState[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const error = (field: string) => errorFor(errors, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(inputOf(form));
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Coupon">
      <ProblemAlert>{problem}</ProblemAlert>
      <fieldset disabled={!editable} className="space-y-4">
        <Section title="Code and discount">
          <Input
            label="Code"
            marker="required"
            value={form.code}
            onChange={(value) => set('code', value)}
            error={error('code')}
            hint="3 to 40 letters, digits, - or _. Customers may type it in any case."
          />
          <Input
            label="Description"
            marker="optional"
            value={form.description}
            onChange={(value) => set('description', value)}
            error={error('description')}
            hint="Shown to customers with the coupon."
          />
          <Field label="Discount" error={error('kind')}>
            {({ id, describedBy }) => (
              <select
                id={id}
                value={form.kind}
                onChange={(event) => set('kind', event.target.value as CouponKind)}
                aria-describedby={describedBy}
                className={inputClass}
              >
                {KINDS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {form.kind === 'percent' && (
            <Input
              label="Percent off"
              marker="required"
              inputMode="numeric"
              value={form.percent}
              onChange={(value) => set('percent', value)}
              error={error('percent')}
              hint="A whole number from 1 to 100."
            />
          )}
          {form.kind === 'fixed' && (
            <Input
              label="Amount off (AED)"
              marker="required"
              inputMode="decimal"
              value={form.amount}
              onChange={(value) => set('amount', value)}
              error={error('amount')}
            />
          )}
          <Input
            label="Minimum subtotal (AED)"
            marker="optional"
            inputMode="decimal"
            value={form.minSubtotal}
            onChange={(value) => set('minSubtotal', value)}
            error={error('minSubtotal')}
            hint="The order before delivery must reach it. Empty: no minimum."
          />
        </Section>

        <Section title="Validity and limits">
          <Input
            label="Valid from"
            marker="optional"
            type="date"
            value={form.validFrom.slice(0, 10)}
            onChange={(value) => set('validFrom', value)}
            error={error('validFrom')}
            hint="From the start of this day, Dubai time. Empty: from now."
          />
          <Input
            label="Valid until"
            marker="optional"
            type="date"
            value={form.validUntil.slice(0, 10)}
            onChange={(value) => set('validUntil', value)}
            error={error('validUntil')}
            hint="Until the end of this day, Dubai time. Empty: no end."
          />
          <Input
            label="Total-use limit"
            marker="optional"
            inputMode="numeric"
            value={form.usageLimit}
            onChange={(value) => set('usageLimit', value)}
            error={error('usageLimit')}
            hint="Uses by all customers together. Empty: no limit."
          />
          <Input
            label="Uses per customer"
            marker="optional"
            inputMode="numeric"
            value={form.perCustomerLimit}
            onChange={(value) => set('perCustomerLimit', value)}
            error={error('perCustomerLimit')}
            hint="Empty: no limit."
          />
          <Check
            label="First order only"
            hint="Only a customer who has not ordered before may use it."
            checked={form.firstOrderOnly}
            onChange={(checked) => set('firstOrderOnly', checked)}
          />
        </Section>

        <Section title="Products">
          <Choices
            legend="Pet types"
            options={options.petTypes.map((pet) => ({ value: pet.code, label: pet.name }))}
            chosen={form.petTypes}
            onChange={(chosen) => set('petTypes', chosen)}
            error={error('petTypes')}
          />
          <Choices
            legend="Product types"
            options={options.productTypes.map((type) => ({ value: type.id, label: type.name }))}
            chosen={form.productTypeIds}
            onChange={(chosen) => set('productTypeIds', chosen)}
            error={error('productTypeIds')}
          />
          <ProductPicker
            chosen={form.products}
            onChange={(products) => set('products', products)}
            error={error('productIds')}
          />
          <Check
            label="Items on offer count"
            hint="Off: lines sold below their list price get no discount."
            checked={form.saleItemsCount}
            onChange={(checked) => set('saleItemsCount', checked)}
          />
        </Section>

        <Section title="Customers">
          <Check
            label="Only customers it is given to"
            hint="Customers use it only once you give it to them (below, once saved)."
            checked={form.grantedOnly}
            onChange={(checked) => set('grantedOnly', checked)}
          />
          <Check
            label="Give to every new customer"
            hint="A welcome coupon: each customer who registers while it is active receives it."
            checked={form.grantOnRegistration}
            onChange={(checked) => set('grantOnRegistration', checked)}
          />
        </Section>
      </fieldset>
      {editable ? (
        <SaveBar
          dirty={dirty}
          saving={saving}
          saveLabel={saveLabel}
          canSave={dirty || !coupon}
          onDiscard={() => setForm(initial)}
        />
      ) : (
        <p className="text-sm text-gray-600">Only the shop owner can change coupons.</p>
      )}
    </form>
  );
}
