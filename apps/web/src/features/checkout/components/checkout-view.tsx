import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { SavedAddress } from '@petshop/contracts';
import type { CouponCheckResponse } from '@petshop/contracts/coupons';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { LoadingMessage } from '../../../components/ui/spinner.tsx';
import { paths, type PolicyName } from '../../../config/paths.ts';
import { withReturnPath } from '../../../lib/return-path.ts';
import { formatAed } from '../../../lib/money.ts';
import { withPart } from '../../../lib/message-parts.tsx';
import { useFieldFocus } from '../../../lib/use-field-focus.ts';
import type {
  CheckoutField,
  CheckoutFormValues,
  CheckoutItem,
  PaymentMethod,
} from '../checkout-types.ts';
import { validateCheckoutForm, type CheckoutErrors } from '../checkout-validation.ts';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit.ts';
import { checkoutLines, orderSummaryOf, withDiscount } from '../pending-order.ts';
import { withSavedDetails, type SavedCheckoutDetails } from '../saved-details.ts';
import {
  ADDRESS_FIELDS,
  AddressFields,
  PHONE_INPUT,
} from '../../../components/ui/address-fields.tsx';
import { FormInput, FormSelect } from '../../../components/ui/form-controls.tsx';
import { deliveryFeeAed, useDeliverySettings } from '../../../lib/delivery.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { CouponField } from './coupon-field.tsx';
import { Panel } from './checkout-ui.tsx';
import { type AddressChoice, SavedAddressChoice } from './saved-address-choice.tsx';

/** The order the fields are checked and focused in: top to bottom as they appear. */
const FIELD_ORDER: readonly CheckoutField[] = [
  ...ADDRESS_FIELDS,
  'country',
  'name',
  'email',
  'phone',
];

/** The methods, named as the shared label table names them (@petshop/contracts/labels). */
const PAYMENT_OPTIONS: readonly {
  id: PaymentMethod;
  label: MessageDescriptor;
  text: MessageDescriptor;
  icon: IconName;
}[] = [
  {
    id: 'card',
    label: msg`Card`,
    text: msg`Credit or debit card, paid securely on our card payment page.`,
    icon: 'credit-card',
  },
  {
    id: 'cod',
    label: msg`Cash on delivery`,
    text: msg`Pay in cash when your order arrives.`,
    icon: 'cash',
  },
];

const policyLinkClass =
  'rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A policy page, in a new tab: the form keeps what the customer typed (issue 20). */
function PolicyLink({ policy, children }: { policy: PolicyName; children: string }) {
  return (
    <a
      href={paths.policy.getHref(policy)}
      target="_blank"
      rel="noopener"
      className={policyLinkClass}
    >
      {children} <span className="sr-only">{t`(opens in a new tab)`}</span>
    </a>
  );
}

/** The terms the order is placed under, next to the place-order button, and the other policies. */
function PolicyLinks() {
  const terms = t`Terms and Conditions`;
  return (
    <div className="mt-4 space-y-2 border-t border-gray-100 pt-4 text-center text-sm text-gray-600">
      <p>
        {withPart(t`By placing your order you agree to our ${terms}.`, terms, (part) => (
          <PolicyLink policy="terms">{part}</PolicyLink>
        ))}
      </p>
      <p>
        <PolicyLink policy="delivery">{t`Delivery`}</PolicyLink> ·{' '}
        <PolicyLink policy="returns">{t`Returns and Refunds`}</PolicyLink> ·{' '}
        <PolicyLink policy="privacy">{t`Privacy Policy`}</PolicyLink>
      </p>
    </div>
  );
}

function BackToCart() {
  return (
    <Link
      to={paths.cart.getHref()}
      className="inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-gray-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Icon name="arrow-left" className="size-4" />
      {t`Back to Cart`}
    </Link>
  );
}

/** While the cart is on its way. */
export function CheckoutLoading() {
  return (
    <LoadingMessage
      text={t`Loading your cart...`}
      className="mx-auto flex min-h-[50vh] max-w-6xl flex-col items-center justify-center gap-3 px-4"
      textClassName="text-gray-600"
    />
  );
}

/**
 * Spec §2 "Checkout": without cart data, 'No items in cart'. Its 'Continue Shopping' goes to
 * /store: the spec's /products is not a route of the shop (docs/decisions/008).
 */
export function CheckoutEmpty() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <BackToCart />
      <div className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-gray-200">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="cart" className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-ink">{t`No items in cart`}</h1>
        <p className="mt-2 text-gray-600">{t`Add something for your pet before checking out.`}</p>
        <Link to={paths.store.getHref()} className={`${buttonClass('primary')} mt-7`}>
          {t`Continue Shopping`}
        </Link>
      </div>
    </div>
  );
}

