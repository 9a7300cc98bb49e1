import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { joinAddress } from '@petshop/contracts/address';
import { EMIRATES, type Emirate } from '@petshop/contracts/constants';
import { FormInput, FormSelect } from './form-controls.tsx';

/** A UAE address as a form holds it (decision 045): the checkout's and a saved address's. */
export const ADDRESS_FIELDS = [
  'emirate',
  'area',
  'street',
  'building',
  'flat',
  'landmark',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressValues = {
  emirate: '',
  area: '',
  street: '',
  building: '',
  flat: '',
  landmark: '',
};

/** The phone input of the checkout's contact details and of a saved address. */
export const PHONE_INPUT = {
  get label() {
    return t`Phone`;
  },
  required: true,
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  get placeholder() {
    return t`e.g. +971 50 123 4567`;
  },
} as const;

/** Each emirate's name in the shop's language; the value sent and stored stays the English one. */
const EMIRATE_NAMES: Record<Emirate, MessageDescriptor> = {
  'Abu Dhabi': msg`Abu Dhabi`,
  Dubai: msg`Dubai`,
  Sharjah: msg`Sharjah`,
  Ajman: msg`Ajman`,
  'Umm Al Quwain': msg`Umm Al Quwain`,
  'Ras Al Khaimah': msg`Ras Al Khaimah`,
  Fujairah: msg`Fujairah`,
};

/** An emirate as the customer reads it ('Dubai', 'دبي'); any other text as it is. */
export function emirateLabel(emirate: string): string {
  const name = (EMIRATE_NAMES as Partial<Record<string, MessageDescriptor>>)[emirate];
  return name ? i18n._(name) : emirate;
}

/** Of the address, these must not be blank; flat and landmark are optional. */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = [
  'emirate',
  'area',
  'street',
  'building',
];

/** The address part of a form's values. */
export const addressValuesOf = (values: AddressValues): AddressValues => ({
  emirate: values.emirate,
  area: values.area,
  street: values.street,
  building: values.building,
  flat: values.flat,
  landmark: values.landmark,
});

/**
 * The address block of a form, the one the checkout and My Addresses share (decision 050): the
 * emirate, area, street and building required, flat and landmark optional. It lays out as cells
 * of its parent's grid, so a form can add its own fields beside them.
 */
export function AddressFields({
  idPrefix,
  values,
  errors,
  onChange,
  inputRef,
}: {
  idPrefix: string;
  values: AddressValues;
  errors: Partial<Record<AddressField, string>>;
  onChange: (field: AddressField, value: string) => void;
  /** A ref callback per field, for forms that move focus to the first field with a message. */
  inputRef?: (field: AddressField) => (node: HTMLInputElement | HTMLSelectElement | null) => void;
}) {
  const props = (field: AddressField) => ({
    field,
    idPrefix,
    value: values[field],
    error: errors[field],
    onChange,
    ...(inputRef ? { inputRef: inputRef(field) } : {}),
  });
  return (
    <>
      <FormSelect
        {...props('emirate')}
        label={t`Emirate`}
        options={EMIRATES}
        optionLabel={emirateLabel}
        autoComplete="address-level1"
      />
      <FormInput
        {...props('area')}
        label={t`Area`}
        required
        autoComplete="address-level2"
        placeholder={t`e.g. Al Jaddaf`}
      />
      <FormInput
        {...props('street')}
        label={t`Street`}
        required
        autoComplete="address-line1"
        placeholder={t`e.g. Al Jaddaf Street`}
      />
      <FormInput
        {...props('building')}
        label={t`Building or Villa`}
        required
        autoComplete="address-line2"
        placeholder={t`e.g. Marina Heights or Villa 12`}
      />
      <FormInput
        {...props('flat')}
        label={t`Flat or Office`}
        autoComplete="address-line3"
        placeholder={t`e.g. Flat 305`}
      />
      <FormInput
        {...props('landmark')}
        label={t`Landmark`}
        autoComplete="off"
        placeholder={t`e.g. next to the metro station`}
      />
    </>
  );
}

/** An address on one line, as an order joins it: flat, building, street, area, landmark, emirate. */
export function addressLine(address: {
  flat?: string | null;
  building: string;
  street: string;
  area: string;
  landmark?: string | null;
  emirate: string;
}): string {
  return joinAddress(address);
}
