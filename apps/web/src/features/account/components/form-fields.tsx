import { t } from '@lingui/core/macro';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** The field the last check complained about: marked for assistive technology and in red. */
  invalid?: boolean;
  hint?: string;
  /** The server's complaint about this field, shown under it and tied to it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export const inputClass = (invalid: boolean) =>
  `h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-gray-500 transition-colors focus:outline-2 focus:outline-offset-0 disabled:bg-gray-50 ${
    invalid
      ? 'border-red-500 focus:border-red-500 focus:outline-red-500/30'
      : 'border-gray-300 focus:border-brand-500 focus:outline-brand-500/40'
  }`;

export function TextField({ label, invalid = false, hint, error, ref, ...input }: FieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          ref={ref}
          id={id}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
          {...input}
        />
      )}
    </Field>
  );
}

/**
 * An e-mail address box: the keyboard, autofill and spelling settings every e-mail field of the
 * account pages shares (254 characters: the longest address there is).
 */
export function EmailField({ label, ...field }: Omit<FieldProps, 'label'> & { label?: string }) {
  return (
    <TextField
      label={label ?? t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      {...field}
    />
  );
}

/** The toggle's name: 'Show password' (the field's label, in lower case in English). */
function showLabel(label: string): string {
  const field = label.toLowerCase();
  return t`Show ${field}`;
}

/** A password box with its own show/hide toggle (a pressed-state button, named once). */
export function PasswordField({ label, invalid = false, hint, error, ref, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            aria-invalid={invalid || Boolean(error) || undefined}
            aria-describedby={describedBy}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={`${inputClass(invalid)} pe-12`}
            {...input}
          />
          <button
            type="button"
            aria-label={showLabel(label)}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute top-1/2 end-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
          >
            {visible ? <Icon name="eye-off" /> : <Icon name="eye" />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** The form's main button: full width, brand orange, a small spinner while busy. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button
      type="submit"
      disabled={disabled ?? busy}
      aria-busy={busy || undefined}
      className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-600/50 disabled:shadow-none"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {children}
    </button>
  );
}
