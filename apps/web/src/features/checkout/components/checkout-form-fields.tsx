import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, Ref } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import type { CheckoutField } from '../checkout-types.ts';

/** One labelled input of the checkout form; its message sits under it and is announced. */
export function CheckoutInput({
  field,
  label,
  value,
  error,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  onChange,
  inputRef,
}: {
  field: CheckoutField;
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  onChange: (field: CheckoutField, value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <Field
      id={`checkout-${field}`}
      label={label}
      marker={required ? 'required' : 'optional'}
      error={error}
      className="min-w-0"
    >
      {({ id, describedBy }) => (
        <input
          ref={inputRef}
          id={id}
          name={field}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
          className={`block h-12 w-full scroll-mt-40 rounded-xl border bg-white px-4 text-base text-ink shadow-xs transition-colors placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 ${
            error
              ? 'border-red-500 focus:outline-red-500'
              : 'border-gray-300 hover:border-gray-400 focus:outline-brand-500'
          }`}
        />
      )}
    </Field>
  );
}

/** One labelled select of the checkout form (the emirate, the country when there are several). */
export function CheckoutSelect({
  field,
  label,
  value,
  error,
  options,
  autoComplete,
  onChange,
  inputRef,
}: {
  field: CheckoutField;
  label: string;
  value: string;
  error?: string | undefined;
  options: readonly string[];
  autoComplete: HTMLInputAutoCompleteAttribute;
  onChange: (field: CheckoutField, value: string) => void;
  inputRef: Ref<HTMLSelectElement>;
}) {
  return (
    <Field
      id={`checkout-${field}`}
      label={label}
      marker="required"
      error={error}
      className="min-w-0"
    >
      {({ id, describedBy }) => (
        <select
          ref={inputRef}
          id={id}
          name={field}
          value={value}
          autoComplete={autoComplete}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
          className={`block h-12 w-full scroll-mt-40 rounded-xl border bg-white px-4 text-base text-ink shadow-xs transition-colors focus:outline-2 focus:outline-offset-1 ${
            error
              ? 'border-red-500 focus:outline-red-500'
              : 'border-gray-300 hover:border-gray-400 focus:outline-brand-500'
          }`}
        >
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
