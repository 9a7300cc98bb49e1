import { joinAddress } from '@petshop/contracts/address';
import { EMIRATES } from '@petshop/contracts/constants';
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
  label: 'Phone',
  required: true,
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: 'e.g. +971 50 123 4567',
} as const;

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
        label="Emirate"
        options={EMIRATES}
        autoComplete="address-level1"
      />
      <FormInput
        {...props('area')}
        label="Area"
        required
        autoComplete="address-level2"
        placeholder="e.g. Al Jaddaf"
      />
      <FormInput
        {...props('street')}
        label="Street"
        required
        autoComplete="address-line1"
        placeholder="e.g. Al Jaddaf Street"
      />
      <FormInput
        {...props('building')}
        label="Building or Villa"
        required
        autoComplete="address-line2"
        placeholder="e.g. Marina Heights or Villa 12"
      />
      <FormInput
        {...props('flat')}
        label="Flat or Office"
        autoComplete="address-line3"
        placeholder="e.g. Flat 305"
      />
      <FormInput
        {...props('landmark')}
        label="Landmark"
        autoComplete="off"
        placeholder="e.g. next to the metro station"
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
