import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, Ref } from 'react';
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

/** One labelled input; its message sits under it and is announced with it. */
export function FormInput<F extends string>({
  field,
  idPrefix,
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
}: ControlProps<F> & {
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field
      id={`${idPrefix}-${field}`}
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
          className={controlClass(error)}
        />
      )}
    </Field>
  );
}

/** One labelled, required select (the emirate, the country when there are several). */
export function FormSelect<F extends string>({
  field,
  idPrefix,
  label,
  value,
  error,
  options,
  autoComplete,
  onChange,
  inputRef,
}: ControlProps<F> & { options: readonly string[]; inputRef?: Ref<HTMLSelectElement> }) {
  return (
    <Field
      id={`${idPrefix}-${field}`}
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
          className={controlClass(error)}
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