/**
 * A visitor at the checkout (decision 043, in place of spec §6's redirect to the login page): log
 * in or create an account, then back here with the cart they picked.
 */
export function CheckoutSignIn() {
  const back = paths.checkout.getHref();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <BackToCart />
      <div className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-gray-200">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="lock" className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-ink">{t`Log in to check out`}</h1>
        <p className="mt-2 text-gray-600">
          {t`Log in or create an account to place your order. Your cart comes with you.`}
        </p>
        <div className="mt-7 flex w-full flex-col gap-3">
          <Link
            to={withReturnPath(paths.login.getHref(), back)}
            className={`${buttonClass('primary')} w-full`}
          >
            {t`Log in`}
          </Link>
          <Link
            to={withReturnPath(paths.register.getHref(), back)}
            className={`${buttonClass('secondary')} w-full`}
          >
            {t`Create account`}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Spec §2 "Checkout (/checkout)": delivery address, contact info, payment method, summary. */
export function CheckoutView({
  items,
  initialForm,
  initialPaymentMethod,
  savedDetails,
  savedAddresses,
  preferNewAddress = false,
}: {
  items: readonly CheckoutItem[];
  initialForm: CheckoutFormValues;
  initialPaymentMethod: PaymentMethod;
  /** The customer's details from their account and latest order, once known. */
  savedDetails?: SavedCheckoutDetails | null;
  /** The customer's saved addresses and how many they may keep (issue 21); none for a visitor. */
  savedAddresses?: { addresses: readonly SavedAddress[]; limit: number } | undefined;
  /** The form came back with an address (Retry Payment): show it, not the default. */
  preferNewAddress?: boolean;
}) {
  const [entered, setEntered] = useState(initialForm);
  const [edited, setEdited] = useState<ReadonlySet<CheckoutField>>(() => new Set());
  const delivery = useDeliverySettings();
  const countries = delivery?.countries.length ? delivery.countries : ['United Arab Emirates'];
  const addresses = savedAddresses?.addresses ?? [];
  const [picked, setPicked] = useState<AddressChoice | undefined>(undefined);
  // The default is preselected (decision 050); a deleted choice falls back to it.
  const choice: AddressChoice =
    picked === 'new' || addresses.some((address) => address.id === picked)
      ? picked!
      : preferNewAddress
        ? 'new'
        : ((addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? 'new');
  const chosen = addresses.find((address) => address.id === choice);
  const [saveAddress, setSaveAddress] = useState(false);
  const canSave = savedAddresses !== undefined && addresses.length < savedAddresses.limit;
  // A saved address brings its recipient as the contact, unless the customer typed one.
  const shown = withSavedDetails(
    entered,
    chosen ? { ...savedDetails, name: chosen.recipient_name, phone: chosen.phone } : savedDetails,
    edited,
  );
  const withAddress = chosen
    ? {
        ...shown,
        emirate: chosen.emirate,
        area: chosen.area,
        street: chosen.street,
        building: chosen.building,
        flat: chosen.flat ?? '',
        landmark: chosen.landmark ?? '',
      }
    : shown;
  // One country is fixed, not asked for; of several the customer chooses.
  const form =
    countries.length === 1 || !withAddress.country
      ? { ...withAddress, country: countries[0]! }
      : withAddress;
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(initialPaymentMethod);
  const { submit, busy } = useCheckoutSubmit();
  const { ref: inputRef, focusFirst } = useFieldFocus<CheckoutField>();
  const lines = checkoutLines(items);
  const subtotal = orderSummaryOf(lines).subtotal;
  const shippingFee = deliveryFeeAed(subtotal, delivery);
  const [coupon, setCoupon] = useState<{ result: CouponCheckResponse; subtotal: number }>();
  // The server priced the coupon for the cart as it was: a changed cart needs it checked again.
  const applied = coupon && coupon.subtotal === subtotal ? coupon.result : undefined;
  const couponTerms = applied
    ? { code: applied.coupon.code, discount: applied.discount }
    : undefined;
  const summary = withDiscount(orderSummaryOf(lines, shippingFee), couponTerms);
  const finalTotal = formatAed(summary.finalTotal);

  function onChange(field: CheckoutField, value: string) {
    // From the first edit on, the field holds what the customer typed, saved details or not.
    setEntered((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
    // Spec §5: an error clears when its field is edited.
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateCheckoutForm(form);
    setErrors(found);
    if (focusFirst(FIELD_ORDER, found)) return;
    void submit({
      items: lines,
      form,
      paymentMethod,
      shippingFee,
      saveAddress: choice === 'new' && canSave && saveAddress,
      coupon: couponTerms,
    });
  }

  const field = (name: CheckoutField) => ({
    field: name,
    idPrefix: 'checkout',
    value: form[name],
    error: errors[name],
    onChange,
    inputRef: inputRef(name),
  });
  const errorCount = Object.keys(errors).length;
  const star = '*';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <BackToCart />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t`Checkout`}
      </h1>
      <p className="mt-1 text-gray-600">
        {withPart(t`Fields marked ${star} are required.`, star, (part) => (
          <span className="text-red-600">{part}</span>
        ))}
      </p>
      <p className="sr-only" role="status">
        {errorCount > 0
          ? plural(errorCount, {
              one: '# field needs attention.',
              other: '# fields need attention.',
            })
          : ''}
      </p>

      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
        className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8"
      >
        <div className="min-w-0 space-y-6">
          <Panel
            title={t`Delivery Address`}
            icon={<Icon name="map-pin" />}
            headingId="checkout-address-heading"
          >
            {addresses.length > 0 && (
              <div className={choice === 'new' ? 'mb-5' : ''}>
                <SavedAddressChoice addresses={addresses} choice={choice} onChoose={setPicked} />
              </div>
            )}
            {choice === 'new' && (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <AddressFields
                  idPrefix="checkout"
                  values={form}
                  errors={errors}
                  onChange={onChange}
                  inputRef={inputRef}
                />
                {countries.length > 1 ? (
                  <FormSelect
                    {...field('country')}
                    label={t`Country`}
                    options={countries}
                    autoComplete="country-name"
                  />
                ) : (
                  <div className="min-w-0">
                    <p className="mb-1.5 block text-sm font-semibold text-ink">{t`Country`}</p>
                    <p className="flex h-12 items-center rounded-xl bg-gray-50 px-4 text-base text-ink">
                      {countries[0] === 'United Arab Emirates'
                        ? t`United Arab Emirates`
                        : countries[0]}
                    </p>
                  </div>
                )}
                {canSave && (
                  <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink sm:col-span-2">
                    <input
                      type="checkbox"
                      name="saveAddress"
                      checked={saveAddress}
                      onChange={(event) => setSaveAddress(event.target.checked)}
                      className="size-4 shrink-0 accent-brand-600"
                    />
                    {t`Save this address to my account`}
                  </label>
                )}
              </div>
            )}
          </Panel>

          <Panel
            title={t`Contact Information`}
            icon={<Icon name="user" />}
            headingId="checkout-contact-heading"
          >
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <FormInput {...field('name')} label={t`Full Name`} required autoComplete="name" />
              </div>
              <FormInput
                {...field('email')}
                label={t`Email`}
                required
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t`e.g. you@example.com`}
              />
              <FormInput {...field('phone')} {...PHONE_INPUT} />
            </div>
          </Panel>

          <Panel
            title={t`Payment Method`}
            icon={<Icon name="credit-card" />}
            headingId="checkout-payment-heading"
          >
            <fieldset>
              <legend className="sr-only">{t`Payment Method`}</legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {PAYMENT_OPTIONS.map(({ id, label, text, icon }) => {
                  const checked = paymentMethod === id;
                  return (
                    <label
                      key={id}
                      className={`relative flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                        checked
                          ? 'border-brand-500 bg-brand-50'
                          : 'border-gray-200 hover:border-gray-300'
                      }`}
                    >
                      <input
                        type="radio"
                        name="paymentMethod"
                        value={id}
                        checked={checked}
                        onChange={() => setPaymentMethod(id)}
                        className="mt-1 size-4 shrink-0 accent-brand-600"
                      />
                      <span className="min-w-0">
                        <span className="flex items-center gap-2 font-semibold text-ink">
                          <Icon name={icon} className="size-5 text-brand-600" />
                          {i18n._(label)}
                        </span>
                        <span className="mt-1 block text-sm text-gray-600">{i18n._(text)}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </Panel>
        </div>

        <div className="lg:sticky lg:top-28">
          <CheckoutSummary
            items={lines}
            summary={summary}
            emirate={form.emirate}
            couponCode={applied?.coupon.code}
            coupon={
              <CouponField
                applied={applied}
                onApplied={(result) => setCoupon(result && { result, subtotal })}
              />
            }
          >
            <button
              type="submit"
              disabled={busy}
              className={`${buttonClass('primary')} mt-5 w-full text-base`}
            >
              {busy
                ? t`Processing...`
                : paymentMethod === 'card'
                  ? t`Pay ${finalTotal}`
                  : t`Place Order`}
            </button>
            <p className="mt-3 text-center text-xs text-gray-500">
              {paymentMethod === 'card'
                ? t`You will be taken to our secure card payment page.`
                : t`You pay in cash when your order is delivered.`}
            </p>
            <PolicyLinks />
          </CheckoutSummary>
        </div>
      </form>
    </div>
  );
}
