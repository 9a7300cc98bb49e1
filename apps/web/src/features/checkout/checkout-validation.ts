import { t } from '@lingui/core/macro';
import { isValidContactPhone } from '@petshop/contracts/constants';
import { EMPTY_ADDRESS, REQUIRED_ADDRESS_FIELDS } from '../../components/ui/address-fields.tsx';
import type { CheckoutField, CheckoutFormValues } from './checkout-types.ts';

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  ...EMPTY_ADDRESS,
  country: '',
  name: '',
  email: '',
  phone: '',
};

/** Spec §5 "Checkout": these must not be blank after trimming; flat and landmark are optional. */
export const REQUIRED_CHECKOUT_FIELDS: readonly CheckoutField[] = [
  ...REQUIRED_ADDRESS_FIELDS,
  'country',
  'name',
  'email',
  'phone',
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** One field's message under spec §5, or undefined when it is fine. */
export function checkoutFieldError(field: CheckoutField, value: string): string | undefined {
  const trimmed = value.trim();
  if (REQUIRED_CHECKOUT_FIELDS.includes(field) && !trimmed) return t`This field is required`;
  if (field === 'email' && !EMAIL_PATTERN.test(trimmed)) {
    return t`Please enter a valid email address`;
  }
  // The server's own rule: an optional leading plus, digits, spaces, hyphens and brackets, with
  // 7 to 15 digits.
  if (field === 'phone' && !isValidContactPhone(trimmed)) {
    return t`Please enter a valid phone number`;
  }
  return undefined;
}

/** Every message of the form at once; an empty object means it may be sent. */
export function validateCheckoutForm(values: CheckoutFormValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of Object.keys(values) as CheckoutField[]) {
    const message = checkoutFieldError(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
