import { t } from '@lingui/core/macro';
import type { SavedAddress } from '@petshop/contracts';
import { isValidContactPhone } from '@petshop/contracts/constants';
import { useState, type FormEvent } from 'react';
import {
  ADDRESS_FIELDS,
  AddressFields,
  REQUIRED_ADDRESS_FIELDS,
  type AddressValues,
  PHONE_INPUT,
} from '../../../components/ui/address-fields.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormInput } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useFieldFocus } from '../../../lib/use-field-focus.ts';
import { useCreateAddress, useUpdateAddress } from '../api/change-address.ts';
/** One toast for the address book: a newer message replaces the one on screen. */
export const ADDRESS_TOAST = 'address-book';

interface AddressFormValues extends AddressValues {
  label: string;
  recipient_name: string;
  phone: string;
}
type AddressFormField = keyof AddressFormValues;
type AddressFormErrors = Partial<Record<AddressFormField, string>>;

/** Top to bottom, as the fields appear: the first with a message gets focus. */
const FIELD_ORDER: readonly AddressFormField[] = [
  'label',
  'recipient_name',
  'phone',
  ...ADDRESS_FIELDS,
];

const valuesOf = (address: SavedAddress | undefined): AddressFormValues => ({
  label: address?.label ?? '',
  recipient_name: address?.recipient_name ?? '',
  phone: address?.phone ?? '',
  emirate: address?.emirate ?? '',
  area: address?.area ?? '',
  street: address?.street ?? '',
  building: address?.building ?? '',
  flat: address?.flat ?? '',
  landmark: address?.landmark ?? '',
});

/** The checkout's texts (spec §5) for the same fields. */
function validate(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const field of [...REQUIRED_ADDRESS_FIELDS, 'recipient_name', 'phone'] as const) {
    if (!values[field].trim()) errors[field] = t`This field is required`;
  }
  if (!errors.phone && !isValidContactPhone(values.phone)) {
    errors.phone = t`Please enter a valid phone number`;
  }
  return errors;
}

/** The server's per-field messages (422) on the fields they name. */
function serverErrors(error: unknown): AddressFormErrors {
  if (!(error instanceof ApiRequestError) || !error.body?.errors) return {};
  const errors: AddressFormErrors = {};
  for (const field of FIELD_ORDER) {
    const message = error.body.errors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** Adds an address (no `address`) or edits one, in the My Addresses tab (issue 21). */
export function SavedAddressForm({
  address,
  offerDefault,
  onDone,
  onCancel,
}: {
  address?: SavedAddress | undefined;
  /** A new address that would not be the default by itself may be made it at once. */
  offerDefault: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(address));
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [problem, setProblem] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const busy = create.isPending || update.isPending;
  const { ref: inputRef, focusFirst } = useFieldFocus<AddressFormField>();
  const idPrefix = address ? `address-${address.id}` : 'address-new';

  function onChange(field: AddressFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function showErrors(found: AddressFormErrors) {
    setErrors(found);
    return focusFirst(FIELD_ORDER, found);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem('');
    if (showErrors(validate(values))) return;
    try {
      const answer = address
        ? await update.mutateAsync({ id: address.id, changes: values })
        : await create.mutateAsync({ ...values, ...(makeDefault ? { is_default: true } : {}) });
      toast.success(answer.message, { id: ADDRESS_TOAST });
      onDone();
    } catch (error) {
      if (!showErrors(serverErrors(error))) {
        setProblem(error instanceof Error ? error.message : t`The address could not be saved.`);
      }
    }
  }

  const field = (name: 'label' | 'recipient_name' | 'phone') => ({
    field: name,
    idPrefix,
    value: values[name],
    error: errors[name],
    onChange,
    inputRef: inputRef(name),
  });
  const heading = address ? t`Edit address` : t`New address`;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      aria-labelledby={`${idPrefix}-heading`}
      className="rounded-2xl border border-gray-200 p-5"
    >
      <h3 id={`${idPrefix}-heading`} className="text-lg font-bold text-ink">
        {heading}
      </h3>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormInput
            {...field('label')}
            label={t`Address name`}
            autoComplete="off"
            placeholder={t`e.g. Home or Office`}
          />
        </div>
        <FormInput
          {...field('recipient_name')}
          label={t`Recipient Name`}
          required
          autoComplete="name"
        />
        <FormInput {...field('phone')} {...PHONE_INPUT} />
        <AddressFields
          idPrefix={idPrefix}
          values={values}
          errors={errors}
          onChange={onChange}
          inputRef={inputRef}
        />
        {offerDefault && (
          <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink sm:col-span-2">
            <input
              type="checkbox"
              checked={makeDefault}
              onChange={(event) => setMakeDefault(event.target.checked)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {t`Make this my default address`}
          </label>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? t`Saving...` : t`Save Address`}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
