import { t } from '@lingui/core/macro';
import type {
  ChangeEvent,
  HTMLInputAutoCompleteAttribute,
  HTMLInputTypeAttribute,
  Ref,
} from 'react';
import { Field } from './field.tsx';

const controlClass = (error: string | undefined) =>
  `block h-12 w-full scroll-mt-40 rounded-xl border bg-white px-4 text-base text-ink shadow-xs transition-colors placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 ${
    error
      ? 'border-red-500 focus:outline-red-500'
      : 'border-gray-300 hover:border-gray-400 focus:outline-brand-500'
  }`;

/** What every control of a field-by-field form takes: its name, value, message and handlers. */
interface ControlProps<F extends string> {
  field: F;
  /** Ids are `${idPrefix}-${field}`: a form moves focus to a field by it. */
  idPrefix: string;
  label: string;
  value: string;
  error?: string | undefined;
  autoComplete: HTMLInputAutoCompleteAttribute;
  onChange: (field: F, value: string) => void;
}

/**
 * What an input and a select of these forms carry alike: the id a form moves focus to, the name,
 * the value, whether it is required or wrong (and which messages describe it), the change
 * handler, and the look.
 */
function controlAttributes<F extends string>(
  { field, value, error, autoComplete, onChange }: ControlProps<F>,
  { id, describedBy }: { id: string; describedBy: string | undefined },
  required: boolean,
) {
  return {
    id,
    name: field,
    value,
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(field, event.target.value),
    className: controlClass(error),
  };
}

/** One labelled input; its message sits under it and is announced with it. */
export function FormInput<F extends string>({
  required = false,
  type = 'text',
  inputMode,
  placeholder,
  inputRef,
  ...control
}: ControlProps<F> & {
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field
      id={`${control.idPrefix}-${control.field}`}
      label={control.label}
      marker={required ? 'required' : 'optional'}
      error={control.error}
      className="min-w-0"
    >
      {(ids) => (
        <input
          ref={inputRef}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          {...controlAttributes(control, ids, required)}
        />
      )}
    </Field>
  );
}

/** One labelled, required select (the emirate, the country when there are several). */
export function FormSelect<F extends string>({
  options,
  optionLabel = (option) => option,
  inputRef,
  ...control
}: ControlProps<F> & {
  options: readonly string[];
  /** What the customer reads for an option (its name in their language); the value is sent. */
  optionLabel?: (option: string) => string;
  inputRef?: Ref<HTMLSelectElement>;
}) {
  return (
    <Field
      id={`${control.idPrefix}-${control.field}`}
      label={control.label}
      marker="required"
      error={control.error}
      className="min-w-0"
    >
      {(ids) => (
        <select ref={inputRef} {...controlAttributes(control, ids, true)}>
          <option value="">{t`Choose…`}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
